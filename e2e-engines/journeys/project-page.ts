// A project's own page, `/proyectos/<id>`, the link a freelancer sends (e2e/project-pages.spec.ts
// is the Chromium side): its name as the heading, the theme button, «Compartir» through the share
// sheet where there is one and by the clipboard where there is none, the home page's card title
// leading to it; and the not-found page an unknown address gets.
import assert from 'node:assert/strict';
import { profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { SHARE_MESSAGES } from '../../src/lib/share-link.ts';
import { projectPath } from '../../src/sections/project-page/project-path.ts';
import { sortProjects } from '../../src/sections/projects/project-order.ts';
import { poll } from '../driver/poll.ts';
import { journey } from '../harness.ts';
import type { PageApi } from '../support/page.ts';

const [first] = projects;
const canonical = (id: string) => new URL(projectPath(id), profile.siteUrl).href;
// Named for its project, as the home page's card names it.
const SHARE = { role: 'button', name: `Compartir ${first!.name}`, within: 'main' } as const;

/** Opens a page of its own (no React: its inline script is all it runs) once its heading says `title`. */
async function openPage(page: PageApi, path: string, title: string) {
  await page.goto(path);
  await page.until(`la página ${path} cargada`, () => document.readyState === 'complete');
  assert.equal(await page.evaluate(() => document.querySelector('h1')?.textContent?.trim()), title, `el título de ${path}`);
}

/** In the page: the text of the status the share button names (aria-describedby), what a screen reader hears. */
function shareStatus(): string | null {
  const button = [...document.querySelectorAll('main button')].find((b) => b.textContent?.trim() === 'Compartir');
  return document.getElementById(button?.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
}

/**
 * Works the clipboard by a real click on a button put in the page for it: both engines let a page
 * read and write the clipboard only from a visitor's gesture (WebKitGTK refuses a script's read
 * outright). With `text` it writes that there; without, it reads what is there.
 */
async function clipboardByClick(page: PageApi, text?: string): Promise<string> {
  await page.evaluate((toWrite) => {
    const button = document.createElement('button');
    button.id = 'clipboard-probe';
    button.textContent = 'Portapapeles';
    button.style.cssText = 'position: fixed; left: 0; bottom: 0; z-index: 2147483647; width: 120px; height: 48px';
    button.addEventListener('click', () => {
      const work = toWrite === null ? navigator.clipboard.readText() : navigator.clipboard.writeText(toWrite).then(() => toWrite);
      void work.then(
        (result) => (button.dataset.result = `ok:${result}`),
        (error: unknown) => (button.dataset.result = `error:${String(error)}`),
      );
    });
    document.body.append(button);
  }, text ?? null);
  await page.click({ css: '#clipboard-probe' });
  const result = await page.until('el portapapeles responde', () => {
    const button = document.getElementById('clipboard-probe');
    const answer = button?.dataset.result;
    if (answer !== undefined) button!.remove();
    return answer;
  });
  assert.ok(result.startsWith('ok:'), `el portapapeles: ${result}`);
  return result.slice('ok:'.length);
}

journey('la página de un proyecto: su título, el tema, «Compartir» y el enlace desde su tarjeta', async ({ page, view }) => {
  const path = projectPath(first!.id);
  const systemDark = view.colorScheme === 'dark';
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));

  await openPage(page, path, first!.name);
  assert.equal(await isDark(), systemDark, 'sin elección, el tema del sistema');
  await page.click({ role: 'button', name: 'Cambiar tema', within: 'header' });
  await page.until('el botón cambia al otro tema', (dark) => document.documentElement.classList.contains('dark') === dark, !systemDark);
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), systemDark ? 'light' : 'dark', 'la elección, guardada');

  // A share sheet (a phone's, Safari's): stubbed before the press, it must get the page's name and canonical address.
  await page.evaluate(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value(data: ShareData) {
        shared.push({ ...data });
        return Promise.resolve();
      },
    });
  });
  await page.click(SHARE);
  const shared = await page.until('la hoja de compartir recibe el enlace', () => {
    const calls = (window as unknown as { shared: ShareData[] }).shared;
    return calls.length > 0 ? calls : null;
  });
  assert.deepEqual(shared, [{ url: canonical(first!.id), title: first!.name }]);
  assert.equal(await page.evaluate(shareStatus), '', 'la hoja fue la respuesta: el estado queda vacío');

  // This engine's own share: it has no share sheet (Firefox on Linux, WebKitGTK), so the link is copied.
  await openPage(page, path, first!.name);
  assert.equal(await isDark(), !systemDark, 'la elección guardada, en la página nueva');
  assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined', 'este motor no tiene hoja de compartir');
  const placeholder = 'nada copiado todavía';
  assert.equal(await clipboardByClick(page, placeholder), placeholder);
  await page.click(SHARE);
  // Said in the status the button names; it clears itself after a few seconds.
  await poll(
    `el estado del botón dice «${SHARE_MESSAGES.copied}»`,
    async () => (await page.evaluate(shareStatus)) === SHARE_MESSAGES.copied,
  );
  assert.equal(await clipboardByClick(page), canonical(first!.id), 'en el portapapeles, la dirección canónica');

  // On the home page, the title of the first card (the heaviest project) leads to its page.
  const card = sortProjects(projects)[0]!;
  await page.open();
  await page.bringAlive('projects');
  await page.click({ role: 'link', name: card.name, within: '#projects' });
  await page.until(
    `la página de ${card.name}`,
    (to, name) =>
      location.pathname === to && document.readyState === 'complete' && document.querySelector('h1')?.textContent?.trim() === name,
    projectPath(card.id),
    card.name,
  );
});

journey('la página de un proyecto desconocido: «Página no encontrada» y el camino a los proyectos', async ({ page }) => {
  await openPage(page, '/proyectos/no-existe', 'Página no encontrada');
  await page.click({ role: 'link', name: 'Ver los proyectos', within: 'main' });
  await page.until('el inicio, en los proyectos', () => location.pathname === '/' && location.hash === '#projects');
  await page.hydrated();
});
