// The live model's pixels: its Chromium draws them, as waiting-images.spec.ts's does; the other
// specs' draws nothing (scripts/chromium.ts).
import { expect, test } from '@playwright/test';
import { DRAWN_SUITE_CHROMIUM } from '../scripts/chromium';
import { currentSlide, scrollToServices, waitForLiveModel } from './support/services-page';

test.use(DRAWN_SUITE_CHROMIUM);

test('the live model moves on screen: its canvas never looks the same twice', async ({ page }) => {
  await page.goto('/');
  await scrollToServices(page);
  await waitForLiveModel(page);
  const canvas = currentSlide(page).locator('canvas');
  const first = await canvas.screenshot();
  await expect.poll(async () => (await canvas.screenshot()).equals(first), { message: 'the model moves' }).toBe(false);
});
