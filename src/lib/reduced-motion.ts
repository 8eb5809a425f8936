/**
 * The one place that asks for the visitor's wish for less motion (WCAG 2.3.3, spec §4 carousel
 * and 3D viewer): scrolling, the carousel's autoplay and slide animation, and the 3D model.
 */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The live query, for code that follows changes; null where there is no matchMedia (jsdom, SSR). */
export function reducedMotionQuery(win: Window = window): MediaQueryList | null {
  return typeof win.matchMedia === 'function' ? win.matchMedia(REDUCED_MOTION_QUERY) : null;
}

/** True when the visitor asked for less motion; false where the question cannot be asked. */
export function prefersReducedMotion(win: Window = window): boolean {
  return reducedMotionQuery(win)?.matches ?? false;
}
