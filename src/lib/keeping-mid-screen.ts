/**
 * Makes a change of the page's own keeping what sits at mid-screen where it was, where the
 * browser's scroll anchoring does not: the first jump's layout of every part (./page-parts.ts: a
 * phone sent to the reviews showed the projects, 2 200 px above), the projects grid's shaping
 * (./masonry-layout.ts: before a slow phone's code, «Ver más» and the reviews moved up 87 px at
 * 1280 px, Chromium's anchor being in the grid), and the web font's switch in WebKit.
 * What sits there is a part itself where the browser still skips it, as tall as its estimate,
 * taller than any part (index.css). A robot that brought a whole part on screen met the middle of
 * that estimate: kept as far below its top, the part ended above the screen; it is shown from its
 * top instead. Anything else keeps its top (a paragraph the font made shorter moves no further).
 */
export function keepingMidScreen(win: Window, change: () => void): void {
  const middle = win.innerHeight / 2;
  const read = win.document.elementFromPoint(win.innerWidth / 2, middle);
  if (!read) return change();
  const depth = middle - read.getBoundingClientRect().top;
  // Sized by its estimate: a length in contain-intrinsic-size (`none` elsewhere, absent in older browsers).
  const estimated = /\dpx/.test(win.getComputedStyle(read).containIntrinsicHeight);
  change();
  const { top, height } = read.getBoundingClientRect();
  const moved = estimated && depth > height ? top : top + depth - middle;
  if (Math.abs(moved) >= 1) win.scrollBy({ top: moved, behavior: 'instant' });
}
