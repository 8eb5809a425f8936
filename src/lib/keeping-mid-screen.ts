// Its `ownScrollY`, written below.
import './own-scroll';

/**
 * Makes a change of the page's own keeping what sits at mid-screen where it was, where the
 * browser's scroll anchoring does not: the first jump's layout of every part (./page-parts.ts: a
 * phone sent to the reviews showed the projects, 2 200 px above), the projects grid's shaping
 * (./masonry-layout.ts: before a slow phone's code, «Ver más» and the reviews moved up 87 px at
 * 1280 px, Chromium's anchor being in the grid).
 * `estimates`: set by the first jump's hold, which lays out parts skipped at estimated heights
 * taller than any part (index.css). If the element at mid-screen then ends above the kept point
 * (a robot centred a whole part, that is, the middle of its estimate), it is shown from its top.
 * Any other change keeps the element's top: a paragraph the web font set in fewer lines moves no
 * further. (A flag, not a test of the element's style: this code rides in the boot script, in
 * the HTML's first round trip, whose bytes are budgeted.)
 */
export function keepingMidScreen(win: Window, change: () => void, estimates = false): void {
  const middle = win.innerHeight / 2;
  const read = win.document.elementFromPoint(win.innerWidth / 2, middle);
  if (!read) return change();
  const depth = middle - read.getBoundingClientRect().top;
  change();
  const { top, height } = read.getBoundingClientRect();
  const moved = estimates && depth > height ? top : top + depth - middle;
  if (Math.abs(moved) < 1) return;
  // ./own-scroll.ts's ownScrollTo, written out by the move: as a call it cost the HTML 65 B, against 0.
  win.scrollBy({ top: moved, behavior: 'instant' });
  win.ownScrollY = win.scrollY;
}
