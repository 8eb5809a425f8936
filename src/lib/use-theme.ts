import { useSyncExternalStore } from 'react';
import { createThemeStore, type ThemeState, type ThemeStore } from './theme-store';

let store: ThemeStore | undefined;
function getStore(): ThemeStore {
  store ??= createThemeStore(window);
  return store;
}

// The server (and hydration) cannot know the visitor's theme: render "system" until the
// client's real state is read, so the markup matches the prerendered HTML.
const serverState: ThemeState = { preference: 'system', effective: 'light' };

export function useTheme() {
  const state = useSyncExternalStore(
    (listener) => getStore().subscribe(listener),
    () => getStore().getState(),
    () => serverState,
  );
  return {
    ...state,
    choose: (preference: ThemeState['preference']) => getStore().choose(preference),
    toggle: () => getStore().toggle(),
  };
}
