import { DRAWN_SUITE_CHROMIUM } from '../scripts/chromium';
import { expect, test } from './support/foundation-fixtures';
import { openHome, scrollPartToTop, waitForPart } from './support/foundation-page';
import { ringContrast } from './support/focus-ring';

// Reads the drawn pixels, so its Chromium draws them (the suite's does not: scripts/chromium.ts).
test.use(DRAWN_SUITE_CHROMIUM);

// WCAG 1.4.11: the ring that shows focus stands out at 3:1 from what it is drawn on. On the page's
// plain backgrounds the accent does; over a project's cover it met the cover's own colours
// (1.00–1.41 on the darker ones), so the share button there carries a halo of its surface.
for (const scheme of ['light', 'dark'] as const) {
  test(`a focus ring drawn over a project's cover stands out from both sides of it (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openHome(page, { allParts: false });
    await scrollPartToTop(page, 'projects');
    await waitForPart(page, 'projects');
    const buttons = page.locator('#projects article').getByRole('button', { name: /^Compartir / });
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.filter({ visible: true }).all()) {
      await button.scrollIntoViewIfNeeded();
      await button.focus();
      expect(await button.evaluate((element) => element.matches(':focus-visible')), 'keyboard-style focus').toBe(true);
      expect(await ringContrast(button), `${await button.getAttribute('aria-label')}: the ring against its sides`).toBeGreaterThanOrEqual(
        3,
      );
    }
  });
}
