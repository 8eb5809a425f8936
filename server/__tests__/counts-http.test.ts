import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../content/projects.ts';
import { dayOf } from '../../counts/count-policy.ts';
import { MAX_SOURCES_PER_DAY } from '../../counts/count-policy.ts';
import { openCountStore } from '../count-store.ts';
import { listen, payload, post, tempDirs, testConfig } from './helpers/test-site.ts';

// The counts through the real server: Fastify, the shared core and a real SQLite file in a
// temporary DATA_DIR. Each request's stored result is read back from counts.db.

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const project = projects[0]!.id;

const dirs = tempDirs();
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await listen(testConfig(dirs)));
});
afterAll(async () => {
  await app.close();
  dirs.cleanup();
});

/** Today's totals, as `npm run stats` reads them. */
function totals(dataDir = dirs.dataDir): Record<string, number> {
  const store = openCountStore(dataDir);
  try {
    return Object.fromEntries(store.daily(dayOf(Date.now())).map((row) => [row.counter, row.n]));
  } finally {
    store.close();
  }
}

const beacon = (at: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${at}/count`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const pixel = (at: string, query = '', headers: Record<string, string> = {}) =>
  fetch(`${at}/count.gif${query}`, { headers: { 'user-agent': DESKTOP, ...headers } });

describe('POST /count and GET /count.gif on the local server', () => {
  it('counts a view with its referrer host and utm_source, and one unique visitor however many pages they see', async () => {
    const first = await beacon(origin, { event: 'view', referrer: 'www.google.com', utm: 'newsletter' });
    expect([first.status, first.headers.get('set-cookie')]).toEqual([204, null]);
    expect((await beacon(origin, { event: 'view', project })).status).toBe(204);
    expect((await beacon(origin, { event: 'cv' })).status).toBe(204);
    expect((await beacon(origin, { event: 'more' })).status).toBe(204);
    expect((await beacon(origin, { event: 'share', project })).status).toBe(204);
    expect(totals()).toEqual({
      view: 1,
      [`view:${project}`]: 1,
      cv: 1,
      more: 1,
      [`share:${project}`]: 1,
      'ref:www.google.com': 1,
      'utm:newsletter': 1,
      visitors: 1,
    });
    // Another browser on the same address is another visitor.
    await beacon(origin, { event: 'view' }, { 'user-agent': PHONE });
    expect(totals()).toMatchObject({ view: 2, visitors: 2 });
  });

  it('names where a visitor came from once a day: a reload or a way back sends the same referrer again', async () => {
    const before = totals();
    const from = { event: 'view', referrer: 'www.linkedin.com', utm: 'linkedin' };
    for (let i = 0; i < 3; i++) expect((await beacon(origin, from, { 'user-agent': TABLET })).status).toBe(204);
    const after = totals();
    expect(after.view! - before.view!).toBe(3);
    expect([after['ref:www.linkedin.com'], after['utm:linkedin']]).toEqual([1, 1]);
  });

  it('counts a visit without JavaScript through the pixel, answering a GIF whatever happens', async () => {
    const before = totals();
    const home = await pixel(origin);
    expect([home.status, home.headers.get('content-type'), home.headers.get('cache-control')]).toEqual([200, 'image/gif', 'no-store']);
    expect((await home.arrayBuffer()).byteLength).toBeGreaterThan(30);
    await pixel(origin, `?project=${project}`);
    const bad = await pixel(origin, '?project=no-existe');
    expect([bad.status, bad.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect(totals()).toEqual({ ...before, view: before.view! + 1, [`view:${project}`]: before[`view:${project}`]! + 1 });
  });

  it('counts nothing from a visitor with Global Privacy Control or Do Not Track, nor from robots and headless browsers', async () => {
    const before = totals();
    const refused = [
      await beacon(origin, { event: 'view' }, { 'sec-gpc': '1' }),
      await beacon(origin, { event: 'view' }, { dnt: '1' }),
      await pixel(origin, '', { 'sec-gpc': '1' }),
      await pixel(origin, '', { dnt: '1' }),
      await beacon(origin, { event: 'view' }, { 'user-agent': DESKTOP.replace('Chrome/', 'HeadlessChrome/') }),
      await beacon(origin, { event: 'view' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      await pixel(origin, '', { 'user-agent': 'curl/8.5.0' }),
    ];
    expect(refused.map((response) => response.status)).toEqual([204, 204, 200, 200, 204, 204, 200]);
    expect(totals()).toEqual(before);
  });

  it('refuses malformed and unknown events with 400 (413 past 512 bytes) and stores nothing', async () => {
    const before = totals();
    const statuses = [
      await beacon(origin, { event: 'click' }),
      await beacon(origin, { event: 'message' }),
      await beacon(origin, { event: 'view', project: 'no-existe' }),
      await beacon(origin, { event: 'share' }),
      await beacon(origin, { event: 'view', referrer: 'https://google.com/?q=ana' }),
      await beacon(origin, { event: 'view', ip: '203.0.113.9' }),
      await beacon(origin, 'no es json'),
      await beacon(origin, ''),
    ].map((response) => response.status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400]);
    expect((await beacon(origin, { event: 'view', utm: 'a'.repeat(2000) })).status).toBe(413);
    expect(totals()).toEqual(before);
  });

  it('counts a contact message when the server stores it, and who wrote among the day’s visitors', async () => {
    const before = totals();
    const sent = await post(origin, JSON.stringify({ data: payload() }), { 'content-type': 'application/json', 'user-agent': DESKTOP });
    expect(sent.status).toBe(200);
    // The same browser as the first test's visitor: one more who wrote, no new visitor.
    expect(totals()).toEqual({ ...before, message: 1, 'visitors:message': 1 });
    // A message refused (a foreign recipient) is not counted.
    await post(origin, JSON.stringify({ data: payload({ to: ['otro@example.com'] }) }), {
      'content-type': 'application/json',
      'user-agent': DESKTOP,
    });
    expect(totals()).toEqual({ ...before, message: 1, 'visitors:message': 1 });
    // One sent with GPC is a message received, and nothing about its visitor.
    await post(origin, JSON.stringify({ data: payload() }), { 'content-type': 'application/json', 'user-agent': PHONE, 'sec-gpc': '1' });
    expect(totals()).toEqual({ ...before, message: 2, 'visitors:message': 1 });
  });

  it('keeps no address, user agent or cookie in its files', async () => {
    await app.close();
    ({ app, origin } = await listen(testConfig(dirs)));
    const files = readdirSync(dirs.dataDir).filter((name) => name.startsWith('counts.db'));
    expect(files).toContain('counts.db');
    const bytes = files.map((name) => readFileSync(path.join(dirs.dataDir, name)).toString('latin1')).join('');
    for (const secret of ['127.0.0.1', DESKTOP, PHONE, 'Chrome/139', 'iPhone', 'cookie', 'Cookie']) expect(bytes).not.toContain(secret);
  });
});

describe('a flood of counts', () => {
  const floodDirs = tempDirs();
  afterAll(() => floodDirs.cleanup());

  it('refuses malformed posts within the same limit (each was a log line for the owner)', async () => {
    const flooded = await listen(testConfig(floodDirs, { countRateLimitMax: 5 }));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await beacon(flooded.origin, 'x')).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    } finally {
      await flooded.app.close();
    }
  });

  it('is rate-limited per address (429 with Retry-After) and cannot grow the referrers past the day’s cap', async () => {
    const flooded = await listen(testConfig(floodDirs, { countRateLimitMax: MAX_SOURCES_PER_DAY + 10 }));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < MAX_SOURCES_PER_DAY + 20; i++) {
        statuses.push(
          (await beacon(flooded.origin, { event: 'view', referrer: `spam${i}.example` }, { 'user-agent': `${DESKTOP} ${i}` })).status,
        );
      }
      expect(statuses.filter((status) => status === 204)).toHaveLength(MAX_SOURCES_PER_DAY + 10);
      expect(statuses.slice(MAX_SOURCES_PER_DAY + 10).every((status) => status === 429)).toBe(true);
      const limited = await beacon(flooded.origin, { event: 'cv' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

      const stored = totals(floodDirs.dataDir);
      expect(stored.view).toBe(MAX_SOURCES_PER_DAY + 10);
      expect(stored.visitors).toBe(MAX_SOURCES_PER_DAY + 10);
      const referrers = Object.keys(stored).filter((counter) => counter.startsWith('ref:'));
      expect(referrers).toHaveLength(MAX_SOURCES_PER_DAY + 1);
      expect(stored['ref:(otros)']).toBe(10);
      expect(stored.cv).toBeUndefined();
    } finally {
      await flooded.app.close();
    }
  });
});
