/** The page's parts, top to bottom. */
const PARTS = 'main > section, body footer';
/**
 * The parts whose layout still waits: index.css gives them content-visibility with this selector.
 * A part is laid out for good by its own `data-laid-out`, and every part by the root's.
 */
export const WAITING_PARTS =
  ':root:not([data-laid-out]) main > section:not(#home, [data-laid-out]), :root:not([data-laid-out]) body footer:not([data-laid-out])';

/**
 * Below the fold the browser lays a part out only as it nears the screen (content-visibility in
 * src/styles/index.css): the first paint, the font swap and the rest of the load skip that work.
 * A jump to a section cannot wait for that: until then the parts above it have estimated
 * heights, and the jump would miss. So before a jump every part is laid out for good, at once
 * (the boot script does it before hydration, scrollToSection after; holdPlaceOnFirstJump for the
 * jumps the page does not make). It is one layout, paid by the first jump and never again.
 */
export function layOutBelowTheFold(doc: Document): void {
  // Selects only the parts still waiting: later jumps touch nothing.
  for (const part of doc.querySelectorAll<HTMLElement>(WAITING_PARTS)) part.dataset.laidOut = '';
}

/**
 * A jump the page does not make itself — a link to a text fragment, find in page, a dragged
 * scroll bar, a script's scrollIntoView — lands by the estimated heights. The parts it passed
 * then lay out for real in the same frame as the part it landed on, which has nothing laid out
 * yet for the browser's scroll anchoring to hold on to: the visitor ended up far from where they
 * jumped (on a phone, a link to the reviews showed the projects, 2 200 px above). So on the first
 * scroll of more than a screen while parts still wait, every part is laid out at once
 * (layOutBelowTheFold) and the part at mid-screen is put back where it was, before any paint.
 */
export function holdPlaceOnFirstJump(win: Window): void {
  const doc = win.document;
  let lastY = win.scrollY;
  const onScroll = () => {
    const distance = Math.abs(win.scrollY - lastY);
    lastY = win.scrollY;
    if (distance <= win.innerHeight) return;
    win.removeEventListener('scroll', onScroll);
    if (!doc.querySelector(WAITING_PARTS)) return;
    const middle = win.innerHeight / 2;
    const anchor = [...doc.querySelectorAll(PARTS)].find((part) => part.getBoundingClientRect().bottom > middle);
    const before = anchor?.getBoundingClientRect().top ?? 0;
    layOutBelowTheFold(doc);
    const moved = (anchor?.getBoundingClientRect().top ?? 0) - before;
    win.scrollBy({ top: moved, behavior: 'instant' });
  };
  win.addEventListener('scroll', onScroll, { passive: true });
}

/**
 * Reloaded, or reached going back, the page is put back by the browser where the visitor was: a
 * place measured with the parts above it laid out, which the estimates would miss (by 280 to
 * 1 690 px, measured). Such a page lays every part out from the start, by the root's mark.
 */
export function layOutAllWhenRestoring(win: Window): void {
  const navigation = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'reload' || navigation?.type === 'back_forward') win.document.documentElement.dataset.laidOut = '';
}
