import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { dayOf } from '../counts/count-policy.ts';
import { COUNT_PATH } from '../counts/count-names.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openCountStore } from '../server/count-store.ts';
import { projects } from '../content/projects.ts';
import { projectPath } from '../src/sections/project-page/project-path.ts';
import { waitForHydration } from './support/foundation-page';

// The visit counts from a real page: the test build served by the real server, on a port and
// DATA_DIR of its own (the suite's server counts every other spec's visits), read back from
// counts.db. Each visit names its browser explicitly: Playwright hides "HeadlessChrome" from
// the user agent, so the rest of the suite is counted like people (on the suite's own server).

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conteos-'));
let app: FastifyInstance;
let origin: string;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  const distDir = process.env.DIST_DIR ?? '.tmp/dist-test';
  const contactTo = (JSON.parse(readFileSync(path.join(`${distDir}-build`, 'build-info.json'), 'utf8')) as { contactTo: string[] })
    .contactTo;
  app = await buildApp(loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir, CONTACT_TO: contactTo.join(',') }), {
    logStream: { write: () => undefined },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
test.afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const startedAt = Date.now();

/** Every counter since the suite began, summed over the days it spans (a run may cross midnight UTC). */
function totals(): Record<string, number> {
  const store = openCountStore(dataDir);
  try {
    const sums: Record<string, number> = {};
    for (const day of new Set([dayOf(startedAt), dayOf(Date.now())]))
      for (const row of store.daily(day)) sums[row.counter] = (sums[row.counter] ?? 0) + row.n;
    return sums;
  } finally {
    store.close();
  }
}

/** A person's browser: Playwright's says it is automated (`navigator.webdriver`), and the page then sends nothing. */
async function visit(browser: Browser, options: BrowserContextOptions, { automated = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  if (!automated) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === COUNT_PATH) beacons.push(request.postData() ?? '');
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return { context, page, beacons, errors };
}

test('a visit with JavaScript sends one view once the page is alive, with the other site and utm_source, then the CV and "Ver más"', async ({
  browser,
}) => {
  const { context, page, beacons, errors } = await visit(browser, { userAgent: DESKTOP });
  await page.goto(`${origin}/?utm_source=Boletin`, { referer: 'https://www.google.com/search?q=portafolio' });
  await waitForHydration(page);
  await expect.poll(() => totals()).toEqual({ view: 1, 'ref:www.google.com': 1, 'utm:boletin': 1, visitors: 1 });
  // Waited for too: the server stores the beacon in this process, and Playwright's report of the
  // request comes by another channel, in either order (the count can be in while the list is still
  // empty). That it was sent once, the last count says (view: 1).
  await expect.poll(() => beacons.map((body) => JSON.parse(body))).toEqual([{ event: 'view', referrer: 'www.google.com', utm: 'boletin' }]);

  const cv = context.waitForEvent('page');
  await page
    .getByRole('link', { name: /Descargar CV/ })
    .filter({ visible: true })
    .click();
  await (await cv).close();
  // Opened in a tab of its own by the middle button: a download too.
  const cvInTab = context.waitForEvent('page');
  await page
    .getByRole('link', { name: /Descargar CV/ })
    .filter({ visible: true })
    .click({ button: 'middle' });
  await (await cvInTab).close();
  await page.locator('#projects').scrollIntoViewIfNeeded();
  await page.locator('#projects').getByRole('button', { name: 'Ver más' }).click();
  await expect(page.locator('#projects').getByRole('button', { name: 'Ver menos' })).toBeVisible();
  await page.locator('#projects').getByRole('button', { name: 'Ver menos' }).click();
  await expect.poll(() => totals()).toEqual({ view: 1, cv: 2, more: 1, 'ref:www.google.com': 1, 'utm:boletin': 1, visitors: 1 });
  // Nothing kept in the browser: no cookie, nothing in storage for the count.
  expect(await context.cookies()).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a visit without JavaScript is counted by the pixel, which answers an image', async ({ browser }) => {
  const before = totals();
  const { context, page } = await visit(browser, { userAgent: DESKTOP.replace('139.0.0.0', '140.0.0.0'), javaScriptEnabled: false });
  const pixel = page.waitForResponse((response) => new URL(response.url()).pathname === '/count.gif');
  await page.goto(`${origin}/`);
  const answer = await pixel;
  expect([answer.status(), answer.headers()['content-type']]).toEqual([200, 'image/gif']);
  await expect.poll(() => totals()).toEqual({ ...before, view: before.view! + 1, visitors: before.visitors! + 1 });
  await context.close();
});

test('Global Privacy Control and Do Not Track: nothing is sent by the page, or nothing is counted by the server', async ({ browser }) => {
  const before = totals();
  // GPC as the browser exposes it to the page: the page sends nothing at all.
  const gpc = await visit(browser, { userAgent: DESKTOP });
  await gpc.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  await gpc.page.goto(`${origin}/`);
  await waitForHydration(gpc.page);
  // DNT and GPC as request headers (with the page unaware): the server counts nothing.
  const headers = await visit(browser, { userAgent: DESKTOP, extraHTTPHeaders: { DNT: '1', 'Sec-GPC': '1' } });
  const sent = headers.page.waitForRequest((request) => new URL(request.url()).pathname === COUNT_PATH);
  await headers.page.goto(`${origin}/`);
  await waitForHydration(headers.page);
  expect((await (await sent).response())?.status()).toBe(204);
  // Without JavaScript, the pixel's request carries the header too.
  const noScript = await visit(browser, { userAgent: DESKTOP, javaScriptEnabled: false, extraHTTPHeaders: { 'Sec-GPC': '1' } });
  const pixel = noScript.page.waitForResponse((response) => new URL(response.url()).pathname === '/count.gif');
  await noScript.page.goto(`${origin}/`);
  await pixel;
  // A visit that is counted, to know the others have had their time: a new visitor, whose
  // campaign is counted at their first view of the day.
  const marker = await visit(browser, { userAgent: DESKTOP.replace('139.0.0.0', '145.0.0.0') });
  await marker.page.goto(`${origin}/?utm_source=marca`);
  await expect.poll(() => totals()['utm:marca']).toBe(1);
  expect(gpc.beacons).toEqual([]);
  expect(totals()).toEqual({ ...before, view: before.view! + 1, visitors: before.visitors! + 1, 'utm:marca': 1 });
  for (const { context } of [gpc, headers, noScript, marker]) await context.close();
});

test('a browser driven by a program sends nothing, whatever user agent it shows', async ({ browser }) => {
  const before = totals();
  const robot = await visit(browser, { userAgent: DESKTOP }, { automated: true });
  await robot.page.goto(`${origin}/`);
  await waitForHydration(robot.page);
  // A new person's visit after it, to know the robot's page has had its time.
  const person = await visit(browser, { userAgent: DESKTOP.replace('139.0.0.0', '146.0.0.0') });
  await person.page.goto(`${origin}/?utm_source=persona`);
  await expect.poll(() => totals()['utm:persona']).toBe(1);
  expect(robot.beacons).toEqual([]);
  expect(totals()).toEqual({ ...before, view: before.view! + 1, visitors: before.visitors! + 1, 'utm:persona': 1 });
  for (const { context } of [robot, person]) await context.close();
});

test('a headless browser and a crawler are not counted', async ({ browser }) => {
  const before = totals();
  // Headless Chromium's own name for itself (Playwright replaces it with a person's by default).
  const headless = await visit(browser, { userAgent: DESKTOP.replace('Chrome/', 'HeadlessChrome/') });
  const crawler = await visit(browser, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  for (const { page } of [headless, crawler]) {
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === COUNT_PATH);
    await page.goto(`${origin}/`);
    expect((await (await sent).response())?.status()).toBe(204);
  }
  expect(totals()).toEqual(before);
  for (const { context } of [headless, crawler]) await context.close();
});

test("a project's page: its view counted with its project, once it has loaded, and its share once the link is copied; without JavaScript by its pixel", async ({
  browser,
}) => {
  const before = totals();
  const id = projects[0]!.id;
  const { context, page, beacons, errors } = await visit(browser, { userAgent: DESKTOP.replace('139.0.0.0', '141.0.0.0') });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.goto(`${origin}${projectPath(id)}`, { referer: 'https://www.linkedin.com/feed/' });
  await expect.poll(() => totals()[`view:${id}`]).toBe((before[`view:${id}`] ?? 0) + 1);
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByRole('status')).toHaveText('Enlace copiado');
  await expect.poll(() => totals()[`share:${id}`]).toBe(1);
  // Waited for, as in the first test: counted before Playwright reports the request.
  await expect
    .poll(() => beacons.map((body) => JSON.parse(body)))
    .toEqual([
      { event: 'view', project: id, referrer: 'www.linkedin.com' },
      { event: 'share', project: id },
    ]);
  const noScript = await visit(browser, { userAgent: DESKTOP.replace('139.0.0.0', '142.0.0.0'), javaScriptEnabled: false });
  const pixel = noScript.page.waitForResponse((response) => new URL(response.url()).pathname === '/count.gif');
  await noScript.page.goto(`${origin}${projectPath(id)}`);
  expect((await pixel).status()).toBe(200);
  await expect.poll(() => totals()[`view:${id}`]).toBe((before[`view:${id}`] ?? 0) + 2);
  // The not-found page counts nothing.
  const notFound = await visit(browser, { userAgent: DESKTOP });
  await notFound.page.goto(`${origin}/proyectos/no-existe`);
  await notFound.page.waitForLoadState('load');
  expect(notFound.beacons).toEqual([]);
  expect(errors).toEqual([]);
  for (const { context: each } of [{ context }, noScript, notFound]) await each.close();
});

test('the count database holds no address, user agent or cookie', () => {
  const bytes = readdirSync(dataDir)
    .filter((name) => name.startsWith('counts.db'))
    .map((name) => readFileSync(path.join(dataDir, name)).toString('latin1'))
    .join('');
  expect(bytes.length).toBeGreaterThan(0);
  for (const secret of ['127.0.0.1', 'Mozilla', 'Chrome/1', 'Googlebot', 'cookie']) expect(bytes).not.toContain(secret);
});
