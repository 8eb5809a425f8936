import type { ThemePreference } from '../../content';
import { DARK_QUERY, readPreference, resolveTheme, THEME_CHOSEN, THEME_STORAGE_KEY, writePreference, type EffectiveTheme } from './theme';
import { switchTheme } from './theme-switch';

// The theme store, after hydration: it reacts to the visitor's choice and to the OS switching
// between light and dark, and switches the page in steps (./theme-switch.ts). Apart from the
// rules (./theme.ts), so the inline boot script does not carry the switch's code.

export interface ThemeState {
  preference: ThemePreference;
  effective: EffectiveTheme;
}

type Listener = () => void;

/** A tiny external store for useSyncExternalStore: one per page. */
export function createThemeStore(win: Window) {
  const media = win.matchMedia(DARK_QUERY);
  let state: ThemeState = compute(readPreference(win.localStorage));
  const listeners = new Set<Listener>();

  function compute(preference: ThemePreference): ThemeState {
    return { preference, effective: resolveTheme(preference, media.matches) };
  }
  function set(next: ThemeState) {
    state = next;
    switchTheme(win, state.effective);
    listeners.forEach((l) => l());
  }

  // "Sistema" follows the OS live; another tab's choice is picked up too.
  media.addEventListener('change', () => set(compute(state.preference)));
  win.addEventListener('storage', (e) => {
    if (e.key === THEME_STORAGE_KEY || e.key === null) set(compute(readPreference(win.localStorage)));
  });
  win.addEventListener(THEME_CHOSEN, (e) => set(compute((e as CustomEvent<ThemePreference>).detail)));

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(preference: ThemePreference) {
      writePreference(win.localStorage, preference);
      set(compute(preference));
    },
    /** "Cambiar tema": flips what is shown now, and remembers it as an explicit choice. */
    toggle() {
      this.choose(state.effective === 'dark' ? 'light' : 'dark');
    },
  };
}

export type ThemeStore = ReturnType<typeof createThemeStore>;
