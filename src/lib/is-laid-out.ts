/**
 * False while the element sits in a part whose layout the browser still skips (content-visibility:
 * auto below the fold, src/styles/index.css). Measuring it then would force that whole part's
 * layout inside the caller's task — during hydration, a long task. Callers measure later, from a
 * ResizeObserver on what they measure: it reports once the part is laid out.
 */
export function isLaidOut(element: Element): boolean {
  // Without checkVisibility (older browsers, jsdom) measure at once, as before.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ contentVisibilityAuto: true }) : true;
}
