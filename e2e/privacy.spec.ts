import AxeBuilder from '@axe-core/playwright';
import { profile } from '../content/profile.ts';
import { RETENTION_DAYS } from '../counts/count-policy.ts';
import { COMPLETE_PAGE_PATH } from '../src/sections/complete-page/complete-page-path.ts';
import { projectPath } from '../src/sections/project-page/project-path.ts';
import { PRIVACY_PATH } from '../src/sections/privacy/privacy-path.ts';
import { projects } from '../content/projects.ts';
import { WCAG_TAGS } from './support/axe-rules';
import { expect, test } from './support/foundation-fixtures';
import { openContactForm, openHome, topBar } from './support/foundation-page';
import { expectEveryOriginNamed } from './support/privacy-notice';

// The privacy notice, `/privacidad`: reached from the footer of every page and from the contact
// form where the visitor's data is asked for; it names what the page really calls.

test('the footer and the contact form lead to the privacy notice, which says what is kept and for how long', async ({ page }) => {
  await openHome(page, { allParts: false });
  await openContactForm(page);
  const form = page.locator('#contact form:visible');
  await expect(form.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute('href', PRIVACY_PATH);
  await page.locator('footer').getByRole('link', { name: 'Privacidad' }).click();
  await expect(page).toHaveURL(new RegExp(`${PRIVACY_PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacidad');
  await expect(page.getByRole('main')).toContainText(`se borran pasados ${RETENTION_DAYS} días`);
  await expect(page.getByRole('main').getByRole('link', { name: profile.email })).toHaveAttribute('href', `mailto:${profile.email}`);
  // Its own address in search results and shared links.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(PRIVACY_PATH, profile.siteUrl).href);
});

test('the notice names every other site the page may call, as its Content-Security-Policy lists them', async ({ page }) => {
  const response = await page.goto(PRIVACY_PATH);
  await expectEveryOriginNamed(page, response!.headers()['content-security-policy']!);
});

test('what the page keeps on the device, a theme chosen and a message sent, is what the notice says', async ({ page }) => {
  await openHome(page, { allParts: false });
  await topBar(page).getByRole('button', { name: 'Opciones de tema' }).click();
  await topBar(page).getByRole('button', { name: 'Oscuro', exact: true }).click();
  await openContactForm(page);
  const form = page.locator('#contact form').filter({ visible: true });
  await form.getByLabel('Nombre', { exact: true }).fill('Ana');
  await form.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await form.getByLabel('Mensaje', { exact: true }).fill('Una prueba de lo que queda en el navegador.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('¡Gracias por tu mensaje!')).toBeVisible();
  const kept = () =>
    page.evaluate(async () => ({
      names: [...Object.keys(localStorage), ...(await indexedDB.databases()).map(({ name }) => name!)].sort(),
      sessionStorage: Object.keys(sessionStorage),
      cookies: document.cookie,
    }));
  // What the notice of this very build lists, under «En tu dispositivo».
  const said = await page.request
    .get(PRIVACY_PATH)
    .then(async (response) => [...(await response.text()).matchAll(/<li>«([^»]+)»<\/li>/g)].map(([, name]) => name!).sort());
  expect(said.length, 'the notice lists what it keeps').toBeGreaterThan(0);
  // The Firebase SDK writes its record a moment after the form is first used: waited for, not slept on.
  await expect.poll(kept).toEqual({ names: said, sessionStorage: [], cookies: '' });
});

// A page of its own, a project's or the complete one: its footer and sections are no parts of
// the home page, held off screen at an estimated height (4 000 px on a phone) until laid out.
test('a page of its own is as tall, its fonts in, as once scrolled through: no part waits at an estimate', async ({ page }) => {
  for (const path of [PRIVACY_PATH, projectPath(projects[0]!.id), COMPLETE_PAGE_PATH]) {
    await page.goto(path);
    // Its text on the web font (the complete page's face swaps in: 23 px at 1280 px).
    const before = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.documentElement.scrollHeight;
    });
    // Screen by screen to the end, at once as a scrollbar drag or the End key goes, so each part
    // is drawn at its real height.
    await page.evaluate(async () => {
      const frame = () => new Promise(requestAnimationFrame);
      while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
        scrollBy({ top: innerHeight, behavior: 'instant' });
        await frame();
        await frame();
      }
    });
    const after = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(before - after), `${path}: its height at load ${before} px, once scrolled through ${after} px`).toBeLessThanOrEqual(1);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the privacy notice, and it is no wider than the screen (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(PRIVACY_PATH);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    const root = await page.evaluate(() => ({
      scrolls: document.documentElement.scrollWidth,
      shows: document.documentElement.clientWidth,
    }));
    expect(root.scrolls).toBeLessThanOrEqual(root.shows);
  });
}
