import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once every image shown inside `root` has loaded a real picture: each is scrolled into
 * view first, so lazy ones (ours and the browser's `loading="lazy"`) are pulled in. A failure
 * lists the images still empty.
 */
export async function expectImagesLoaded(root: Locator): Promise<void> {
  for (const img of await root.locator('img').all()) {
    if (await img.isVisible()) await img.scrollIntoViewIfNeeded();
  }
  await expect
    .poll(() =>
      root
        .locator('img')
        .evaluateAll((imgs) =>
          imgs
            .filter((i) => i.checkVisibility() && !((i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth))
            .map((i) => i.outerHTML),
        ),
    )
    .toEqual([]);
}
