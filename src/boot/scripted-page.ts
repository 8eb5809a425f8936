import { applyInitialTheme } from '../lib/theme';

/**
 * What the page does before its first paint: marks the root `js` (CSS tells a page whose
 * scripts run from one read without them) and applies the theme. The built page does it in
 * its inline script; the dev server, which has none, from the entry module.
 */
export function markScriptedPage(win: Window): void {
  win.document.documentElement.classList.add('js');
  applyInitialTheme(win);
}
