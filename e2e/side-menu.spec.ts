import { expect, test } from './support/foundation-fixtures';
import { openHome, topBar } from './support/foundation-page';

// Issue 2, "Shell": the side menu for small screens — slides in from the left, is narrower
// than the screen, closes on Escape, outside press, its close button or a choice, keeps focus
// inside while open and gives it back to the toggle after.

test('side menu: slides from the left, traps focus, closes every way and returns focus', async ({ page }) => {
  await openHome(page);
  const toggle = topBar(page).getByRole('button', { name: /menú/ });
  const viewport = page.viewportSize()!;

  if (viewport.width >= 1024) {
    // Large screens list the sections in the top bar; the menu and its toggle are not offered.
    await expect(toggle).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return;
  }

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const panelBox = () => panel.evaluate((el) => el.getBoundingClientRect().toJSON() as { x: number; width: number; height: number });
  const rightEdge = async () => {
    const box = await panelBox();
    return box.x + box.width;
  };
  const focusInside = () => panel.evaluate((el) => el.contains(document.activeElement));
  const expectClosed = async (how: string) => {
    await expect(toggle, `${how} closes the menu`).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(rightEdge, { message: `${how}: panel off-screen` }).toBeLessThanOrEqual(0);
    await expect(toggle, `${how}: focus returns to the toggle`).toBeFocused();
  };
  const open = async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await panelBox()).x, { message: 'panel slides in to the left edge' }).toBe(0);
    await expect.poll(focusInside, { message: 'focus moves into the menu' }).toBe(true);
  };

  // Closed: entirely off-screen to the left, and its controls cannot take focus (inert).
  expect(await rightEdge()).toBeLessThanOrEqual(0);
  const focusableWhileClosed = await panel.evaluate((el) => {
    el.querySelector('button')?.focus();
    return el.contains(document.activeElement);
  });
  expect(focusableWhileClosed, 'the closed menu cannot take focus').toBe(false);

  await open();
  const dialog = page.getByRole('dialog', { name: /menú/i });
  await expect(dialog.getByRole('button')).toHaveAccessibleName('Cerrar menú');
  await expect(dialog.getByRole('link')).toHaveText([
    'Inicio',
    'Servicios',
    'Sobre mi',
    'Habilidades',
    'Proyectos',
    'Clientes',
    'Contacto',
  ]);
  const openBox = await panelBox();
  expect(openBox.width, 'narrower than the screen, so there is an outside to press').toBeLessThan(viewport.width - 40);
  expect(openBox.height).toBeGreaterThanOrEqual(viewport.height - 1);

  // Focus trap: Tab and Shift+Tab cycle among the menu's own controls.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), `Tab ${i + 1} keeps focus in the menu`).toBe(true);
  }
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(), `Shift+Tab ${i + 1} keeps focus in the menu`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expectClosed('Escape');

  await open();
  await page.mouse.click(viewport.width - 16, viewport.height / 2);
  await expectClosed('a press outside');
  expect(await page.evaluate(() => window.scrollY), 'the outside press does nothing else').toBe(0);

  await open();
  await dialog.getByRole('button', { name: 'Cerrar menú' }).click();
  await expectClosed('the close button');
});
