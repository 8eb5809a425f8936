import { DatabaseSync, enhance } from '@photostructure/sqlite';
import { privateDataFile } from './private-data-file.ts';
import type { CountChange, CountStore, DaySalt } from '../counts/count-core.ts';
import { otherSource, VISITORS, VISITORS_WHO_WROTE } from '../counts/counters.ts';
import { MAX_SOURCES_PER_DAY, MAX_VISITORS_PER_DAY, oldestKeptDay, OTHER_SOURCE } from '../counts/count-policy.ts';

// The local server's counts, in DATA_DIR/counts.db (apart from the messages: losing a count is
// no loss of a message, so this file trades fsyncs for speed). Three tables:
//   salts     the newest day's salt, one row; earlier days' rows deleted, their bytes wiped, with the next day's first count
//   visitors  the day's salted visitor hashes (bounded per day), deleted after RETENTION_DAYS
//   daily     the totals: (day, counter) → n, kept
// No address, user agent or cookie is ever written here.

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS visitors (
    day TEXT NOT NULL,
    visitor TEXT NOT NULL,
    wrote INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, visitor)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS daily (
    day TEXT NOT NULL,
    counter TEXT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (day, counter)
  ) WITHOUT ROWID;
`;

export interface DailyCount {
  day: string;
  counter: string;
  n: number;
}

export type LocalCountStore = CountStore & {
  /** Every total from `fromDay` on, oldest first. */
  daily(fromDay: string): DailyCount[];
  close(): void;
};

export const COUNTS_FILE = 'counts.db';

/** `maxVisitorsPerDay`: the policy's cap, smaller only where a test fills a day. */
export function openCountStore(dataDir: string, { maxVisitorsPerDay = MAX_VISITORS_PER_DAY } = {}): LocalCountStore {
  // enhance(): better-sqlite3's transaction(), which node:sqlite's API lacks (BEGIN, COMMIT, ROLLBACK on a throw).
  const db = enhance(new DatabaseSync(privateDataFile(dataDir, COUNTS_FILE), { timeout: 5000 }));
  // secure_delete: a deleted row's bytes are overwritten, not left in free pages; a past day's salt,
  // left there, tied a copy of this file's hashes to addresses (a day's worth tried in minutes).
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON');
  db.exec(SCHEMA);

  const newestSalt = db.prepare('SELECT day, salt FROM salts ORDER BY day DESC LIMIT 1');
  const putSalt = db.prepare('INSERT INTO salts (day, salt) VALUES (?, ?)');
  const dropOlderSalts = db.prepare('DELETE FROM salts WHERE day < ?');
  const dropOldVisitors = db.prepare('DELETE FROM visitors WHERE day < ?');
  const add = db.prepare('INSERT INTO daily (day, counter, n) VALUES (?, ?, 1) ON CONFLICT (day, counter) DO UPDATE SET n = n + 1');
  const hasCounter = db.prepare('SELECT n FROM daily WHERE day = ? AND counter = ?');
  const sourcesOf = db.prepare("SELECT count(*) AS c FROM daily WHERE day = ? AND (counter LIKE 'ref:%' OR counter LIKE 'utm:%')");
  const visitorRow = db.prepare('SELECT wrote FROM visitors WHERE day = ? AND visitor = ?');
  const visitorsOf = db.prepare('SELECT count(*) AS c FROM visitors WHERE day = ?');
  const addVisitor = db.prepare('INSERT INTO visitors (day, visitor, wrote) VALUES (?, ?, ?)');
  const markWrote = db.prepare('UPDATE visitors SET wrote = 1 WHERE day = ? AND visitor = ?');
  const readDaily = db.prepare('SELECT day, counter, n FROM daily WHERE day >= ? ORDER BY day, counter');

  const saltOfDay = db.transaction((day: string, fresh: () => string): DaySalt & { made: boolean } => {
    const newest = newestSalt.get() as DaySalt | undefined;
    if (newest && newest.day >= day) return { day: newest.day, salt: newest.salt, made: false };
    const salt = fresh();
    putSalt.run(day, salt);
    dropOlderSalts.run(day);
    dropOldVisitors.run(oldestKeptDay(day));
    return { day, salt, made: true };
  });
  // The write-ahead log still holds the pages the old salt was written in: emptied once a day, and
  // at the next counts until it is (a reader, npm run stats, keeps it from emptying meanwhile).
  const emptyLog = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)');
  let logToEmpty = false;
  const saltFor = (day: string, fresh: () => string): DaySalt => {
    const { made, ...daySalt } = saltOfDay(day, fresh);
    if (made || logToEmpty) logToEmpty = (emptyLog.get() as { busy: number }).busy !== 0;
    return daySalt;
  };

  const apply = db.transaction((change: CountChange) => {
    for (const counter of change.counters) add.run(change.day, counter);
    if (change.visitor === undefined) return;
    const row = visitorRow.get(change.day, change.visitor) as { wrote: number } | undefined;
    if (row === undefined) {
      if ((visitorsOf.get(change.day) as { c: number }).c >= maxVisitorsPerDay) return;
      addVisitor.run(change.day, change.visitor, change.message ? 1 : 0);
      add.run(change.day, VISITORS);
      if (change.message) add.run(change.day, VISITORS_WHO_WROTE);
      // Where a visitor came from, at their first view of the day only (counters.ts).
      for (const source of change.sources) {
        const known = hasCounter.get(change.day, source) !== undefined;
        add.run(
          change.day,
          known || (sourcesOf.get(change.day) as { c: number }).c < MAX_SOURCES_PER_DAY ? source : otherSource(source, OTHER_SOURCE),
        );
      }
    } else if (change.message && row.wrote === 0) {
      markWrote.run(change.day, change.visitor);
      add.run(change.day, VISITORS_WHO_WROTE);
    }
  });

  return {
    saltFor,
    apply,
    daily: (fromDay) => readDaily.all(fromDay) as DailyCount[],
    close: () => db.close(),
  };
}
