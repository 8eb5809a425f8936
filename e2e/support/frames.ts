import type { Page } from '@playwright/test';

/**
 * Resolves once the page has painted `count` more frames. Used where a test needs the browser to
 * have rendered (an IntersectionObserver reports at a rendering step; a running 3D viewer draws
 * once per frame): it counts frames rather than waiting for a stretch of time, so it holds on a
 * fast machine and a slow one alike.
 */
export function animationFrames(page: Page, count = 2): Promise<void> {
  return page.evaluate(afterFrames, count);
}

/** Run in the page (Playwright's or the engines' driver): resolves after `count` more frames. */
export function afterFrames(count: number): Promise<void> {
  return new Promise<void>((resolve) => {
    let left = count;
    const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  });
}
