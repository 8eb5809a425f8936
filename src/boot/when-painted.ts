/**
 * How long past its first frame the page waits for the first contentful paint's report: Firefox
 * ESR loading `/#projects` reported none on 7 of 40 loads, and that page never came alive.
 */
export const PAINT_REPORT_MS = 1000;

/**
 * Runs `then` once, when the first contentful paint is reported, or PAINT_REPORT_MS after the
 * first frame if it never is (as in a browser without paint reports). A tab in the background
 * draws no frame: it starts when shown.
 */
export function whenPainted(win: Window & typeof globalThis, then: () => void): void {
  let waiting = true;
  const go = () => {
    if (waiting) then();
    waiting = false;
  };
  new win.PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) go();
  }).observe({ type: 'paint', buffered: true });
  win.requestAnimationFrame(() => win.setTimeout(go, PAINT_REPORT_MS));
}
