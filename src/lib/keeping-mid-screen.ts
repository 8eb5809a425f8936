/**
 * Makes a change of the page's own keeping what sits at mid-screen where it was, where the
 * browser's scroll anchoring does not: the first jump's layout of every part (./page-parts.ts: a
 * phone sent to the reviews showed the projects, 2 200 px above), the projects grid's shaping
 * (./masonry-layout.ts: before a slow phone's code, «Ver más» and the reviews moved up 87 px at
 * 1280 px, Chromium's anchor being in the grid), and the web font's switch in WebKit.
 */
export function keepingMidScreen(win: Window, change: () => void): void {
  const read = win.document.elementFromPoint(win.innerWidth / 2, win.innerHeight / 2);
  const top = read?.getBoundingClientRect().top ?? 0;
  change();
  const moved = read ? read.getBoundingClientRect().top - top : 0;
  if (Math.abs(moved) >= 1) win.scrollBy({ top: moved, behavior: 'instant' });
}
