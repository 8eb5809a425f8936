// Taps before the page's code has come (src/boot/early-taps.ts), in every engine: the theme
// controls answer at once (the boot script), the side menu opens at once where the engine has
// invoker commands (`command`/`commandfor`) and otherwise once the shell is alive, and a tap in a
// part below the fold shows it was heard and is carried out exactly once when its code comes.
// The code is held at the proxy, so the taps surely land before it.
import assert from 'node:assert/strict';
import { HYDRATION_MODULE, PART_CODE } from '../../e2e/support/held-requests.ts';
import { tapControls } from '../../bench/tap-controls.ts';
import { journey } from '../harness.ts';

const MORE = tapControls.find((control) => control.section === 'projects')!;
const cards = () => document.querySelectorAll('#projects [data-testid="project-card"]').length;

journey('los toques antes de que llegue el código: tema y menú al instante, «Ver más» una vez', async ({ page, site, view }) => {
  const main = site.proxy.hold(HYDRATION_MODULE);
  const parts = site.proxy.hold(PART_CODE);
  await page.goto('/');
  await page.until('el HTML leído', () => document.readyState !== 'loading');
  const systemDark = view.colorScheme === 'dark';

  await page.click({ role: 'button', name: 'Cambiar tema', within: 'header' });
  await page.until('el tema cambia sin el código', (dark) => document.documentElement.classList.contains('dark') === dark, !systemDark);
  await page.click({ role: 'button', name: 'Opciones de tema', within: 'header' });
  await page.click({ role: 'button', name: 'Sistema', within: 'header' });
  await page.until('«Sistema» sin el código', (dark) => document.documentElement.classList.contains('dark') === dark, systemDark);
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);

  const invokers = await page.evaluate(() => 'command' in HTMLButtonElement.prototype);
  const menuOpen = () => (document.getElementById('side-menu') as HTMLDialogElement).open;
  if (view.width < 1024) {
    await page.click({ role: 'button', name: 'Abrir menú', within: 'header' });
    if (invokers) {
      await page.until('el menú se abre sin el código', menuOpen);
      await page.press('Escape');
      await page.until('y se cierra con Escape', () => !(document.getElementById('side-menu') as HTMLDialogElement).open);
    } else {
      // No invoker commands in this engine: the tap is held, and played once the shell is alive.
      await page.until('el menú muestra que oyó el toque', () => document.querySelector('header [aria-busy="true"]') !== null);
    }
  }

  await page.scrollTo('#projects');
  const before = await page.evaluate(cards);
  await page.click({ css: MORE.selector });
  await page.until(
    '«Ver más» muestra que oyó el toque',
    (s) => document.querySelector(s)?.getAttribute('aria-busy') === 'true',
    MORE.selector,
  );
  assert.equal(await page.evaluate(cards), before, 'nada ocurre antes del código');
  assert.ok(main.requested(), 'el toque pidió el código');

  main.release();
  parts.release();
  await page.hydrated();
  if (view.width < 1024 && !invokers) {
    await page.until('el menú, abierto al estar vivo el código', menuOpen);
    await page.press('Escape');
  }
  await page.part('projects');
  const after = await page.until(
    '«Ver más» hecho',
    (n) =>
      document.querySelectorAll('#projects [data-testid="project-card"]').length > n &&
      document.querySelectorAll('#projects [data-testid="project-card"]').length,
    before,
  );
  await page.frames();
  assert.equal(await page.evaluate(cards), after, '«Ver más» hecho una sola vez');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), systemDark, 'el tema, como lo eligió');
});
