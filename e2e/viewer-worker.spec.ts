// Where the 3D viewer draws: in a worker, on a canvas the page handed over (the page's thread then
// never waits for a software WebGL frame), and on the page itself where no worker can draw.
import type { Page } from '@playwright/test';
import { expect, test } from './support/foundation-fixtures';

const WORKER_SCRIPT = /\/bundle\/viewer-worker-[\w-]+\.js$/;

const framesDrawn = (page: Page) => page.evaluate(() => window.__viewerStats?.frames ?? 0);
const currentSlide = (page: Page) => page.locator('#services [aria-roledescription="slide"][aria-current="true"]');

async function showLiveModel(page: Page) {
  await page.goto('/');
  await page.evaluate(() => document.getElementById('services')!.scrollIntoView());
  await expect(currentSlide(page).locator('img[data-still="app"]')).toHaveCSS('opacity', '0'); // a real frame replaced the still
  const before = await framesDrawn(page);
  await expect.poll(() => framesDrawn(page), { message: 'the model keeps moving' }).toBeGreaterThan(before + 3);
}

/** What the page's thread gets when it asks the canvas for a context: the worker owns a transferred one. */
const pageContext = (page: Page) =>
  currentSlide(page)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      try {
        return canvas.getContext('webgl2') ? 'webgl2 on the page' : 'none';
      } catch (error) {
        return (error as DOMException).name;
      }
    });

test('the canvas is drawn by the viewer worker: the page handed it over and cannot draw on it', async ({ page }) => {
  await showLiveModel(page);
  expect(await pageContext(page)).toBe('InvalidStateError');
  expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(WORKER_SCRIPT));
});

test('where a canvas cannot be handed to a worker, the page draws the model itself', async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen'));
  await showLiveModel(page);
  expect(await pageContext(page)).toBe('webgl2 on the page');
  expect(page.workers().map((worker) => worker.url())).not.toContainEqual(expect.stringMatching(WORKER_SCRIPT));
});

test('where the worker gets no WebGL 2, the page draws the model itself on a fresh canvas', async ({ page }) => {
  // A worker that answers as one without WebGL 2 would (its context is out of a test's reach).
  await page.route(WORKER_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `self.postMessage({ type: 'ready', webgl2: false });` }),
  );
  await showLiveModel(page);
  expect(await pageContext(page)).toBe('webgl2 on the page');
  await expect(page.locator('#services canvas')).toHaveCount(1);
});
