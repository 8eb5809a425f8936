import { afterNextFrame } from './after-next-frame';
import { holdOffScreenParts } from './page-parts';
import { applyTheme, type EffectiveTheme } from './theme';

/**
 * Switches the theme (the `dark` class on the root) where the visitor looks first, the rest a
 * part a frame. Every colour of the page comes from the root's variables, so the switch restyles
 * every element, and every element with a colour transition started one: once the page was laid
 * out whole (after a jump, a reload) that was one task of 55–270 ms at 4× CPU, the tap's next
 * paint waiting for all of it. So, for the tap's own frame, the parts off screen are skipped
 * (holdOffScreenParts, ./page-parts.ts) and no transition starts: 20–27 ms at 4×. The next frame
 * allows transitions again; the parts off screen come back one a frame after it. Transitions are
 * stopped by a style element, not a fifth mark on the root: the two cost the same (the theme
 * tap's INP, 9 interleaved rounds at 4× on a machine busy with other work, medians 120 and
 * 104 ms at 375 and 1280 px with the style element, 144 and 96 with a mark).
 */
export const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}';

export function switchTheme(win: Window, theme: EffectiveTheme): void {
  const root = win.document.documentElement;
  if (root.classList.contains('dark') === (theme === 'dark')) return;
  const giveBack = holdOffScreenParts(win);
  const noTransitions = win.document.head.appendChild(win.document.createElement('style'));
  noTransitions.textContent = NO_TRANSITIONS;
  applyTheme(root, theme);
  afterNextFrame(win, () => {
    noTransitions.remove();
    afterNextFrame(win, giveBack);
  });
}
