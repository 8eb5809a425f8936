import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/foundation-fixtures';
import { openHome, partsStillHeld, recordPartTops, scrollPartToTop, topBar, waitForHydration } from './support/foundation-page';
import { THEME_BACKGROUNDS } from '../src/lib/theme';

// Light, dark and system; light/dark stored under `theme`, system removes
// the key and follows the OS live; the class on <html> is right before the first paint.

const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const optionsButton = (page: Page) => topBar(page).getByRole('button', { name: 'Opciones de tema' });
const option = (page: Page, name: string) => topBar(page).getByRole('button', { name, exact: true });

async function chooseTheme(page: Page, name: 'Claro' | 'Oscuro' | 'Sistema'): Promise<void> {
  await optionsButton(page).click();
  await option(page, name).click();
  await expect(option(page, name), 'choosing closes the options').toBeHidden();
}

/**
 * Reloads with the JavaScript bundle held back (a very slow network), and records the <html>
 * class at the moment <body> is first inserted — before anything can be painted. Both must
 * already be right. The bundle is then released and the page hydrates as usual.
 */
async function classBeforeBundle(page: Page): Promise<{ atBody: string; barAtBody: string; withoutBundle: boolean; background: string }> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
      (window as unknown as { barAtBody: string }).barAtBody = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
        .filter((meta) => matchMedia(meta.media).matches)
        .map((meta) => meta.content)
        .join();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const held: Route[] = [];
  await page.route('**/bundle/*.js', (route) => void held.push(route));
  // DOMContentLoaded waits for module scripts, so wait for the parse and the stylesheet instead.
  await page.reload({ waitUntil: 'commit' });
  await expect.poll(() => held.length, { message: 'the bundle was requested and held' }).toBeGreaterThan(0);
  await page.waitForFunction(
    () => document.readyState !== 'loading' && getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)',
  );
  const result = await page.evaluate(() => ({
    atBody: (window as unknown as { classAtBody: string }).classAtBody,
    barAtBody: (window as unknown as { barAtBody: string }).barAtBody,
    withoutBundle: document.documentElement.classList.contains('dark'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
  await page.unroute('**/bundle/*.js');
  for (const route of held) await route.continue();
  await waitForHydration(page);
  return result;
}

test('"Opciones de tema" opens Claro, Oscuro, Sistema and closes on a click elsewhere and on Escape', async ({ page }) => {
  await openHome(page);
  const trigger = optionsButton(page);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(option(page, 'Claro')).toBeHidden();

  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Claro', 'Oscuro', 'Sistema']) await expect(option(page, name)).toBeVisible();
  await page.locator('#home-title').click();
  await expect(option(page, 'Oscuro'), 'a click elsewhere closes the options').toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.click();
  await expect(option(page, 'Oscuro')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(option(page, 'Oscuro'), 'Escape closes the options').toBeHidden();
});

/** The colour the browser's bar takes (the theme-color tag for the system's scheme) and the page's background, both as rgb(). */
const barAndBackground = (page: Page) =>
  page.evaluate(() => {
    const bar = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((meta) => matchMedia(meta.media).matches)!;
    const probe = document.body.appendChild(Object.assign(document.createElement('i'), { style: `color: ${bar.content}` }));
    const colours = { bar: getComputedStyle(probe).color, page: getComputedStyle(document.body).backgroundColor };
    probe.remove();
    return colours;
  });

test('Oscuro is stored, survives a reload and is applied before the bundle runs', async ({ page }) => {
  await openHome(page);
  expect(await htmlIsDark(page), 'a light OS starts light').toBe(false);
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await chooseTheme(page, 'Oscuro');
  expect(await htmlIsDark(page)).toBe(true);
  expect(await storedTheme(page)).toBe('dark');
  const dark = await barAndBackground(page);
  expect(dark.bar, "the browser's bar takes the theme chosen, not the system's").toBe(dark.page);

  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  expect(await htmlIsDark(page), 'still dark after a reload').toBe(true);
  await optionsButton(page).click();
  await expect(option(page, 'Oscuro'), 'the stored choice is shown as chosen').toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');

  const early = await classBeforeBundle(page);
  expect(early.atBody, 'dark before <body> exists').toContain('dark');
  expect(early.barAtBody, "the browser's bar dark before <body> exists").toBe(THEME_BACKGROUNDS.dark);
  expect(early.withoutBundle, 'dark with the bundle blocked').toBe(true);
  expect(early.background, 'the dark colours apply without JavaScript').not.toBe(lightBackground);

  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await chooseTheme(page, 'Claro');
  expect(await htmlIsDark(page)).toBe(false);
  expect(await storedTheme(page)).toBe('light');
  const light = await barAndBackground(page);
  expect(light.bar).toBe(light.page);
});

test('Sistema removes the stored key, follows the OS live and is right before the bundle runs', async ({ page }) => {
  await openHome(page);
  await chooseTheme(page, 'Oscuro');
  await chooseTheme(page, 'Sistema');
  expect(await storedTheme(page), 'Sistema removes the key').toBeNull();
  expect(await htmlIsDark(page), 'the OS is light').toBe(false);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => htmlIsDark(page), { message: 'follows the OS turning dark' }).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => htmlIsDark(page), { message: 'follows the OS turning light' }).toBe(false);

  await page.emulateMedia({ colorScheme: 'dark' });
  const early = await classBeforeBundle(page);
  expect(early.atBody, 'a dark OS gives dark before <body> exists').toContain('dark');
  expect(early.withoutBundle).toBe(true);
});

test('"Cambiar tema" flips between light and dark and remembers it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openHome(page);
  const flip = topBar(page).getByRole('button', { name: 'Cambiar tema' });
  expect(await htmlIsDark(page), 'system preference: dark OS').toBe(true);

  await flip.click();
  expect(await htmlIsDark(page)).toBe(false);
  expect(await storedTheme(page)).toBe('light');

  await flip.click();
  expect(await htmlIsDark(page)).toBe(true);
  expect(await storedTheme(page)).toBe('dark');
});

test('a theme switch in the middle of a laid-out page moves nothing, and every part ends in the new theme', async ({ page }) => {
  // The switch holds the parts off screen at their measured size for its own frame and gives
  // them back one a frame (src/lib/theme-switch.ts): nothing may move, none may stay behind.
  await openHome(page);
  await scrollPartToTop(page, 'projects');
  // Every frame from the tap until no part is held: where each part is.
  const partTops = await recordPartTops(page);
  await topBar(page).getByRole('button', { name: 'Cambiar tema' }).click();
  const frames = await partTops();
  expect(await partsStillHeld(page), 'every part given back').toBe(0);
  expect(new Set(frames), 'every part where it was, in every frame').toEqual(new Set([frames[0]]));
  expect(await htmlIsDark(page)).toBe(true);
  // Each part drawn in the new theme: its heading's colour is the dark theme's.
  const headingColours = await page.evaluate(() =>
    [...document.querySelectorAll('main > section h2')].map((h) => getComputedStyle(h).color),
  );
  expect(new Set(headingColours).size, `one heading colour in every part: ${headingColours.join(', ')}`).toBe(1);
});
