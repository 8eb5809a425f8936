import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readPreference, resolveTheme, THEME_BACKGROUNDS, THEME_STORAGE_KEY, writePreference } from '../theme';
import { createThemeStore } from '../theme-store';

/** localStorage stand-in; `broken` makes every call throw, as Safari's private mode once did. */
function fakeStorage(initial: Record<string, string> = {}, broken = false) {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    data,
    getItem: (key: string) => (guard(), data.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void data.set(key, value)),
    removeItem: (key: string) => (guard(), void data.delete(key)),
  };
}

/** Just enough of a window for the store: storage, the dark-mode query, the root element. */
function fakeWindow({ stored = {}, systemDark = false, brokenStorage = false } = {}) {
  const mediaListeners = new Set<() => void>();
  const media = {
    matches: systemDark,
    addEventListener: (_: 'change', listener: () => void) => mediaListeners.add(listener),
  };
  const classes = new Set<string>();
  const localStorage = fakeStorage(stored, brokenStorage);
  const win = {
    localStorage,
    matchMedia: vi.fn(() => media),
    requestAnimationFrame: vi.fn(),
    addEventListener: vi.fn(),
    document: {
      documentElement: {
        classList: {
          toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
          contains: (name: string) => classes.has(name),
        },
      },
      // No parts: the switch restyles the page at once (src/lib/theme-switch.ts, tested with a page of its own).
      querySelectorAll: () => [],
      // The style element that holds transitions for the switch's frame.
      createElement: () => ({ remove: vi.fn() }),
      head: { appendChild: (element: unknown) => element },
    },
  };
  // applyTheme finds the page's theme-color tags from the root: none here.
  Object.assign(win.document.documentElement, { ownerDocument: win.document });
  return {
    win: win as unknown as Window,
    localStorage,
    isDark: () => classes.has('dark'),
    /** The OS switches between light and dark. */
    setSystemDark(dark: boolean) {
      media.matches = dark;
      mediaListeners.forEach((listener) => listener());
    },
  };
}

describe('readPreference / writePreference', () => {
  it('reads light and dark, and anything else (missing, garbage) as system', () => {
    expect(readPreference(fakeStorage({ theme: 'dark' }))).toBe('dark');
    expect(readPreference(fakeStorage({ theme: 'light' }))).toBe('light');
    expect(readPreference(fakeStorage())).toBe('system');
    expect(readPreference(fakeStorage({ theme: 'sepia' }))).toBe('system');
  });

  it('stores light/dark under "theme" and removes the key for system', () => {
    const storage = fakeStorage();
    writePreference(storage, 'dark');
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    writePreference(storage, 'system');
    expect(storage.data.has(THEME_STORAGE_KEY)).toBe(false);
  });

  it('survives storage that throws', () => {
    const storage = fakeStorage({}, true);
    expect(readPreference(storage)).toBe('system');
    expect(() => writePreference(storage, 'dark')).not.toThrow();
  });
});

describe('resolveTheme', () => {
  it('keeps explicit choices and follows the OS for system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});

describe('THEME_BACKGROUNDS', () => {
  it('are the page backgrounds src/styles/index.css gives each theme (the browser bar takes them)', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../styles/index.css'), 'utf8');
    const background = (block: string) => new RegExp(`\\n${block} \\{[^}]*?--bg: (#[0-9a-f]{6});`).exec(css)?.[1];
    expect({ light: background(':root'), dark: background('\\.dark') }).toEqual(THEME_BACKGROUNDS);
  });
});

describe('createThemeStore', () => {
  it('starts from the stored choice', () => {
    const page = fakeWindow({ stored: { theme: 'dark' } });
    expect(createThemeStore(page.win).getState()).toEqual({ preference: 'dark', effective: 'dark' });
  });

  it('choose stores, applies the class and notifies subscribers', () => {
    const page = fakeWindow();
    const store = createThemeStore(page.win);
    const listener = vi.fn();
    store.subscribe(listener);
    store.choose('dark');
    expect(store.getState()).toEqual({ preference: 'dark', effective: 'dark' });
    expect(page.isDark()).toBe(true);
    expect(page.localStorage.data.get('theme')).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    store.choose('light');
    expect(page.isDark()).toBe(false);
    expect(page.localStorage.data.get('theme')).toBe('light');
  });

  it('an unsubscribed listener is not called again', () => {
    const store = createThemeStore(fakeWindow().win);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.choose('dark');
    expect(listener).not.toHaveBeenCalled();
  });

  it('toggle flips what is shown and remembers it, starting from the OS under system', () => {
    const page = fakeWindow({ systemDark: true });
    const store = createThemeStore(page.win);
    expect(store.getState()).toEqual({ preference: 'system', effective: 'dark' });
    store.toggle();
    expect(store.getState()).toEqual({ preference: 'light', effective: 'light' });
    expect(page.localStorage.data.get('theme')).toBe('light');
    store.toggle();
    expect(store.getState().effective).toBe('dark');
    expect(page.localStorage.data.get('theme')).toBe('dark');
  });

  it('system removes the key and follows the OS live; an explicit choice ignores the OS', () => {
    const page = fakeWindow({ stored: { theme: 'dark' } });
    const store = createThemeStore(page.win);
    store.choose('system');
    expect(page.localStorage.data.has('theme')).toBe(false);
    expect(page.isDark()).toBe(false);
    page.setSystemDark(true);
    expect(store.getState().effective).toBe('dark');
    expect(page.isDark()).toBe(true);
    page.setSystemDark(false);
    expect(page.isDark()).toBe(false);

    store.choose('light');
    page.setSystemDark(true);
    expect(store.getState()).toEqual({ preference: 'light', effective: 'light' });
    expect(page.isDark()).toBe(false);
  });

  it('still applies a choice when storage throws (it just is not remembered)', () => {
    const page = fakeWindow({ brokenStorage: true, systemDark: true });
    const store = createThemeStore(page.win);
    expect(store.getState()).toEqual({ preference: 'system', effective: 'dark' });
    expect(() => store.choose('light')).not.toThrow();
    expect(store.getState().effective).toBe('light');
    expect(page.isDark()).toBe(false);
  });
});
