/**
 * Makes a change of the page's own keeping what sits at mid-screen where it was: the element read
 * is kept, what changes around it takes its shape. For the changes a browser's scroll anchoring
 * does not hold:
 *  - the first jump's layout of every part (./page-parts.ts), which the jump landed on by their
 *    estimated heights (a phone sent to the reviews then showed the projects, 2 200 px above);
 *  - the projects grid's shaping (src/main.tsx, ./masonry-layout.ts), which a slow phone runs about
 *    a second after the first paint: a visitor who had already brought «Ver más» or the reviews on
 *    screen saw them move up 87 px at 1280 px (Chromium's anchor was in the grid, whose height the
 *    change sets);
 *  - the web font's switch where the browser has no anchoring (src/boot/web-font.ts).
 */
export function keepingMidScreen(win: Window, change: () => void): void {
  const read = win.document.elementFromPoint(win.innerWidth / 2, win.innerHeight / 2);
  const top = read?.getBoundingClientRect().top ?? 0;
  change();
  const moved = read ? read.getBoundingClientRect().top - top : 0;
  if (Math.abs(moved) >= 1) win.scrollBy({ top: moved, behavior: 'instant' });
}
