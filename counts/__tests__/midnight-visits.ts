import { createCounter, type CountStore } from '../count-core.ts';

/**
 * The day change either store must get right, with the clock moved by hand: a person counted just
 * after midnight (UTC), a request read just before it and stored after, the same person again.
 * Right: all three on 2026-03-02, two visitors, one salt (run by server/__tests__/count-store.test.ts
 * and, in the Firestore emulator, functions/src/__tests__/count-day-change.emulator.ts).
 */
export async function midnightVisits(store: CountStore): Promise<void> {
  let now = Date.parse('2026-03-02T00:00:00.010Z');
  const counter = createCounter({ store, now: () => now });
  const user = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
  const visit = (address: string) => counter.page({ event: 'view' }, { address, headers: { 'user-agent': user } });
  await visit('203.0.113.9');
  now = Date.parse('2026-03-01T23:59:59.990Z');
  await visit('198.51.100.7');
  now = Date.parse('2026-03-02T00:00:01Z');
  await visit('203.0.113.9');
}
