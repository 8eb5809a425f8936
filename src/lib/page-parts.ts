/**
 * The page's parts and their states, in one place: what each part is called and where it is, and
 * whether it is laid out, held or alive. The shell (top bar, side menu, hero) is one part; below
 * it, each section and the footer is a part of its own, whose code comes and hydrates as the
 * visitor nears it (src/app/below-the-fold.ts). The boot script, the hydration, the layout, the
 * web font and the theme's hold all ask here; `content-visibility` is set here and by the one
 * rule in src/styles/index.css that WAITING_PARTS names.
 *  - laid out: below the fold the browser lays a part out only as it nears the screen, until the
 *    first jump lays them all out for good (`<html data-laid-out>`, layOutBelowTheFold);
 *  - held: skipped for one frame's restyle (holdOffScreenParts);
 *  - alive: hydrated, its code running (`<html data-parts>`, isAlive).
 */
import { afterNextFrame } from './after-next-frame';

/** The first part's name: the shell, hydrated first. */
export const SHELL = 'shell';

/** The parts in the page's flow, top to bottom: the sections and the footer. */
export const PARTS = 'main > section, body footer';

/** Where the part named `name` is: the section with that id, or the footer. */
export const partSelector = (name: string): string => (name === 'footer' ? 'body footer' : `#${name}`);

/** The name of the part an element is in: the section's id below the fold, `footer`, or `shell`. */
export function partOf(element: Element): string {
  if (element.closest('body footer')) return 'footer';
  const section = element.closest('main > section');
  return section && section.id !== 'home' ? section.id : SHELL;
}

const alive = (doc: Document) => (doc.documentElement.dataset.parts ?? '').split(' ').filter(Boolean);

/** Whether the part named `name` is alive: `<html data-parts>`, the page's one record of it. */
export const isAlive = (doc: Document, name: string): boolean => alive(doc).includes(name);

/** Records the part named `name` alive, after the others (src/app/hydration-report.ts, once its boundary has hydrated). */
export function markAlive(doc: Document, name: string): void {
  if (!isAlive(doc, name)) doc.documentElement.dataset.parts = [...alive(doc), name].join(' ');
}

// ── Laid out ──

/**
 * Whether the browser renders the element now: false while it sits in a part whose layout the
 * browser still skips (content-visibility: auto below the fold, src/styles/index.css; the root's
 * `data-laid-out` is another thing, every part laid out for good). Measuring it then would force
 * that whole part's layout inside the caller's task — during hydration, a long task. Callers
 * measure later, from a ResizeObserver on what they measure: it reports once the part is laid out.
 */
export function isRendered(element: Element): boolean {
  // Without checkVisibility (older browsers, jsdom) there is no telling: measure at once.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ contentVisibilityAuto: true }) : true;
}

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

// ── Held ──

/**
 * Skips the parts off screen for the next frame's restyle: `content-visibility: hidden`, each
 * held at its content-box height so nothing moves. A change that restyles every element (the
 * theme's class, a modal dialog making the page inert) then restyles only what the visitor sees;
 * a whole laid-out page's restyle alone costs 45–50 ms at 4× CPU in that one frame (the theme's,
 * with its transitions, more: ./theme-switch.ts).
 *  - `hidden`, not `auto`: the browser still styles an `auto` part within its margin around the
 *    screen (half a screen in Chromium). At the page's foot a theme switch restyled 419 elements
 *    instead of 132, its next paint at 1280 px 80–88 ms after the tap instead of 48–64.
 *  - The part holding focus stays: a hidden part cannot keep it.
 *  - Hidden only until the caller gives them back, a frame later: the returned function turns
 *    them all to `auto`, which a jump, a search in the page or a tap can open (a hidden part it
 *    cannot), then gives them back one a frame, the nearest to the screen first.
 */
export function holdOffScreenParts(win: Window): () => void {
  const doc = win.document;
  // Measured all first, then held: a measure after a change would lay the page out again.
  const offScreen = [...doc.querySelectorAll<HTMLElement>(PARTS)]
    .map((part) => ({ part, box: part.getBoundingClientRect() }))
    .filter(({ part, box }) => (box.bottom < 0 || box.top > win.innerHeight) && !part.contains(doc.activeElement))
    .map(({ part, box }) => ({ part, content: contentHeight(win, part, box), distance: Math.max(-box.bottom, box.top - win.innerHeight) }))
    .sort((a, b) => a.distance - b.distance);
  for (const { part, content } of offScreen) {
    part.style.containIntrinsicSize = `auto ${content}px`;
    part.style.contentVisibility = 'hidden';
  }
  const giveBack = () => {
    const { part } = offScreen.shift() ?? {};
    if (!part) return;
    part.style.contentVisibility = part.style.containIntrinsicSize = '';
    if (offScreen.length) afterNextFrame(win, giveBack);
  };
  return () => {
    for (const { part } of offScreen) part.style.contentVisibility = 'auto';
    giveBack();
  };
}

/** The height content-visibility holds a part at: its content box (padding and border come on top). */
function contentHeight(win: Window, part: HTMLElement, box: DOMRect): number {
  const style = win.getComputedStyle(part);
  const sides = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  return sides.reduce((height, side) => height - (parseFloat(style[side]) || 0), box.height);
}
