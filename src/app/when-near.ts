import { observeIntersection } from '../lib/observe-intersection';

/**
 * Resolves when the element comes within a screen of the viewport, or when the
 * visitor presses or focuses something inside it (a jump to #id, a tap) — whichever is first. A
 * part whose code waits on this costs nothing on a visit that never reaches it.
 */
export function whenNear(element: Element | null): Promise<void> {
  return new Promise((resolve) => {
    if (!element) return resolve();
    const controller = new AbortController();
    let stopObserving = () => {};
    const done = () => {
      controller.abort();
      stopObserving();
      resolve();
    };
    for (const type of ['pointerdown', 'focusin'] as const) element.addEventListener(type, done, { signal: controller.signal });
    stopObserving = observeIntersection(element, { rootMargin: '100% 0px' }, ({ isIntersecting }) => {
      if (isIntersecting) done();
    });
  });
}
