import type { ThemePreference } from '../../content';

// The theme rules. applyInitialTheme and chooseTheme also run in the page's inline script
// (src/boot/page-boot.ts, bundled into index.html before the first paint, so there is no
// flash); the store (./theme-store.ts) takes over after hydration.

export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export type EffectiveTheme = 'light' | 'dark';

export function readPreference(storage: Pick<Storage, 'getItem'>): ThemePreference {
  try {
    const value = storage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system'; // storage can throw (privacy modes); the OS preference still works
  }
}

export function writePreference(storage: Pick<Storage, 'setItem' | 'removeItem'>, preference: ThemePreference): void {
  try {
    if (preference === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not persisted, but still applied for this visit.
  }
}

export function resolveTheme(preference: ThemePreference, systemIsDark: boolean): EffectiveTheme {
  if (preference === 'system') return systemIsDark ? 'dark' : 'light';
  return preference;
}

/** The page's background in each theme: src/styles/index.css's `--bg` (a test holds them equal). */
export const THEME_BACKGROUNDS: Record<EffectiveTheme, string> = { light: '#f8fafc', dark: '#0b1020' };

export function applyTheme(root: HTMLElement, theme: EffectiveTheme): void {
  root.classList.toggle('dark', theme === 'dark');
  // The browser's bar takes the theme chosen, not the system's its tags name (scripts/head-tags.ts).
  for (const bar of root.ownerDocument.querySelectorAll('meta[name="theme-color"]')) bar.setAttribute('content', THEME_BACKGROUNDS[theme]);
}

/** What the theme controls ask for (`data-theme-choice`): a preference, or `flip` for "Cambiar tema". */
export type ThemeChoice = ThemePreference | 'flip';

/** Said on the window when the boot script has applied a visitor's choice (below). */
export const THEME_CHOSEN = 'theme-chosen';

/**
 * A choice made before React has taken the theme controls over (the boot script answers them from
 * the first paint on, src/boot/early-taps.ts): stored, applied, and said to a store that may have
 * been made meanwhile, so the page and the store never disagree. Applied at once, not in steps
 * (./theme-switch.ts): before the first jump the parts below the fold are not laid out, so the
 * switch is cheap (not on a page put back by a reload, laid out from the start), and the boot
 * script stays small (it travels in the HTML's first round trip).
 */
export function chooseTheme(win: Window & typeof globalThis, choice: ThemeChoice): void {
  const root = win.document.documentElement;
  const preference = choice === 'flip' ? (root.classList.contains('dark') ? 'light' : 'dark') : choice;
  writePreference(
    { setItem: (key, value) => win.localStorage.setItem(key, value), removeItem: (key) => win.localStorage.removeItem(key) },
    preference,
  );
  applyTheme(root, resolveTheme(preference, win.matchMedia(DARK_QUERY).matches));
  win.dispatchEvent(new win.CustomEvent(THEME_CHOSEN, { detail: preference }));
}

/** The saved choice or the OS preference, applied to the document root at once. */
export function applyInitialTheme(win: Window): void {
  // Reading `localStorage` itself can throw (blocked storage): readPreference catches it there.
  const storage = { getItem: (key: string) => win.localStorage.getItem(key) };
  applyTheme(win.document.documentElement, resolveTheme(readPreference(storage), win.matchMedia(DARK_QUERY).matches));
}
