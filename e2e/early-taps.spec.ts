import type { Page } from '@playwright/test';
import { controlsAt, tapControls, type TapControl } from '../bench/tap-controls.ts';
import { expect, takeExpectedProblems, test } from './support/foundation-fixtures';
import { animationFrames } from './support/frames';
import { topBar, waitForHydration, waitForPart } from './support/foundation-page';
import { HYDRATION_MODULE, MIDDLE_CHUNK, PART_CODE, holdRequests } from './support/held-requests';

// Drawn means working: a tap on a control the page's code has not brought alive yet is carried
// out exactly once — at once where it needs no code (the theme controls, the side menu), or when
// its part comes alive, showing meanwhile that it was heard (src/boot/early-taps.ts). The code is
// held at the network, so the tap surely lands before it.

const state = (page: Page, control: TapControl) => page.evaluate((expression) => String(eval(expression)), control.state);
const width = (page: Page) => page.viewportSize()!.width;

async function scrollTo(page: Page, control: TapControl) {
  await page
    .locator(control.selector)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the theme controls and the side menu answer before any of the page’s code has come, and once', async ({ page }) => {
  const main = await holdRequests(page, HYDRATION_MODULE);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const html = page.locator('html');
  const bar = topBar(page);

  await bar.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await bar.getByRole('button', { name: 'Opciones de tema' }).click();
  await page.getByRole('button', { name: 'Claro' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Claro' }), 'an option closes the options').toBeHidden();
  await bar.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  if (width(page) < 1024) {
    await bar.getByRole('button', { name: /menú/ }).click();
    const menu = page.getByRole('dialog', { name: /menú/i });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Proyectos' }).click();
    await expect(menu, 'a link followed closes the menu').toBeHidden();
    await expect.poll(() => page.evaluate(() => document.getElementById('projects')!.getBoundingClientRect().top)).toBeLessThan(200);
  }
  expect(main.wasRequested(), 'the taps asked for the page’s code').toBe(true);

  main.release();
  await waitForHydration(page);
  await animationFrames(page, 2);
  // Nothing was done twice, and the page's code agrees with what the visitor chose.
  await expect(html).toHaveClass(/\bdark\b/);
  if (width(page) < 1024) await expect(bar.getByRole('button', { name: /menú/ })).toHaveAttribute('aria-expanded', 'false');
  await bar.getByRole('button', { name: 'Opciones de tema' }).click();
  await expect(page.getByRole('button', { name: 'Oscuro' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Oscuro' }).press('Escape');
  await bar.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

for (const control of tapControls.filter((c) => c.section)) {
  test(`${control.name}: a tap before its part is alive shows it was heard, asks for the code, and is played once`, async ({ page }) => {
    const code = await holdRequests(page, PART_CODE);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await scrollTo(page, control);
    const before = await state(page, control);
    await page.locator(control.selector).first().click();
    await expect(page.locator(control.selector).first(), 'busy from the tap on').toHaveAttribute('aria-busy', 'true');
    expect(code.wasRequested(), 'the tap asked for its part’s code').toBe(true);
    expect(await state(page, control), 'nothing happens before the code').toBe(before);

    code.release();
    await expect.poll(() => state(page, control)).not.toBe(before);
    const after = await state(page, control);
    await waitForPart(page, control.section!);
    await animationFrames(page, 3);
    expect(await state(page, control), 'carried out once').toBe(after);
    await expect(page.locator(control.selector).first()).not.toHaveAttribute('aria-busy');
  });
}

test('taps in several parts before the page’s code has come are carried out in order, each once', async ({ page }) => {
  const main = await holdRequests(page, HYDRATION_MODULE);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const controls = controlsAt(width(page)).filter((c) => c.section === 'skills' || c.section === 'projects');
  const before: string[] = [];
  for (const control of controls) {
    await scrollTo(page, control);
    before.push(await state(page, control));
    await page.locator(control.selector).first().click();
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(controls.length);
  main.release();
  for (const [i, control] of controls.entries()) await expect.poll(() => state(page, control)).not.toBe(before[i]);
  const after = await Promise.all(controls.map((control) => state(page, control)));
  for (const control of controls) await waitForPart(page, control.section!);
  await animationFrames(page, 3);
  expect(await Promise.all(controls.map((control) => state(page, control)))).toEqual(after);
});

// An impatient visitor taps again while the control shows it heard the first tap: that is still
// one tap (played twice, «siguiente» went two slides on).
test('a second tap on a control still waiting for its part is the same tap, played once', async ({ page }) => {
  const next = tapControls.find((c) => c.name === 'opiniones: siguiente')!;
  const code = await holdRequests(page, PART_CODE);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await scrollTo(page, next);
  const before = Number(await state(page, next));
  const target = page.locator(next.selector).first();
  await target.click();
  await expect(target, 'busy from the first tap on').toHaveAttribute('aria-busy', 'true');
  await target.click();
  code.release();
  await waitForPart(page, next.section!);
  await expect(target).not.toHaveAttribute('aria-busy');
  await animationFrames(page, 3);
  expect(Number(await state(page, next)), 'one slide on').toBe(before + 1);
});

test('a tap held for a part whose code never comes holds up no tap in another part', async ({ page, problems }) => {
  const main = await holdRequests(page, HYDRATION_MODULE);
  await page.route(MIDDLE_CHUNK, (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const projects = tapControls.find((c) => c.name === 'proyectos: ver más')!;
  const services = tapControls.find((c) => c.name === 'servicios: punto 2')!;
  await scrollTo(page, projects);
  await page.locator(projects.selector).first().click();
  await scrollTo(page, services);
  const before = await state(page, services);
  await page.locator(services.selector).first().click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(2);
  main.release();
  await waitForPart(page, 'services');
  await expect.poll(() => state(page, services), { message: 'the services tap is played' }).not.toBe(before);
  await expect(page.locator(services.selector).first()).not.toHaveAttribute('aria-busy');
  await page.close(); // the refused chunk's parts keep trying and logging
  takeExpectedProblems(problems, [
    /Failed to load resource: net::ERR_FAILED.*below-the-fold-parts/,
    /No se pudo cargar el código de la sección/,
  ]);
});
