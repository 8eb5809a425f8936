// Run by e2e/firebase/counts.firebase.ts in the Firestore emulator (FIRESTORE_EMULATOR_HOST), in
// a project of its own so the suite's counts are untouched: the Firestore store's day change with
// the clock moved by hand (counts/__tests__/midnight-visits.ts, as for SQLite): prints the
// totals by day and the salts left, as JSON.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { midnightVisits } from '../../../counts/__tests__/midnight-visits.ts';
import { COUNT_DAYS, COUNT_SALTS, firestoreCountStore } from '../firestore-counts.ts';

const db = getFirestore(initializeApp({ projectId: 'demo-cambio-de-dia' }));
await Promise.all([COUNT_SALTS, COUNT_DAYS].map((name) => db.recursiveDelete(db.collection(name))));

await midnightVisits(firestoreCountStore(db));

const days = await db.collection(COUNT_DAYS).get();
const totals = Object.fromEntries(
  days.docs.flatMap((doc) => Object.entries(doc.get('counts') as Record<string, number>).map(([name, n]) => [`${doc.id} ${name}`, n])),
);
const salts = (await db.collection(COUNT_SALTS).get()).docs.map((doc) => doc.id);
console.log(JSON.stringify({ totals, salts }));
