import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { site } from '../../content/site';
import { dayOf } from '../../counts/count-policy';
import { COUNT_PATH, PIXEL_PATH } from '../../counts/count-names';
import { DEFAULT_COUNT_RATE_LIMIT_MAX } from '../../counts/count-policy';
import { runNode } from '../../server/__tests__/helpers/child-server';
import { waitForHydration } from '../support/foundation-page';
import { collectionText, countTotals, readDocument } from './firestore-rest';

// The counts on the production path: Chromium → Hosting (the /count and /count.gif rewrites) →
// the "count" function → Firestore, and contact-send counting the messages it stores; read back
// from the Firestore emulator and through `npm run stats -- --firestore`. The specs before this
// one are counted too (Playwright's profile sends a person's user agent), so each check here is
// a difference, or a marker (a utm_source) of its own.

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const owners = (process.env.FIREBASE_E2E_CONTACT_TO ?? '').split(',');
const today = () => dayOf(Date.now());
const totals = () => countTotals(today());

test.describe.configure({ mode: 'serial' });

async function open(browser: Browser, options: BrowserContextOptions): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  // A person's browser: Playwright's says it is automated (`navigator.webdriver`), and the page then sends nothing.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  return { page: await context.newPage(), close: () => context.close() };
}

test('a visit with JavaScript is counted once alive, with the other site and utm_source; one without, by the pixel', async ({
  browser,
}) => {
  const before = await totals();
  const withScript = await open(browser, { userAgent: DESKTOP });
  await withScript.page.goto('/?utm_source=fb-e2e', { referer: 'https://news.ycombinator.com/' });
  await waitForHydration(withScript.page);
  await expect.poll(async () => (await totals())['utm:fb-e2e']).toBe(1);
  // A reload sends the same site and utm_source again: a view more, the same one arrival.
  await withScript.page.reload();
  await waitForHydration(withScript.page);
  await expect.poll(async () => (await totals()).view).toBe((before.view ?? 0) + 2);

  const withoutScript = await open(browser, { userAgent: DESKTOP.replace('139.0', '140.0'), javaScriptEnabled: false });
  const pixel = withoutScript.page.waitForResponse((response) => new URL(response.url()).pathname === PIXEL_PATH);
  await withoutScript.page.goto('/');
  expect((await pixel).headers()['content-type']).toBe('image/gif');
  await expect.poll(async () => (await totals()).view).toBe((before.view ?? 0) + 3);
  const after = await totals();
  expect(after['utm:fb-e2e']).toBe(1);
  expect(after['ref:news.ycombinator.com']).toBe((before['ref:news.ycombinator.com'] ?? 0) + 1);
  expect(after.visitors).toBe((before.visitors ?? 0) + 2);
  await withScript.close();
  await withoutScript.close();
});

test('privacy signals, robots and malformed events leave Firestore as it was; every stored message is counted', async ({ request }) => {
  const before = await totals();
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    request.post(COUNT_PATH, { headers: { 'content-type': 'text/plain', 'user-agent': DESKTOP, ...headers }, data: JSON.stringify(body) });
  expect((await beacon({ event: 'view' }, { 'sec-gpc': '1' })).status()).toBe(204);
  expect((await beacon({ event: 'view' }, { dnt: '1' })).status()).toBe(204);
  expect((await beacon({ event: 'view' }, { 'user-agent': DESKTOP.replace('Chrome/', 'HeadlessChrome/') })).status()).toBe(204);
  expect((await beacon({ event: 'view' }, { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' })).status()).toBe(204);
  expect((await request.get(PIXEL_PATH, { headers: { 'user-agent': DESKTOP, 'sec-gpc': '1' } })).status()).toBe(200);
  for (const bad of [{ event: 'click' }, { event: 'message' }, { event: 'share' }, { event: 'view', referrer: 'https://x.example/a' }])
    expect((await beacon(bad)).status()).toBe(400);
  expect((await beacon({ event: 'view', utm: 'a'.repeat(1000) })).status()).toBe(413);
  expect(await totals()).toEqual(before);

  const send = (headers: Record<string, string>) =>
    request.post('/contact-send', {
      headers: { 'user-agent': DESKTOP, ...headers },
      data: {
        data: {
          name: 'Conteo Emulado',
          email: 'conteo@example.org',
          subject: site.contactSubject,
          to: owners,
          html: '<div data-field="message">Hola, quiero saber cuánto cuesta una tienda en línea.</div>',
        },
      },
    });
  expect((await send({})).status()).toBe(200);
  await expect.poll(async () => (await totals()).message).toBe((before.message ?? 0) + 1);
  // Sent with GPC: a message received all the same, and nothing about its visitor.
  const afterFirst = await totals();
  expect((await send({ 'sec-gpc': '1', 'user-agent': DESKTOP.replace('139.0', '141.0') })).status()).toBe(200);
  await expect.poll(async () => (await totals()).message).toBe((afterFirst.message ?? 0) + 1);
  expect(await totals()).toEqual({ ...afterFirst, message: (afterFirst.message ?? 0) + 1 });
});

test('npm run stats -- --firestore prints what Firestore holds; browsers can read or write none of it', async () => {
  const stored = await totals();
  const stats = await runNode(['scripts/stats.ts', '--firestore'], {});
  expect(stats.stderr).toBe('');
  expect(stats.code).toBe(0);
  const views = Object.entries(stored)
    .filter(([counter]) => counter === 'view' || counter.startsWith('view:'))
    .reduce((total, [, n]) => total + n, 0);
  expect(stats.stdout).toMatch(new RegExp(`Páginas vistas +${views} +${views}\\n`));
  expect(stats.stdout).toMatch(new RegExp(`Mensajes recibidos +${stored.message} +${stored.message}\\n`));
  expect(stats.stdout).toContain('news.ycombinator.com');

  const asVisitor = await readDocument(`countDays/${today()}`, true);
  expect(asVisitor.status).toBe(403);
  expect((await readDocument(`countSalts/${today()}`, true)).status).toBe(403);

  const text =
    (await collectionText('countDays')) + (await collectionText(`countDays/${today()}/visitors`)) + (await collectionText('countSalts'));
  expect(text).toContain(today());
  for (const secret of ['127.0.0.1', 'Mozilla', 'Chrome/1', 'cookie']) expect(text).not.toContain(secret);
});

test('a request read just before midnight and stored after the next day began counts on that day, whose salt it keeps', async () => {
  const run = await runNode(['functions/src/__tests__/count-day-change.emulator.ts'], {});
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  // The same person twice on the new day is one visitor: the new day's salt was not made again.
  expect(JSON.parse(run.stdout)).toEqual({ totals: { '2026-03-02 view': 3, '2026-03-02 visitors': 2 }, salts: ['2026-03-02'] });
});

test('a flood of counts from one address is cut at the rate limit (429), and only what was accepted is stored', async ({ request }) => {
  const before = (await totals()).view ?? 0;
  const statuses: number[] = [];
  for (let i = 0; i < DEFAULT_COUNT_RATE_LIMIT_MAX + 10; i++) {
    const response = await request.post(COUNT_PATH, {
      headers: { 'content-type': 'text/plain', 'user-agent': `${DESKTOP} ${i}` },
      data: '{"event":"view"}',
    });
    statuses.push(response.status());
  }
  const accepted = statuses.filter((status) => status === 204).length;
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
  expect(accepted + statuses.filter((status) => status === 429).length).toBe(statuses.length);
  expect((await totals()).view).toBe(before + accepted);
});
