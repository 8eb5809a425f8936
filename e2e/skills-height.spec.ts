import type { Page } from '@playwright/test';
import { expect, test } from './support/foundation-fixtures';
import { openHome } from './support/foundation-page';

// Choosing a tab with fewer skills must not leave a blank screen (the section
// used to keep the height of its tallest tab). The height follows the content, and the tab row
// itself does not move under the finger.

const SLACK_PX = 4;

/** Space between the last skill card and the next section, and where the tab row is. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const section = document.getElementById('skills')!;
    const cards = [...section.querySelectorAll('[data-testid="skill-card"]')];
    const lastBottom = Math.max(...cards.map((card) => card.getBoundingClientRect().bottom));
    const next = document.getElementById('projects')!.getBoundingClientRect().top;
    return {
      spaceBelow: Math.round(next - lastBottom),
      tabsTop: Math.round(section.querySelector('[role="tablist"]')!.getBoundingClientRect().top),
    };
  });
}

/**
 * Measures once nothing moves any more: the panel has reached its content's height with no
 * transition running (src/sections/skills/use-animated-height.ts), then two equal reads in a row.
 * Two equal reads alone were fooled on a busy machine: with no frame drawn for over 100 ms between
 * the tab's click and the resize observer's report, the old height read twice as "settled".
 */
async function settled(page: Page) {
  await expect
    .poll(
      () =>
        page.locator('#skills [role="tabpanel"]').evaluate((panel) => {
          const content = panel.firstElementChild!.getBoundingClientRect().height;
          return panel.getAnimations().length === 0 && Math.abs(panel.getBoundingClientRect().height - content) <= 1;
        }),
      { intervals: [100], message: 'the skills panel reaches its content’s height' },
    )
    .toBe(true);
  let last = '';
  let value = await measure(page);
  await expect
    .poll(
      async () => {
        value = await measure(page);
        const key = JSON.stringify(value);
        const same = key === last;
        last = key;
        return same;
      },
      { intervals: [100], message: 'the skills section settles' },
    )
    .toBe(true);
  return value;
}

test('every skills tab: no more space under the last card than with "Todas", and the tabs stay put', async ({ page }) => {
  await openHome(page, { reducedMotion: false });
  const tabs = page.locator('#skills').getByRole('tab').locator('visible=true');
  // The tabs near the top of the screen, as a reader choosing a filter has them.
  await page
    .locator('#skills [role="tablist"]')
    .evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + scrollY - 120, behavior: 'instant' }));
  const all = await settled(page);
  const names = await tabs.allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(3);

  // Around the tabs and back again, so a shrinking tab follows a taller one each time.
  for (const name of [...names.slice(1), ...names.slice(1).reverse(), names[0]!]) {
    await tabs.filter({ hasText: name }).click();
    await expect(tabs.filter({ hasText: name })).toHaveAttribute('aria-selected', 'true');
    const now = await settled(page);
    expect(now.spaceBelow, `"${name}": space under the last card`).toBeLessThanOrEqual(all.spaceBelow + SLACK_PX);
    expect(Math.abs(now.tabsTop - all.tabsTop), `"${name}": the tab row did not move`).toBeLessThanOrEqual(1);
  }
});
