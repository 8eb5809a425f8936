// The services section as its specs see it: the carousel, its current slide and the live 3D model.
import { expect, type Page } from '@playwright/test';
import { waitForPart } from './foundation-page';

export const stats = (page: Page) => page.evaluate(() => ({ ...(window.__viewerStats ?? { frames: 0, calls: 0 }) }));
export const scrollToServices = (page: Page) => page.evaluate(() => document.getElementById('services')!.scrollIntoView());
export const services = (page: Page) => page.getByRole('region', { name: 'Servicios' });
export const currentSlide = (page: Page) => services(page).locator('[aria-roledescription="diapositiva"][aria-current="true"]');

/**
 * Waits until the current slide shows the live model: its part alive, three.js and the model
 * loaded, a frame drawn and the still faded out. That is loading on a machine shared with another
 * browser, not a speed under test (the bench measures that), so the wait is as long as the part's
 * own rather than the default 7 s; on a timeout the message says where the viewer stood.
 */
export async function waitForLiveModel(page: Page) {
  await waitForPart(page, 'services');
  await expect(currentSlide(page).locator('img[data-still]'), 'the live model replaces the still')
    .toHaveCSS('opacity', '0', { timeout: 15_000 })
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nViewer state: ${await viewerState(page)}`, { cause: error });
    });
}

const viewerState = (page: Page) =>
  page.evaluate(async () => {
    const carousel = document.querySelector('#services [aria-roledescription="carrusel"]') ?? document.getElementById('services')!;
    const box = carousel.getBoundingClientRect();
    const shown = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / (box.height || 1);
    const frame = await new Promise((resolve) => {
      requestAnimationFrame(() => resolve('drawn'));
      setTimeout(() => resolve('none within 1 s'), 1000);
    });
    return JSON.stringify({
      frame,
      current: document.querySelector('#services [aria-current="true"]')?.getAttribute('aria-label'),
      carouselShown: Math.round(shown * 100) / 100,
      scrollY: Math.round(scrollY),
      canvases: [...document.querySelectorAll('#services canvas')].map((canvas) => (canvas as HTMLElement).style.opacity),
      stats: window.__viewerStats ?? 'no frame drawn',
      requests: performance
        .getEntriesByType('resource')
        .flatMap(({ name, startTime, duration }) =>
          /model-viewer|\.glb$/.test(name) ? [`${name.split('/').pop()} ${Math.round(startTime)}+${Math.round(duration)} ms`] : [],
        ),
      now: Math.round(performance.now()),
    });
  });

/**
 * Starts recording what the page hears of a gesture: each press and release in the order they
 * came, the element it landed on, the moves between them, and each slide that became current.
 * A swipe that moved nothing then says which of these never came. Returns the reader of the log.
 */
export async function recordGestures(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __gestures: string[] }).__gestures = log;
    const at = () => `${Math.round(performance.now())} ms`;
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.ariaLabel ? ` «${element.ariaLabel}»` : ''}`;
    const where = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return 'nothing';
      const within = target.parentElement?.closest('button, a, canvas, [aria-roledescription]');
      return within ? `${name(target)} in ${name(within)}` : name(target);
    };
    let moves = 0;
    addEventListener('pointermove', () => moves++, { capture: true });
    for (const type of ['pointerdown', 'pointerup', 'pointercancel', 'lostpointercapture']) {
      addEventListener(
        type,
        (event) => {
          log.push(`${moves} moves, then ${type} on ${where(event.target)} at ${at()}`);
          moves = 0;
        },
        { capture: true },
      );
    }
    new MutationObserver(() => {
      const current = document.querySelector('#services [aria-current="true"]')?.getAttribute('aria-label');
      if (current) log.push(`slide ${current} at ${at()}`);
    }).observe(document.getElementById('services')!, { subtree: true, attributeFilter: ['aria-current'] });
  });
  return () => page.evaluate(() => (window as unknown as { __gestures: string[] }).__gestures.join('; ') || 'nothing');
}
