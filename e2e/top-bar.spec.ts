import type { Page } from '@playwright/test';
import { expect, test } from './support/foundation-fixtures';
import { openHome, specSections, topBar } from './support/foundation-page';

// Contacto in the top bar at every width; the section being read is marked in the top
// bar and in the side menu (one scroll-spy); the theme controls carry tooltips; nothing scrolls
// sideways, even at 320 px.

const isDesktop = (page: Page) => page.viewportSize()!.width >= 1024;

test('Contacto is in the top bar, whole and on screen, and leads to the contact section', async ({ page }) => {
  await openHome(page);
  const contact = topBar(page).getByRole('link', { name: 'Contacto', exact: true });
  await expect(contact).toBeVisible();
  await expect(contact).toBeInViewport({ ratio: 1 });
  await contact.click();
  await expect(page.locator('section#contact')).toBeFocused();
});

test('while scrolling, the current section is marked in the top bar and in the side menu', async ({ page }) => {
  await openHome(page);
  const marked = (scope: 'bar' | 'menu') =>
    (scope === 'bar' ? topBar(page).getByRole('navigation') : page.getByRole('dialog').getByRole('navigation'))
      .locator('[aria-current="location"]')
      .allInnerTexts();

  for (const { id, label } of specSections) {
    // The section's heading just below the bar, as a reader scrolling down has it.
    await page
      .locator(`section#${id}`)
      .evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + scrollY - 80, behavior: 'instant' }));
    if (isDesktop(page)) {
      // The bar lists five sections and Contacto; Inicio is the logo, marked by nothing.
      await expect.poll(() => marked('bar'), { message: `top bar at #${id}` }).toEqual(id === 'home' ? [] : [label]);
    } else {
      if (id === 'contact') await expect.poll(() => marked('bar'), { message: 'top bar at #contact' }).toEqual([label]);
      const toggle = topBar(page).getByRole('button', { name: /menú/ });
      await toggle.click();
      await expect.poll(() => marked('menu'), { message: `side menu at #${id}` }).toEqual([label]);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
  }
});

test('the theme controls sit together and each shows a tooltip on hover and keyboard focus', async ({ page }) => {
  await openHome(page);
  const options = topBar(page).getByRole('button', { name: 'Opciones de tema' });
  const flip = topBar(page).getByRole('button', { name: 'Cambiar tema' });
  const [a, b] = [(await options.boundingBox())!, (await flip.boundingBox())!];
  expect(b.x - (a.x + a.width), 'the two controls are side by side in one group').toBeLessThan(8);

  const tip = (button: typeof options) => button.locator('[aria-hidden="true"]').filter({ hasText: /\w/ });
  if (!isDesktop(page)) return; // touch screens have no hover; the names are still there for assistive technology
  await flip.hover();
  await expect.poll(() => tip(flip).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect(tip(flip)).toHaveText('Cambiar tema');
  await page.mouse.move(0, 400);
  await options.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => tip(options).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect(tip(options)).toHaveText('Opciones de tema');
});

test('at 320 px nothing scrolls sideways, with the menus open or closed', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openHome(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // The hero's buttons keep their labels on one line (they stack rather than squeeze).
  for (const name of ['Hablemos', 'Ver más', /Descargar CV/]) {
    const button = page.locator('section#home').locator('a, button').filter({ hasText: name }).locator('visible=true').first();
    expect((await button.boundingBox())!.height, `"${String(name)}" on one line`).toBeLessThan(50);
  }
  for (const { id } of specSections) {
    await page.locator(`section#${id}`).scrollIntoViewIfNeeded();
    expect(await overflow(), `at #${id}`).toBeLessThanOrEqual(0);
  }
  await page.locator('footer').scrollIntoViewIfNeeded();
  expect(await overflow(), 'at the footer').toBeLessThanOrEqual(0);
  await topBar(page).getByRole('button', { name: 'Opciones de tema' }).click();
  expect(await overflow(), 'theme options open').toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await topBar(page).getByRole('button', { name: /menú/ }).click();
  expect(await overflow(), 'side menu open').toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  // Everything in the top bar stays whole on screen.
  const bar = topBar(page);
  for (const control of [
    bar.getByRole('button', { name: /menú/ }),
    bar.getByRole('link', { name: /Inicio/ }),
    bar.getByRole('button', { name: 'Opciones de tema' }),
    bar.getByRole('button', { name: 'Cambiar tema' }),
    bar.getByRole('link', { name: 'Contacto', exact: true }),
  ])
    await expect(control).toBeInViewport({ ratio: 1 });
});

// WCAG 1.4.13: Escape hides a tooltip where it stands, and a tooltip shown by hover can be hovered
// itself without going.
test('a theme tooltip goes at Escape and stays under the pointer moved onto it', async ({ page }) => {
  await openHome(page);
  const options = topBar(page).getByRole('button', { name: 'Opciones de tema' });
  const flip = topBar(page).getByRole('button', { name: 'Cambiar tema' });
  const tip = (button: typeof flip) => button.locator('[aria-hidden="true"]').filter({ hasText: /\w/ });
  const opacity = (button: typeof flip) => () => tip(button).evaluate((el) => getComputedStyle(el).opacity);

  await options.focus();
  await page.keyboard.press('Tab');
  await expect(flip).toBeFocused();
  await expect.poll(opacity(flip)).toBe('1');
  await page.keyboard.press('Escape');
  await expect.poll(opacity(flip), 'gone at Escape, focus where it was').toBe('0');
  await expect(flip).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect.poll(opacity(options), 'the next control focused shows its own').toBe('1');

  if (!isDesktop(page)) return; // touch screens have no hover
  await page.mouse.click(0, 400);
  await flip.hover();
  await expect.poll(opacity(flip)).toBe('1');
  const box = (await tip(flip).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await expect.poll(() => tip(flip).evaluate((el) => el.matches(':hover')), 'the pointer rests on the tooltip').toBe(true);
  await expect.poll(opacity(flip)).toBe('1');
  await page.keyboard.press('Escape');
  await expect.poll(opacity(flip), 'gone at Escape, the pointer where it was').toBe('0');
});
