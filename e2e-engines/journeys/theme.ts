// The theme (spec §2, §4): the options Claro, Oscuro and Sistema; light and dark stored under
// `theme` and applied again on the next visit; Sistema removes the key and follows the system;
// "Cambiar tema" flips and remembers. Run with a light system on a phone, a dark one on a desktop.
import assert from 'node:assert/strict';
import { journey } from '../harness.ts';
import type { PageApi } from '../support/page.ts';

const isDark = (page: PageApi) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const stored = (page: PageApi) => page.evaluate(() => localStorage.getItem('theme'));
const OPTIONS = { role: 'button', name: 'Opciones de tema', within: 'header' } as const;
const option = (name: string) => ({ role: 'button', name, within: 'header' }) as const;

async function choose(page: PageApi, name: 'Claro' | 'Oscuro' | 'Sistema') {
  await page.click(OPTIONS);
  await page.click(option(name));
  await page.expectDrawn(option(name), false);
}

journey('el tema: opciones, elección guardada, sistema y el botón que lo cambia', async ({ page, view }) => {
  const systemDark = view.colorScheme === 'dark';
  await page.open();
  assert.equal(await isDark(page), systemDark, 'sin elección, el tema del sistema');

  // The options open, and close on Escape and on a click elsewhere.
  await page.click(OPTIONS);
  for (const name of ['Claro', 'Oscuro', 'Sistema']) await page.expectDrawn(option(name));
  await page.press('Escape');
  await page.expectDrawn(option('Oscuro'), false);
  await page.click(OPTIONS);
  await page.click({ css: '#home-title' });
  await page.expectDrawn(option('Oscuro'), false);

  // The scheme the system does not have: stored, and applied on the next visit before hydration.
  const other = systemDark ? 'Claro' : 'Oscuro';
  await choose(page, other);
  assert.equal(await isDark(page), !systemDark);
  assert.equal(await stored(page), systemDark ? 'light' : 'dark');
  await page.goto('/');
  assert.equal(await isDark(page), !systemDark, 'la elección guardada se aplica antes de hidratar');
  await page.hydrated();
  await page.click(OPTIONS);
  await page.until(
    'la elección guardada se ve elegida',
    (name) =>
      [...document.querySelectorAll('header button')].some(
        (b) => b.textContent?.trim() === name && b.getAttribute('aria-pressed') === 'true',
      ),
    other,
  );
  await page.press('Escape');

  // Sistema: the key removed, the system's scheme again.
  await choose(page, 'Sistema');
  assert.equal(await stored(page), null);
  assert.equal(await isDark(page), systemDark);

  // "Cambiar tema" flips and remembers, both ways.
  await page.click({ role: 'button', name: 'Cambiar tema', within: 'header' });
  await page.until('cambia al otro tema', (dark) => document.documentElement.classList.contains('dark') === dark, !systemDark);
  assert.equal(await stored(page), systemDark ? 'light' : 'dark');
  await page.click({ role: 'button', name: 'Cambiar tema', within: 'header' });
  await page.until('vuelve al tema del sistema', (dark) => document.documentElement.classList.contains('dark') === dark, systemDark);
  assert.equal(await stored(page), systemDark ? 'dark' : 'light');
});
