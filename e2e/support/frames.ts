import type { Page } from '@playwright/test';

/**
 * Beyond this without the frames asked for, the page has stopped drawing: the rare Chromium stall
 * `npm run soak:walk` hunts (a fresh requestAnimationFrame never called back, while timers still
 * run). A frame on a page at 4× CPU comes within a second; a stall never does.
 */
const FRAME_STALL_MS = 10_000;

/**
 * Resolves once the page has painted `count` more frames. Used where a test needs the browser to
 * have rendered (an IntersectionObserver reports at a rendering step; a running 3D viewer draws
 * once per frame): it counts frames rather than waiting for a stretch of time, so it holds on a
 * fast machine and a slow one alike. A page that has stopped drawing fails here, saying so, rather
 * than at the test's timeout.
 */
export async function animationFrames(page: Page, count = 2): Promise<void> {
  if (await page.evaluate(framesWithin, { count, ms: FRAME_STALL_MS })) return;
  throw new Error(
    `The page drew no frame for ${FRAME_STALL_MS / 1000} s (${count} asked for): it stopped drawing — the Chromium stall npm run soak:walk hunts`,
  );
}

/**
 * Run in the page (Playwright's or the engines' driver): resolves after `count` more frames.
 * Its source is sent to the page, so it names no inner function: tsx (the bench, the engines)
 * compiles a named one with esbuild's `__name` helper, which the page lacks.
 */
export async function afterFrames(count: number): Promise<void> {
  for (let left = count; left > 0; left--) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Run in the page, as afterFrames: true once `count` more frames are drawn, false if `ms` pass first. */
export async function framesWithin({ count, ms }: { count: number; ms: number }): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  for (let left = count; left > 0; left--) {
    const frame = new Promise<true>((resolve) => requestAnimationFrame(() => resolve(true)));
    if (!(await Promise.race([frame, late]))) return false;
  }
  clearTimeout(timer);
  return true;
}
