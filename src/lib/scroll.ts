import type { SectionId } from '../../content';
import { ownScrollTo } from './own-scroll';
import { layOutBelowTheFold } from './page-parts';
import { prefersReducedMotion } from './reduced-motion';

/** Space left between the fixed top bar and a section's heading after navigating. */
export const SCROLL_GAP_PX = 16;

/** Where the page must scroll so that an element sits just below the fixed header. */
export function sectionScrollTop(elementTop: number, scrollY: number, headerHeight: number, gap = SCROLL_GAP_PX): number {
  return Math.max(0, Math.round(elementTop + scrollY - headerHeight - gap));
}

let reaim: AbortController | undefined;

/** A glide scrolls every frame; this long without a scroll, it has ended (a slow phone's frame is under 100 ms). */
const GLIDE_QUIET_MS = 150;

/**
 * Scrolls smoothly (instantly under reduced motion) to a section, then moves keyboard focus
 * there so the next Tab continues from the section, not from the menu that was used. The parts
 * below the fold are laid out first, so the section's place is measured, not estimated.
 */
export function scrollToSection(id: SectionId): void {
  const target = document.getElementById(id);
  if (!target) return;
  layOutBelowTheFold(document);
  const header = document.querySelector('header');
  const headerHeight = id === 'home' ? 0 : (header?.getBoundingClientRect().height ?? 0);
  const top = id === 'home' ? 0 : sectionScrollTop(target.getBoundingClientRect().top, window.scrollY, headerHeight);
  const smooth = !prefersReducedMotion();
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'instant' });
  target.focus({ preventScroll: true });
  // Heights can still change on the way and after it (images, the web font, parts coming alive
  // above): where the glide ends, and at every change of the page's height after, aim again, until
  // the visitor scrolls or a newer navigation replaces this one.
  reaim?.abort();
  const navigation = new AbortController();
  reaim = navigation;
  if (id === 'home') return;
  const { signal } = navigation;
  let landed = !smooth;
  const aimed = () => sectionScrollTop(target.getBoundingClientRect().top, window.scrollY, headerHeight);
  const aim = () => {
    if (!landed) return;
    const again = aimed();
    if (Math.abs(again - window.scrollY) > 1) ownScrollTo(window, again);
  };
  const onScrollEnd = () => {
    landed = true;
    aim();
  };
  if (smooth) whenGlideEnds(onScrollEnd, signal);
  // The visitor's own scroll: a wheel, a key or a press (heard in capture: React stops events at
  // the root in a part still waiting), or, with none of them (find in page, assistive technology),
  // a scroll that moves the section on screen, away from the aim. The browser's scroll anchoring
  // keeps the section where it was on screen; the page's own scrolls (an aim again, the anchoring
  // in WebKit, a grid's shaping) say so (./own-scroll.ts): their event comes a frame later, and a
  // part above grown meanwhile moved the section (WebKitGTK: the reviews, 29 px taller, left a
  // glide to the contacts that far low). Measured against its place in the page instead, a find
  // that came in the frame of a change above was taken for the page's, and pulled back 300 px.
  for (const takeOver of ['wheel', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(takeOver, () => navigation.abort(), { capture: true, passive: true, signal });
  }
  const topOnScreen = () => target.getBoundingClientRect().top;
  let lastTop = topOnScreen();
  const onScroll = () => {
    const top = topOnScreen();
    const own = window.scrollY === window.ownScrollY;
    if (landed && !own && Math.abs(top - lastTop) > 1 && Math.abs(aimed() - window.scrollY) > 1) navigation.abort();
    lastTop = top;
  };
  window.addEventListener('scroll', onScroll, { passive: true, signal });
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(aim);
  observer.observe(document.body);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

/**
 * Without `scrollend` (Safari before 26.2, WebKitGTK 2.50), a glide has ended once no scroll came
 * for GLIDE_QUIET_MS: the glide scrolls every frame. Never told it had ended, the page never aimed
 * again: in WebKitGTK at 1280 px a jump tapped as the page came alive landed 8 to 29 px off
 * (skills, projects, reviews, contact), against 0 with a stand-in `scrollend`.
 */
function whenGlideEnds(then: () => void, signal: AbortSignal): void {
  // null where the browser has the event, undefined where it has none.
  if (window.onscrollend !== undefined) {
    window.addEventListener('scrollend', then, { once: true, signal });
    return;
  }
  const scrolls = new AbortController();
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(quiet);
    scrolls.abort();
  };
  const wait = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => (stop(), then()), GLIDE_QUIET_MS);
  };
  signal.addEventListener('abort', stop, { once: true });
  window.addEventListener('scroll', wait, { passive: true, signal: scrolls.signal });
  wait();
}
