import { expect, test } from '@playwright/test';
import { expectCallableAnswer, sampleCallableRequests } from '../../contact/testing/callable-fuzz';
import { HEADER_FORBIDDEN } from '../../contact/testing/spoofing-strings';
import { site } from '../../content/site';
import { startFakeSmtp, type FakeSmtp } from '../../server/__tests__/helpers/fake-smtp';
import { listMessages } from './firestore-rest';

// Issue #15: the same seeded generated requests as the local server's fuzz test
// (server/__tests__/fuzz-requests.test.ts), sent through the Hosting rewrite to the deployed
// function's code: never a 5xx, every error a callable body, only safe mail stored in Firestore,
// and the mail the owner receives (read back from the in-process SMTP server) has clean headers.

const owners = (process.env.FIREBASE_E2E_CONTACT_TO ?? '').split(',');
let smtp: FakeSmtp | null = null;
const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
test.beforeAll(async () => {
  smtp = await startFakeSmtp(Number(process.env.FIREBASE_E2E_SMTP_PORT));
});
test.afterAll(async () => smtp?.close());

test('300 seeded generated requests through Hosting get callable answers only; only safe mail is stored and delivered', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const before = new Set((await listMessages()).map((message) => message.id));
  const statuses = new Map<number, number>();
  for (const body of sampleCallableRequests({ recipients: owners, count: 300, seed: 15 })) {
    const response = await request.post('/contact-send', { headers: { 'content-type': 'application/json' }, data: Buffer.from(body) });
    statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
    const text = await response.text();
    if (!isJson(body) || !/^\s*[[{]/.test(body)) {
      // Cut-off JSON, or JSON that is not an object or array, never reaches the function: the
      // Functions runtime's strict JSON body parser (Express, in the emulator as in Cloud
      // Functions) refuses it with its own 400 page. Still never a 5xx.
      expect(response.status(), body).toBe(400);
      continue;
    }
    expectCallableAnswer(response.status(), isJson(text) ? JSON.parse(text) : text);
  }
  expect(statuses.get(200)).toBeGreaterThan(20);
  expect(statuses.get(400)).toBeGreaterThan(100);

  const stored = (await listMessages()).filter((message) => !before.has(message.id));
  expect(stored.length).toBeGreaterThan(0);
  for (const mail of stored) {
    for (const address of mail.to) expect(owners).toContain(address);
    expect(mail.replyToName).not.toMatch(HEADER_FORBIDDEN);
    expect(mail.subject).not.toMatch(HEADER_FORBIDDEN);
    expect(mail.html).not.toMatch(/<script|<img|<a |\son\w+=|javascript:/i);
  }
  expect((await request.get('/')).status()).toBe(200);

  // Every accepted message reaches the owner, with the server's subject and a clean Reply-To name.
  const ids = new Set(stored.map((message) => message.id));
  await expect
    .poll(async () => (await listMessages()).filter((message) => ids.has(message.id) && message.state !== 'sent').length, {
      timeout: 60_000,
    })
    .toBe(0);
  const received = smtp?.received ?? [];
  expect(received.length).toBeGreaterThanOrEqual(stored.length);
  for (const mail of received) {
    expect(mail.parsed.subject).toBe(site.contactSubject);
    for (const { name } of mail.parsed.replyTo?.value ?? []) expect(name).not.toMatch(HEADER_FORBIDDEN);
    expect(mail.envelope.to.every((address) => owners.includes(address))).toBe(true);
  }
});
