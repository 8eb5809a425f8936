import { expect, test, type Page } from '@playwright/test';
import { site } from '../../content/site';
import { startFakeSmtp, type FakeSmtp } from '../../server/__tests__/helpers/fake-smtp';
import { openContactForm } from '../support/foundation-page';
import { listMessages, messageFrom } from './firestore-rest';

// The production path, run through the Firebase emulators (see scripts/firebase/test-emulators.ts):
// Chromium → Hosting (the /contact-send rewrite) → contact-send → Firestore → contact-deliver →
// SMTP, and contact-retry (Cloud Tasks) when SMTP is down. The SMTP server is real and in-process.

const smtpPort = Number(process.env.FIREBASE_E2E_SMTP_PORT);
const owners = (process.env.FIREBASE_E2E_CONTACT_TO ?? '').split(',');
let smtp: FakeSmtp | null = null;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  smtp = await startFakeSmtp(smtpPort);
});
test.afterAll(async () => smtp?.close());

const visibleForm = (page: Page) => page.locator('#contact form').filter({ visible: true });
const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Visitante HTTP',
  email: 'visitante@example.org',
  subject: site.contactSubject,
  to: owners,
  html: '<div data-field="message">Hola, necesito una tienda en línea para mi negocio.</div>',
  ...overrides,
});
const mailsFrom = (name: string) => (smtp?.received ?? []).filter((mail) => mail.headers.get('reply-to')?.[0]?.includes(name));

test('a visitor’s message is in Firestore before the page is told it was sent, then reaches CONTACT_TO once', async ({ page }) => {
  const name = 'Ana Emulada';
  let storedWhenAnswered: string | undefined;
  // Hold the function's answer until Firestore has been read: the message must already be there.
  await page.route('**/contact-send', async (route) => {
    const response = await route.fetch();
    storedWhenAnswered = (await messageFrom(name))?.state;
    await route.fulfill({ response });
  });
  await page.goto('/');
  await openContactForm(page);
  const form = visibleForm(page);
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Email').fill('ana@example.org');
  await form.getByLabel('Mensaje').fill('Hola, quiero una aplicación móvil para reservas de turnos.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page
      .locator('#contact')
      .getByText(/gracias/i)
      .filter({ visible: true }),
  ).toBeVisible();
  expect(storedWhenAnswered, 'el mensaje no estaba en Firestore cuando contact-send respondió').toBeDefined();

  await expect.poll(async () => (await messageFrom(name))?.state).toBe('sent');
  const mails = mailsFrom(name);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.envelope.to).toEqual(owners);
  expect(mails[0]!.html).toContain('reservas de turnos');
  expect(await messageFrom(name)).toMatchObject({ attempts: 1, lastError: null });
});

test('the rewrite answers the callable errors of the shared core', async ({ request }) => {
  const before = (await listMessages()).length;
  const call = (data: unknown) => request.post('/contact-send', { data: { data } });

  const foreign = await call(payload({ to: ['otro@example.com'] }));
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error.status).toBe('PERMISSION_DENIED');

  const extra = await call({ ...payload(), bcc: 'x@example.com' });
  expect(extra.status()).toBe(400);
  expect((await extra.json()).error.status).toBe('INVALID_ARGUMENT');

  const oversize = await call(payload({ html: `<div data-field="message">${'a'.repeat(200_000)}</div>` }));
  expect(oversize.status()).toBe(400);
  expect((await oversize.json()).error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: { html: expect.any(String) } } });

  expect((await listMessages()).length, 'un pedido rechazado no debe guardarse').toBe(before);
});

test('SMTP down: the message stays in Firestore, is retried through the task queue, and is delivered once SMTP is back', async ({
  request,
}) => {
  const name = 'Bruno Reintento';
  await smtp?.close();
  smtp = null;
  const answer = await request.post('/contact-send', { data: { data: payload({ name }) } });
  expect(answer.status()).toBe(200);

  // The first try (contact-deliver) and at least one from contact-retry fail while SMTP is down.
  await expect.poll(async () => (await messageFrom(name))?.attempts ?? 0).toBeGreaterThanOrEqual(2);
  const waiting = await messageFrom(name);
  expect(['retrying', 'sending']).toContain(waiting?.state);
  expect(waiting?.lastError).toMatch(/ECONNREFUSED/);

  smtp = await startFakeSmtp(smtpPort);
  await expect.poll(async () => (await messageFrom(name))?.state, { timeout: 40_000 }).toBe('sent');
  expect(mailsFrom(name)).toHaveLength(1);
});
