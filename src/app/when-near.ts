import { observeIntersection } from '../lib/observe-intersection';

/**
 * Resolves when the element comes within a screen of the viewport. The observer alone: a press
 * inside a part still waiting never reaches a listener on it (React stops it at the root), and
 * what a tab key or a jump focuses comes on screen, which the observer reports the next frame.
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
