import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldPath, FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { CountChange, CountStore, DaySalt } from '../../counts/count-core.ts';
import { isSource, otherSource, VISITORS, VISITORS_WHO_WROTE } from '../../counts/counters.ts';
import {
  daysBefore,
  MAX_SOURCES_PER_DAY,
  MAX_VISITORS_PER_DAY,
  oldestKeptDay,
  OTHER_SOURCE,
  RETENTION_DAYS,
} from '../../counts/count-policy.ts';
import type { DayTotal } from '../../counts/stats-report.ts';
import { countEvents } from './log.ts';

// The Firebase twin of server/count-store.ts. Only the function (Admin SDK) reads or writes
// these; firestore.rules refuse every browser.
//   countSalts/{day}                 { salt }: the newest day's salt; earlier days' documents deleted with its making
//   countDays/{day}                  { counts: { <counter>: n } }: the totals, kept
//   countDays/{day}/visitors/{hash}  { wrote }: the day's salted hashes, deleted after RETENTION_DAYS

export const COUNT_SALTS = 'countSalts';
export const COUNT_DAYS = 'countDays';
const VISITOR_ROWS = 'visitors';

export function firestoreCountStore(db: Firestore): CountStore {
  const salts = db.collection(COUNT_SALTS);
  const days = db.collection(COUNT_DAYS);

  /** Once a day: the visitor rows past retention go (a month of days without visits is caught up). */
  async function dropOldVisitors(today: string): Promise<void> {
    const old = await days
      .where(FieldPath.documentId(), '>=', daysBefore(oldestKeptDay(today), RETENTION_DAYS))
      .where(FieldPath.documentId(), '<', oldestKeptDay(today))
      .get();
    await Promise.all(old.docs.map((doc) => db.recursiveDelete(doc.ref.collection(VISITOR_ROWS))));
  }

  return {
    async saltFor(day, fresh) {
      const { daySalt, made } = await db.runTransaction(async (transaction): Promise<{ daySalt: DaySalt; made: boolean }> => {
        // The day's own document is read too: two instances making it at once then retry, not fail.
        const [own, stored] = await Promise.all([transaction.get(salts.doc(day)), transaction.get(salts)]);
        const newest = [own, ...stored.docs]
          .filter((doc) => typeof doc.get('salt') === 'string' && doc.id >= day)
          .sort((a, b) => (a.id < b.id ? 1 : -1))[0];
        if (newest) return { daySalt: { day: newest.id, salt: newest.get('salt') as string }, made: false };
        const salt = fresh();
        transaction.create(salts.doc(day), { salt });
        // With its making, not after: a failure then cannot leave the last day's salt for a day more.
        for (const doc of stored.docs) transaction.delete(doc.ref);
        return { daySalt: { day, salt }, made: true };
      });
      // A failed clean-up costs no count: the next day's catches it up.
      if (made) await dropOldVisitors(day).catch((error: unknown) => countEvents.cleanupFailed(error));
      return daySalt;
    },

    async apply(change: CountChange) {
      const dayRef = days.doc(change.day);
      // Keys of a merged object are taken literally (a host's dots are no field path).
      const increments = (add: ReadonlyMap<string, number>) => ({
        counts: Object.fromEntries([...add].map(([counter, n]) => [counter, FieldValue.increment(n)])),
      });
      if (change.visitor === undefined) {
        await dayRef.set(increments(new Map(change.counters.map((counter) => [counter, 1]))), { merge: true });
        return;
      }
      const visitorRef = dayRef.collection(VISITOR_ROWS).doc(change.visitor);
      await db.runTransaction(async (transaction) => {
        const [dayDoc, visitorDoc] = await Promise.all([transaction.get(dayRef), transaction.get(visitorRef)]);
        const counts = (dayDoc.get('counts') ?? {}) as Record<string, number>;
        const add = new Map<string, number>();
        const bump = (counter: string) => add.set(counter, (add.get(counter) ?? 0) + 1);
        change.counters.forEach(bump);
        if (!visitorDoc.exists) {
          if ((counts[VISITORS] ?? 0) < MAX_VISITORS_PER_DAY) {
            transaction.create(visitorRef, { wrote: change.message });
            bump(VISITORS);
            if (change.message) bump(VISITORS_WHO_WROTE);
            // Where a visitor came from, at their first view of the day only (counts/counters.ts).
            let sources = Object.keys(counts).filter(isSource).length;
            for (const source of change.sources) {
              if (source in counts || add.has(source)) bump(source);
              else if (sources < MAX_SOURCES_PER_DAY) {
                bump(source);
                sources++;
              } else bump(otherSource(source, OTHER_SOURCE));
            }
          }
        } else if (change.message && visitorDoc.get('wrote') !== true) {
          transaction.update(visitorRef, { wrote: true });
          bump(VISITORS_WHO_WROTE);
        }
        transaction.set(dayRef, increments(add), { merge: true });
      });
    },
  };
}

/** `npm run stats -- --firestore`: every total from `fromDay` on. */
export async function readFirestoreTotals(projectId: string, fromDay: string): Promise<DayTotal[]> {
  const app = getApps()[0] ?? initializeApp({ projectId });
  const snapshot = await getFirestore(app).collection(COUNT_DAYS).where(FieldPath.documentId(), '>=', fromDay).get();
  return snapshot.docs.flatMap((doc) =>
    Object.entries((doc.get('counts') ?? {}) as Record<string, number>).map(([counter, n]) => ({ day: doc.id, counter, n })),
  );
}
