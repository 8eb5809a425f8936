/**
 * Makes a change of the page's own keeping what sits at mid-screen where it was, where the
 * browser's scroll anchoring does not: the first jump's layout of every part (./page-parts.ts: a
 * phone sent to the reviews showed the projects, 2 200 px above), the projects grid's shaping
 * (./masonry-layout.ts: before a slow phone's code, «Ver más» and the reviews moved up 87 px at
 * 1280 px, Chromium's anchor being in the grid), and the web font's switch in WebKit.
 * The point at mid-screen stays as far below the top of the element there; if the change left the
 * element shorter than that, the element is shown from its top. A part not yet laid out is as
 * tall as its estimate, taller than any part (index.css): a robot that brought a whole part on
 * screen met the middle of that estimate, and kept there it was left with the next part.
 */
export function keepingMidScreen(win: Window, change: () => void): void {
  const middle = win.innerHeight / 2;
  const read = win.document.elementFromPoint(win.innerWidth / 2, middle);
  if (!read) return change();
  const depth = middle - read.getBoundingClientRect().top;
  change();
  const { top, height } = read.getBoundingClientRect();
  const moved = depth <= height ? top + depth - middle : top;
  if (Math.abs(moved) >= 1) win.scrollBy({ top: moved, behavior: 'instant' });
}
