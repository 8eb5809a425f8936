import { expect, test } from '@playwright/test';
import { waitForAllParts, waitForWebFont } from './support/foundation-page';

// Until the first jump, each part below the fold is skipped at an estimated height
// (src/styles/index.css). A part taller than its estimate draws nothing of what overflows it, yet
// a robot measuring inside it over the DevTools protocol, which lays out that part alone, finds
// a control there, where the laid-out page does not have it. Every part, alive and on the web
// font, must fit its estimate: at both edges of each estimate (below and from 64rem), and where
// one column is widest (639 px) and two begin (640 px).
const widths = [320, 639, 640, 1023, 1024, 1440];

for (const width of widths) {
  test(`at ${width} px every part is within its estimated height`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForWebFont(page);
    const parts = page.locator('main > section:not(#home), body footer');
    const estimates = await parts.evaluateAll((all) =>
      all.map((part) => ({
        part: part.id || 'footer',
        estimate: parseFloat(getComputedStyle(part).containIntrinsicHeight.replace('auto', '')),
      })),
    );
    expect(estimates.length, 'the parts below the fold').toBeGreaterThan(0);
    await waitForAllParts(page);
    const heights = await parts.evaluateAll((all) => all.map((part) => part.getBoundingClientRect().height));
    const tooTall = estimates.flatMap(({ part, estimate }, index) =>
      heights[index]! <= estimate ? [] : [`${part}: ${Math.round(heights[index]!)} px, estimated ${estimate} px`],
    );
    expect(tooTall, 'parts taller than their estimate (raise it in src/styles/index.css)').toEqual([]);
  });
}
