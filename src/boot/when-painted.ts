/**
 * How long after its first frame the page waits for the browser to report its first contentful
 * paint. Firefox ESR 153, loading the page at a section (`/#projects`, the link back from a
 * project's page), reported none on 7 of 40 loads although it drew the page and ran its frames:
 * waiting for the report alone, the page never came alive. Where the report comes, it comes
 * within a frame or two of the first one.
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
