import { DatabaseSync, enhance } from '@photostructure/sqlite';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCounter } from '../../counts/count-core.ts';
import { MAX_VISITORS_PER_DAY, RETENTION_DAYS } from '../../counts/count-policy.ts';
import { COUNTS_FILE, openCountStore } from '../count-store.ts';
import { tempDirs } from './helpers/test-site.ts';
import { midnightVisits } from '../../counts/__tests__/midnight-visits.ts';

// The shared core over the real SQLite store, with the clock moved by hand: the salt lives one
// day, visitor rows RETENTION_DAYS, and a day remembers at most MAX_VISITORS_PER_DAY visitors.

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const DAY = 86_400_000;
const dirs = tempDirs();
afterAll(() => dirs.cleanup());

const raw = () => enhance(new DatabaseSync(path.join(dirs.dataDir, COUNTS_FILE), { readOnly: true }));

describe('the local count store', () => {
  it('keeps each salt for its day only, visitor rows for RETENTION_DAYS, and the totals for good', async () => {
    const store = openCountStore(dirs.dataDir);
    let now = Date.parse('2026-03-01T12:00:00Z');
    const counter = createCounter({ store, now: () => now });
    const visit = () => counter.page({ event: 'view' }, { address: '203.0.113.9', headers: { 'user-agent': DESKTOP } });

    await visit();
    const db = raw();
    const salts = () => db.prepare('SELECT day FROM salts').all();
    const visitorDays = () => db.prepare('SELECT DISTINCT day FROM visitors ORDER BY day').pluck().all();
    const hashes = () => db.prepare('SELECT visitor FROM visitors').pluck().all() as string[];
    expect(salts()).toEqual([{ day: '2026-03-01' }]);
    const firstHash = hashes()[0]!;

    now += DAY;
    await visit();
    // A new day: a new salt (the old one gone), so the same person is a new hash.
    expect(salts()).toEqual([{ day: '2026-03-02' }]);
    expect(new Set(hashes()).size).toBe(2);
    expect(hashes().filter((hash) => hash === firstHash)).toHaveLength(1);

    now += (RETENTION_DAYS - 1) * DAY;
    await visit();
    expect(visitorDays()).toEqual(['2026-03-02', '2026-03-31']);
    now += DAY;
    await visit();
    expect(visitorDays()).toEqual(['2026-03-31', '2026-04-01']);
    // The totals stay after their visitor rows are gone.
    expect(store.daily('2026-03-01').filter((row) => row.counter === 'visitors')).toHaveLength(4);
    db.close();
    store.close();
  });

  it('counts a request read just before midnight, stored after the next day began, on that day, whose salt it keeps', async () => {
    const store = openCountStore(path.join(dirs.root, 'midnight'));
    await midnightVisits(store);
    const totals = Object.fromEntries(store.daily('2026-03-01').map(({ day, counter, n }) => [`${day} ${counter}`, n]));
    // The same person twice on the new day is one visitor: the new day's salt was not made again.
    expect(totals).toEqual({ '2026-03-02 view': 3, '2026-03-02 visitors': 2 });
    store.close();
  });

  it('leaves no trace of a past day’s salt in its files: with it, a copy of them would tie the hashes to addresses', async () => {
    const dataDir = path.join(dirs.root, 'salts');
    const store = openCountStore(dataDir);
    const salt = 'c0ffee'.repeat(8);
    await store.saltFor('2026-03-01', () => salt);
    await store.apply({ day: '2026-03-01', visitor: 'v1', counters: ['view'], sources: [], message: false });
    await store.saltFor('2026-03-04', () => 'f00d'.repeat(12));
    const files = () => readdirSync(dataDir).map((file) => readFileSync(path.join(dataDir, file)).toString('latin1'));
    expect(
      files().some((bytes) => bytes.includes(salt)),
      'while the server runs',
    ).toBe(false);
    store.close();
    expect(
      files().some((bytes) => bytes.includes(salt)),
      'once it has stopped',
    ).toBe(false);
  });

  it(`remembers at most its cap of visitors a day (${MAX_VISITORS_PER_DAY} by default); later ones still add to the counters`, async () => {
    // A cap of 40 here: filling the real one is 20 000 commits, 8–20 s on this machine.
    const cap = 40;
    const store = openCountStore(dirs.dataDir, { maxVisitorsPerDay: cap });
    const day = '2026-05-05';
    for (let i = 0; i < cap + 3; i++) await store.apply({ day, visitor: `v${i}`, counters: ['view'], sources: [], message: false });
    const totals = Object.fromEntries(store.daily(day).map((row) => [row.counter, row.n]));
    expect(totals).toEqual({ view: cap + 3, visitors: cap });
    const db = raw();
    expect(db.prepare('SELECT count(*) FROM visitors WHERE day = ?').pluck().get(day)).toBe(cap);
    db.close();
    store.close();
  });
});
