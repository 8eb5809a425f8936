/**
 * The page's parts and their states, in one place (ARCHITECTURE.md, «Loading, in order», 5.–6.).
 * The shell (top bar, side menu, hero) is one part; each section below it and the footer is one.
 * A part is laid out (`<html data-laid-out>`), held for a frame's restyle, or alive (`<html
 * data-parts>`). `content-visibility` is set here and by the one CSS rule WAITING_PARTS names.
 */
import { afterNextFrame } from './after-next-frame';
import { keepingMidScreen } from './keeping-mid-screen';

/** The first part's name: the shell, hydrated first. */
export const SHELL = 'shell';

/**
 * The page's flow, top to bottom: every section of <main>, the hero (`#home`, the shell's) among
 * them, and the footer (the page has one). The web font's regions, the off-screen hold and
 * WebKit's anchoring walk them all; `partOf` counts the hero as the shell.
 */
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

/** Records the part named `name` alive, after the others (src/app/app.tsx's HydrationReport, once its boundary has hydrated). */
export function markAlive(doc: Document, name: string): void {
  if (!isAlive(doc, name)) doc.documentElement.dataset.parts = [...alive(doc), name].join(' ');
}

// ── Laid out ──

/**
 * Whether the browser renders the element now: false in a part content-visibility still skips.
 * Measuring it then would lay that part out inside the caller's task (during hydration, a long
 * task); callers measure later, from a ResizeObserver, which reports once the part is laid out.
 */
export function isRendered(element: Element): boolean {
  // Without checkVisibility (older browsers, jsdom) there is no telling: measure at once.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ contentVisibilityAuto: true }) : true;
}

/**
 * The parts whose layout still waits: the selector of index.css's content-visibility rule, which
 * is what the browser runs. Copied here for the tests, one of which holds the two equal.
 */
export const WAITING_PARTS = ':root:not([data-laid-out]) main > section:not(#home), :root:not([data-laid-out]) body footer';

const laidOut = (doc: Document) => doc.documentElement.dataset.laidOut !== undefined;

/**
 * Lays every part out for good, once: before a jump, whose target the parts' estimated heights
 * would miss (each taller than any part, index.css). Called by the first jump of any kind
 * (ARCHITECTURE.md, 6.).
 */
export function layOutBelowTheFold(doc: Document): void {
  if (!laidOut(doc)) doc.documentElement.dataset.laidOut = '';
}

/**
 * A jump the page does not make (find in page, a dragged scroll bar, scrollIntoView) lands by
 * the estimated heights, and the parts it passed then lay out under the visitor (a phone sent to
 * the reviews showed the projects, 2 200 px above, with 900 px estimates). So the first scroll of
 * more than a screen lays every part out and puts what sits at mid-screen back where it was, before
 * any paint; a part the layout left ending above that point is shown from its top
 * (keeping-mid-screen.ts).
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
    keepingMidScreen(win, () => layOutBelowTheFold(doc), true);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
}

/**
 * A reload or a way back restores a place measured with every part laid out, which the estimates
 * missed by 280–1 690 px: such a page lays them all out from the start (the boot script runs
 * before any part is parsed).
 */
export function layOutAllWhenRestoring(win: Window): void {
  const navigation = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'reload' || navigation?.type === 'back_forward') layOutBelowTheFold(win.document);
}

// ── Held ──

/**
 * Skips the parts off screen for the next frame's restyle (a theme switch, a modal making the page
 * inert), each held at its height: a laid-out page's restyle alone is 45–50 ms at 4× CPU.
 *  - `hidden`, not `auto`, which Chromium still styles within half a screen: at the page's foot a
 *    theme switch's next paint came 80–88 ms after the tap with `auto`, 48–64 with `hidden`.
 *  - The part holding focus stays (a hidden part cannot keep it).
 *  - The returned function turns them all to `auto` (a jump or a search in the page can open
 *    those), then gives them back one a frame, the nearest first.
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
