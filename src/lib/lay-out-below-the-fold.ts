import { PARTS } from './page-parts';

/**
 * The parts below the first screen while their layout still waits: index.css gives them
 * content-visibility with this very selector (a test holds the two together), up to the root's
 * `data-laid-out` mark.
 */
export const WAITING_PARTS = ':root:not([data-laid-out]) main > section:not(#home), :root:not([data-laid-out]) body footer';

const laidOut = (doc: Document) => doc.documentElement.dataset.laidOut !== undefined;

/**
 * Below the fold the browser lays a part out only as it nears the screen (content-visibility in
 * src/styles/index.css): the first paint, the font swap and the rest of the load skip that work.
 * A jump to a section cannot wait for that: until then the parts above it have estimated
 * heights, and the jump would miss. So before a jump every part is laid out for good, at once, by
 * one mark on the root (the boot script does it before hydration, scrollToSection after,
 * holdPlaceOnFirstJump for the jumps the page does not make, layOutAllWhenRestoring on a
 * reload). It is one layout, paid by the first jump and never again.
 */
export function layOutBelowTheFold(doc: Document): void {
  if (!laidOut(doc)) doc.documentElement.dataset.laidOut = '';
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
    // Laid out already (a jump of the page's own, a reload): nothing left to hold.
    if (laidOut(doc)) return win.removeEventListener('scroll', onScroll);
    const distance = Math.abs(win.scrollY - lastY);
    lastY = win.scrollY;
    if (distance <= win.innerHeight) return;
    win.removeEventListener('scroll', onScroll);
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
 * 1 690 px, measured). Such a page lays every part out from the start: the boot script runs
 * in <head>, before any part is parsed, and the root's mark already holds for them.
 */
export function layOutAllWhenRestoring(win: Window): void {
  const navigation = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'reload' || navigation?.type === 'back_forward') layOutBelowTheFold(win.document);
}
