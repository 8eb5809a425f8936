import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once every image shown inside `root` has loaded a real picture: each is scrolled into
 * view first, so lazy ones (ours and the browser's `loading="lazy"`) are pulled in. Scrolled past
 * faster than a frame, an image is never seen near by its observer and stays empty (a project
 * icon at 375 px in the owner drill's 40 projects, under load): so each look brings the first
 * image still empty into view again, and waits there until the next. A failure lists the images
 * still empty. Shown means displayed (`checkVisibility()`), not visible: a decorative image
 * waiting for its file is displayed but hidden (src/styles/index.css).
 */
export async function expectImagesLoaded(root: Locator): Promise<void> {
  for (const img of await root.locator('img').all()) {
    await img.evaluate((i) => i.checkVisibility() && i.scrollIntoView({ block: 'nearest' }));
  }
  await expect
    .poll(() =>
      root.locator('img').evaluateAll((imgs) => {
        const empty = imgs.filter(
          (i) => i.checkVisibility() && !((i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
        );
        empty[0]?.scrollIntoView({ block: 'nearest' });
        return empty.map((i) => i.outerHTML);
      }),
    )
    .toEqual([]);
}
