// Run by e2e/firebase/counts.firebase.ts in the Firestore emulator (FIRESTORE_EMULATOR_HOST), in
// a project of its own so the suite's counts are untouched: the Firestore store's day change with
// the clock moved by hand, as server/__tests__/count-store.test.ts does for SQLite. A person
// counted just after midnight, a request read just before it and stored after, the same person
// again: prints the totals by day and the salts left, as JSON.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createCounter } from '../../../counts/count-core.ts';
import { COUNT_DAYS, COUNT_SALTS, firestoreCountStore } from '../firestore-counts.ts';

const db = getFirestore(initializeApp({ projectId: 'demo-cambio-de-dia' }));
await Promise.all([COUNT_SALTS, COUNT_DAYS].map((name) => db.recursiveDelete(db.collection(name))));

let now = Date.parse('2026-03-02T00:00:00.010Z');
const counter = createCounter({ store: firestoreCountStore(db), now: () => now });
const user = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const visit = (address: string) => counter.page({ event: 'view' }, { address, headers: { 'user-agent': user } });
await visit('203.0.113.9');
now = Date.parse('2026-03-01T23:59:59.990Z');
await visit('198.51.100.7');
now = Date.parse('2026-03-02T00:00:01Z');
await visit('203.0.113.9');

const days = await db.collection(COUNT_DAYS).get();
const totals = Object.fromEntries(
  days.docs.flatMap((doc) => Object.entries(doc.get('counts') as Record<string, number>).map(([name, n]) => [`${doc.id} ${name}`, n])),
);
const salts = (await db.collection(COUNT_SALTS).get()).docs.map((doc) => doc.id);
console.log(JSON.stringify({ totals, salts }));
