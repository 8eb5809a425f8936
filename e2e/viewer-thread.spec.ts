// Where the 3D viewer draws: on the page's own thread, on a canvas of the page. Not in a worker
// (OffscreenCanvas): that path stalled Chromium's drawing of the whole page (src/viewer/model-viewer.ts).
import { expect, test } from './support/foundation-fixtures';

test('the model is drawn on the page: its canvas holds a WebGL 2 context there, and no worker runs', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.getElementById('services')!.scrollIntoView());
  const slide = page.locator('#services [aria-roledescription="diapositiva"][aria-current="true"]');
  await expect(slide.locator('img[data-still="app"]')).toHaveCSS('opacity', '0'); // a real frame replaced the still
  const context = await slide.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    try {
      return canvas.getContext('webgl2') ? 'webgl2 on the page' : 'none';
    } catch (error) {
      return (error as DOMException).name;
    }
  });
  expect(context).toBe('webgl2 on the page');
  expect(page.workers()).toEqual([]);
});
