/** What an observer reports about the one element it watches. */
export type Intersection = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>;

/**
 * The page's one IntersectionObserver set-up (each part's code, the carousels' on-screen state,
 * the lazy slider and country lookups, the 3D viewer's loading). Reports each change for `element` until the
 * returned function is called. Where there is no observer (jsdom, a very old browser) the
 * element counts as fully seen, reported asynchronously as a real observer's first entry is, so
 * nothing waits forever for an event that cannot come.
 */
export function observeIntersection(
  element: Element,
  options: IntersectionObserverInit,
  onChange: (entry: Intersection) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    let stopped = false;
    queueMicrotask(() => {
      if (!stopped) onChange({ isIntersecting: true, intersectionRatio: 1 });
    });
    return () => {
      stopped = true;
    };
  }
  const observer = new IntersectionObserver((entries) => entries.forEach(onChange), options);
  observer.observe(element);
  return () => observer.disconnect();
}
