import type { Locator, Page } from '@playwright/test';
import { reviews } from '../content/reviews.ts';
import { expect, test } from './support/foundation-fixtures';
import { openHome } from './support/foundation-page';

// Tapping or clicking a neighbour review card makes it current AND brings it
// to the middle, fully visible — and it stays centred when the arrows are used afterwards.
// (Before the fix the strip was left scrolled sideways by the browser, so the chosen card sat
// off-centre or mostly off-screen.)

const TOLERANCE_PX = 40;
const region = (page: Page) => page.getByRole('region', { name: 'Opiniones de clientes' });
const slides = (page: Page) => region(page).locator('[aria-roledescription="diapositiva"]');

/** How far the current card's centre is from the carousel's centre, and whether it is whole on screen. */
async function placement(page: Page) {
  return region(page).evaluate((carousel) => {
    const current = carousel.querySelector('[aria-roledescription="diapositiva"][aria-current="true"]')!.getBoundingClientRect();
    const box = carousel.getBoundingClientRect();
    return {
      offset: Math.round(current.left + current.width / 2 - (box.left + box.width / 2)),
      whole: current.left >= -0.5 && current.right <= window.innerWidth + 0.5,
    };
  });
}

async function expectCentred(page: Page, what: string) {
  await expect
    .poll(async () => Math.abs((await placement(page)).offset), { message: `${what}: the current card is centred` })
    .toBeLessThanOrEqual(TOLERANCE_PX);
  expect((await placement(page)).whole, `${what}: the current card is fully visible`).toBe(true);
}

/**
 * Presses a neighbour card on the inner edge that peeks into view. Playwright scrolls a target
 * into view first, as a browser does on focus: exactly what used to leave the strip scrolled.
 */
async function press(card: Locator, side: 'next' | 'previous', touch: boolean) {
  const box = (await card.boundingBox())!;
  const position = { x: side === 'next' ? 12 : box.width - 12, y: 80 };
  if (touch) await card.tap({ position });
  else await card.click({ position });
}

for (const side of ['next', 'previous'] as const) {
  test(`a ${side} card chosen by tap or click comes to the centre and stays there after the arrows`, async ({ page }) => {
    const touch = page.viewportSize()!.width < 640;
    await openHome(page, { reducedMotion: false });
    await region(page).scrollIntoViewIfNeeded();
    await expect(slides(page)).toHaveCount(reviews.length);
    await expectCentred(page, 'at rest');

    for (let step = 1; step <= 3; step++) {
      const current = await slides(page).evaluateAll((all) => all.findIndex((s) => s.getAttribute('aria-current') === 'true'));
      const target = (current + (side === 'next' ? 1 : -1) + reviews.length) % reviews.length;
      const card = slides(page).nth(target);
      await press(card, side, touch);
      await expect(card, `step ${step}: the pressed card is current`).toHaveAttribute('aria-current', 'true');
      await expectCentred(page, `step ${step}, after pressing the ${side} card`);
    }

    const arrows = ['Diapositiva siguiente', 'Diapositiva siguiente', 'Diapositiva anterior'];
    for (const name of arrows) {
      await region(page).getByRole('button', { name }).click();
      await expectCentred(page, `after "${name}"`);
    }
    expect(
      await region(page)
        .locator('.carousel-viewport')
        .evaluate((el) => el.scrollLeft),
      'the strip is never scrolled',
    ).toBe(0);
  });
}
