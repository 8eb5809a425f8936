import type { EffectiveTheme } from './theme';

/** The page's parts (the same as src/lib/lay-out-below-the-fold.ts names). */
const PARTS = 'main > section, body footer';

/**
 * Switches the theme (the `dark` class on the root) where the visitor looks first, the rest a
 * part a frame. Every colour of the page comes from the root's variables, so the switch restyles
 * every element, and every element with a colour transition started one: once the page was laid
 * out whole (after a jump, a reload) that was one task of 55–270 ms at 4× CPU, the tap's next
 * paint waiting for all of it. Now, for the tap's own frame, the parts off screen are skipped
 * (content-visibility, held at their measured size, so nothing moves) and no transition starts
 * (`data-theme-switching`, src/styles/index.css): 20–27 ms at 4×. The next frame allows
 * transitions again; the parts off screen come back one a frame after it.
 */
export function switchTheme(win: Window, theme: EffectiveTheme): void {
  const doc = win.document;
  const root = doc.documentElement;
  if (root.classList.contains('dark') === (theme === 'dark')) return;
  // Measured all first, then held: a measure after a change would lay the page out again.
  const offScreen = [...doc.querySelectorAll<HTMLElement>(PARTS)]
    .filter((part) => {
      const box = part.getBoundingClientRect();
      return box.bottom < 0 || box.top > win.innerHeight;
    })
    .map((part) => ({ part, content: contentHeight(win, part) }));
  for (const { part, content } of offScreen) {
    part.style.containIntrinsicSize = `auto ${content}px`;
    part.style.contentVisibility = 'auto';
  }
  root.dataset.themeSwitching = '';
  root.classList.toggle('dark', theme === 'dark');
  const giveBack = () => {
    const { part } = offScreen.shift() ?? {};
    if (!part) return;
    part.style.contentVisibility = part.style.containIntrinsicSize = '';
    if (offScreen.length) afterNextFrame(win, giveBack);
  };
  afterNextFrame(win, () => {
    delete root.dataset.themeSwitching;
    afterNextFrame(win, giveBack);
  });
}

/** The height content-visibility holds a part at: its content box (padding and border come on top). */
function contentHeight(win: Window, part: HTMLElement): number {
  const style = win.getComputedStyle(part);
  const sides = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  return sides.reduce((height, side) => height - (parseFloat(style[side]) || 0), part.getBoundingClientRect().height);
}

/** In a task after the next frame is drawn: each part's restyle is a task of its own. */
const afterNextFrame = (win: Window, then: () => void) => win.requestAnimationFrame(() => win.setTimeout(then));
