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

/**
 * Run in the page (Playwright's or the engines' driver): resolves after `count` more frames.
 * Its source is sent to the page, so it names no inner function: tsx (the bench, the engines)
 * compiles a named one with esbuild's `__name` helper, which the page lacks.
 */
export async function afterFrames(count: number): Promise<void> {
  for (let left = count; left > 0; left--) await new Promise((resolve) => requestAnimationFrame(resolve));
}
