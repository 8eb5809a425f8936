import { observeIntersection } from '../lib/observe-intersection';

/**
 * Resolves when the element comes within a screen of the viewport. A part whose code waits on
 * this costs nothing on a visit that never reaches it. Nothing else wakes it here: a press or a
 * focus inside a part still waiting never reaches a listener on it (React stops the event at the
 * root while the part's boundary is not hydrated, and replays it once it is), and what a tab key
 * or a jump focuses is brought on screen, which the observer reports in the next frame.
 */
export function whenNear(element: Element | null): Promise<void> {
  return new Promise((resolve) => {
    if (!element) return resolve();
    const stopObserving = observeIntersection(element, { rootMargin: '100% 0px' }, ({ isIntersecting }) => {
      if (!isIntersecting) return;
      stopObserving();
      resolve();
    });
  });
}
