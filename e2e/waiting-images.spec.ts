// What a visitor sees of an image whose file has not been asked for yet (src/components/lazy-image.tsx):
// its box, and nothing drawn in it. It reads Chromium's pixels, so its Chromium draws them
// (scripts/chromium.ts).
import { expect, test } from '@playwright/test';
import { DRAWN_SUITE_CHROMIUM } from '../scripts/chromium';
import { HYDRATION_MODULE, holdRequests } from './support/held-requests';

test.use(DRAWN_SUITE_CHROMIUM);

// A slow phone shows the page about a second before its code, which asks for the files: a
// visitor who scrolls meanwhile sees the cards with their images still waiting. Chromium draws
// an <img> without a file as a grey frame with a broken-image icon.
test('a decorative image still waiting for its file draws nothing over its card', async ({ page }) => {
  await holdRequests(page, HYDRATION_MODULE);
  await page.goto('/');
  // The web font comes only after that module (src/boot/web-font.ts): its switch, which moves the
  // cards half a pixel down, cannot come between the two pictures below.
  const image = page.locator('#projects img[data-lazy]').first();
  await image.scrollIntoViewIfNeeded();
  // That jump is over a screen: at its scroll event, a frame later, the page lays every part out
  // and holds its place (src/lib/page-parts.ts). Pictured before it, the two pictures could
  // straddle that layout and differ.
  await expect(page.locator('html')).toHaveAttribute('data-laid-out', '');
  await expect(image).not.toHaveAttribute('src');
  const box = (await image.boundingBox())!;
  const clip = { x: box.x, y: box.y, width: Math.min(box.width, 160), height: Math.min(box.height, 160) };
  const drawn = await page.screenshot({ clip, animations: 'disabled' });
  // The same place with the image taken out of the drawing: what the card itself shows there.
  await image.evaluate((img) => ((img as HTMLElement).style.visibility = 'hidden'));
  const withoutImage = await page.screenshot({ clip, animations: 'disabled' });
  expect(drawn.equals(withoutImage), 'the waiting image drew something in its box').toBe(true);
});
