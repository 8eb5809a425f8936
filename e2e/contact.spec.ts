import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { openContactForm, openHome } from './support/foundation-page';
import { animationFrames } from './support/frames';
import { holdRequests, SCHEMA_CODE } from './support/held-requests';

// The contact form against the real local server (playwright.config.ts starts it with its own
// DATA_DIR): the real Firebase SDK posts to the real POST /contact-send, which stores the
// message in its SQLite outbox. Only the error case is forced, by failing the request in the
// browser. Each run sends one message per project, well inside the server's rate limit.

const ERROR_TEXT = 'Hubo un error al enviar el mensaje. Por favor, inténtalo de nuevo más tarde.';
/** A string only the Firebase Functions SDK contains: how we recognise its chunk. */
const SDK_MARKER = 'Firebase Functions instance was deleted.';

/** The copy of the form this layout shows (the other one is display:none). */
const visibleForm = (page: Page) => page.locator('#contact form').filter({ visible: true });

function fields(page: Page) {
  const form = visibleForm(page);
  return {
    form,
    name: form.getByLabel('Nombre', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    message: form.getByLabel('Mensaje', { exact: true }),
    submit: form.getByRole('button', { name: 'Enviar' }),
  };
}

/** CSP violations reported from inside the page (they do not always reach the console). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    window.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
}

/** The owner's view of the outbox (`npm run messages`), on the DATA_DIR the config gives the server. */
function messagesCli(...args: string[]): string {
  const port = process.env.E2E_PORT ?? '4173';
  const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/messages-cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

test('the Firebase SDK is not downloaded with the page, only when the visitor starts using the form', async ({ page }) => {
  const scripts: Promise<{ url: string; sdk: boolean }>[] = [];
  const recordScript = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), sdk: body.includes(SDK_MARKER) })));
  };
  page.on('response', recordScript);
  await openHome(page);
  await openContactForm(page);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // Stop recording before reading: a body still being read when the test ends fails it.
  page.off('response', recordScript);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((script) => script.sdk || /firebase/i.test(script.url))).toEqual([]);

  // The note's link to the privacy notice is no use of the form: focused, it asks for nothing
  // (the page had gone quiet above; a use of the form asks for its code at once).
  const asked: string[] = [];
  const onRequest = (request: Request) => void asked.push(request.url());
  page.on('request', onRequest);
  await fields(page).form.getByRole('link', { name: 'aviso de privacidad' }).focus();
  await animationFrames(page, 3);
  page.off('request', onRequest);
  expect(asked, 'requests started by focusing the privacy link').toEqual([]);

  const sdkChunk = page.waitForResponse(
    async (response) => response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes(SDK_MARKER),
  );
  await fields(page).name.focus();
  await sdkChunk;
});

test('errors appear only after a field is touched; an invalid submit sends nothing and focuses the first invalid field', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await openHome(page);
  await openContactForm(page);
  const { form, name, email, message, submit } = fields(page);
  for (const field of [name, email, message]) await expect(field).toHaveAttribute('required', '');

  await email.fill('no-es-un-email');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByText('El email no es válido')).toHaveCount(0);
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('El email no es válido');
  // The red border: the danger colour, not the neutral one. Polled: with motion allowed the colour
  // changes through a transition (under reduced motion, as here, transitions are off).
  const neutral = await message.evaluate((el) => getComputedStyle(el).borderTopColor);
  await expect
    .poll(() => email.evaluate((el) => getComputedStyle(el).borderTopColor), { message: 'the email field turns red' })
    .not.toBe(neutral);
  await expect(name).toHaveAttribute('aria-invalid', 'false'); // untouched, still quiet

  await message.fill('corto');
  await message.blur();
  await expect(message).toHaveAccessibleDescription('El mensaje debe tener al menos 10 caracteres');

  await submit.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('El nombre es requerido');

  await name.fill('Ana');
  await email.fill('');
  await expect(email).toHaveAccessibleDescription('El email es requerido');
  await submit.press('Enter'); // the keyboard path
  await expect(email).toBeFocused();

  await email.fill('ana@example.com');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByText('El email')).toHaveCount(0);
  expect(posts.filter((url) => url.includes('/contact-send'))).toEqual([]);

  const axe = await new AxeBuilder({ page }).include('#contact').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

// The errors of fields left before the schema came appear together when it comes, above the
// control that has focus by then: the form keeps that control on screen (WCAG 2.4.11).
test('errors that come after a quick Tab to «Enviar» leave it on screen', async ({ page }) => {
  const { release } = await holdRequests(page, SCHEMA_CODE);
  await openHome(page);
  await openContactForm(page);
  const { name, submit } = fields(page);
  // «Enviar» at the foot of the screen, «Nombre» on it: three Tabs reach it without a scroll.
  await submit.evaluate((button) => window.scrollBy({ top: button.getBoundingClientRect().bottom - innerHeight + 4, behavior: 'instant' }));
  await name.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await expect(submit).toBeInViewport({ ratio: 1 });
  release();
  await expect(name).toHaveAccessibleDescription('El nombre es requerido');
  await expect(submit).toBeFocused();
  // Whole, to the pixel: scrolled to the screen's foot, its bottom may keep a fraction of one.
  const [top, bottom] = await submit.evaluate((button) => [
    button.getBoundingClientRect().top,
    button.getBoundingClientRect().bottom - innerHeight,
  ]);
  expect(top, '«Enviar» below the top of the screen').toBeGreaterThan(0);
  expect(bottom, '«Enviar» above the foot of the screen').toBeLessThan(1);
});

test('a failed send shows the error and keeps the form; the retry shows the spinner, the thank-you, and the server stores it', async ({
  page,
}, testInfo) => {
  const csp = await watchCsp(page);
  await openHome(page);
  await openContactForm(page);
  const { form, name, email, message, submit } = fields(page);
  // Unique per run and project, to find this message in the outbox afterwards.
  const sender = `Ana Prueba ${testInfo.project.name} ${Date.now()}`;
  const text = `Hola, quiero una app para mi negocio <b>ya</b>.\nSegunda línea & más.`;
  await name.fill(sender);
  await email.fill('ana.prueba@example.com');
  await message.fill(text);

  // 1) The network fails: the SDK reports "internal" and the form shows the spec's message.
  await page.route('**/contact-send', (route) => route.abort('failed'), { times: 1 });
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(ERROR_TEXT);
  await expect(submit).toBeVisible();
  await expect(name).toHaveValue(sender);
  await expect(message).toHaveValue(text);

  // 2) The retry reaches the real server; it is held until the spinner has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/contact-send', async (route) => {
    await held;
    await route.continue();
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/contact-send'));
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(''); // cleared at the start of the submit
  await expect(submit).toHaveCount(0); // the spinner replaces the button
  await expect(form.getByTestId('contact-spinner')).toBeVisible();
  await expect(form.getByRole('status')).toContainText('Enviando mensaje');
  release();

  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ result: { ok: true } });
  await expect(form.getByRole('status')).toContainText('¡Gracias por tu mensaje!');
  await expect(form.getByTestId('contact-spinner')).toHaveCount(0);
  await expect(submit).toHaveCount(0);
  await expect(form.getByRole('alert')).toHaveText('');
  expect(csp).toEqual([]);

  // 3) The real server committed it to its outbox, with the visitor's text intact.
  const line = messagesCli('list')
    .split('\n')
    .find((l) => l.includes(sender));
  expect(line, 'the message is in the outbox').toBeTruthy();
  const id = /^#(\d+)/.exec(line!)?.[1];
  const shown = messagesCli('show', id!);
  expect(shown).toContain('ana.prueba@example.com');
  expect(shown).toContain('Hola, quiero una app para mi negocio <b>ya</b>.\nSegunda línea & más.');
});
