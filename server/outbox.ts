import { DatabaseSync } from '@photostructure/sqlite';
import type { ContactMail } from '../contact/build-mail.ts';
import { privateDataFile } from './private-data-file.ts';

// The SQLite outbox: every accepted message is a row, committed (WAL + synchronous=FULL, so
// on disk) before the visitor hears "sent". The delivery worker moves rows through
//   stored → sending → sent, or back to stored with a later next_attempt_at, or failed.
// Several processes may open it at once (the server and `npm run messages`).

export type MessageState = 'stored' | 'sending' | 'sent' | 'failed';
export const MESSAGE_STATES: readonly MessageState[] = ['stored', 'sending', 'sent', 'failed'];

export interface OutboxMessage {
  id: number;
  state: MessageState;
  attempts: number;
  /** Epoch milliseconds, like every timestamp here. */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
  mail: ContactMail;
}

interface Row {
  id: number;
  state: MessageState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
  mail: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    state TEXT NOT NULL CHECK (state IN ('stored', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    sent_at INTEGER,
    mail TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS messages_due ON messages (state, next_attempt_at);
`;

const toMessage = (row: Row): OutboxMessage => ({
  id: row.id,
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  sentAt: row.sent_at,
  mail: JSON.parse(row.mail) as ContactMail,
});

export type Outbox = ReturnType<typeof openOutbox>;

export const OUTBOX_FILE = 'messages.db';

export function openOutbox(dataDir: string) {
  const db = new DatabaseSync(privateDataFile(dataDir, OUTBOX_FILE), { timeout: 5000 });
  // secure_delete: a message deleted at its sender's request leaves no bytes in the file's free pages.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON');
  db.exec(SCHEMA);

  const insert = db.prepare(
    `INSERT INTO messages (state, attempts, next_attempt_at, created_at, updated_at, mail) VALUES ('stored', 0, ?, ?, ?, ?)`,
  );
  const claim = db.prepare(`
    UPDATE messages SET state = 'sending', updated_at = @now
    WHERE id = (SELECT id FROM messages WHERE state = 'stored' AND next_attempt_at <= @now ORDER BY next_attempt_at, id LIMIT 1)
    RETURNING *`);
  const sent = db.prepare(
    `UPDATE messages SET state = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = @now, updated_at = @now WHERE id = @id`,
  );
  const retry = db.prepare(
    `UPDATE messages SET state = 'stored', attempts = attempts + 1, last_error = @error, next_attempt_at = @next, updated_at = @now WHERE id = @id`,
  );
  const failed = db.prepare(
    `UPDATE messages SET state = 'failed', attempts = attempts + 1, last_error = @error, updated_at = @now WHERE id = @id`,
  );
  const requeue = db.prepare(
    `UPDATE messages SET state = 'stored', attempts = 0, next_attempt_at = @now, updated_at = @now WHERE id = @id AND state = 'failed'`,
  );
  const requeueAllFailed = db.prepare(
    `UPDATE messages SET state = 'stored', attempts = 0, next_attempt_at = @now, updated_at = @now WHERE state = 'failed'`,
  );
  const interrupted = db.prepare(`UPDATE messages SET state = 'stored', updated_at = @now WHERE state = 'sending'`);
  const oneInterrupted = db.prepare(`UPDATE messages SET state = 'stored', updated_at = @now WHERE state = 'sending' AND id = @id`);
  const nextDue = db.prepare(`SELECT MIN(next_attempt_at) AS at FROM messages WHERE state = 'stored'`);

  return {
    /** Commits the message; when this returns, it is on disk. */
    add(mail: ContactMail, now = Date.now()): number {
      return Number(insert.run(now, now, now, JSON.stringify(mail)).lastInsertRowid);
    },
    /** Takes the next due message for delivery (atomically, even across processes). */
    claimNext(now = Date.now()): OutboxMessage | null {
      const row = claim.get({ now }) as Row | undefined;
      return row ? toMessage(row) : null;
    },
    markSent(id: number, now = Date.now()): void {
      sent.run({ id, now });
    },
    markRetry(id: number, error: string, nextAttemptAt: number, now = Date.now()): void {
      retry.run({ id, error, next: nextAttemptAt, now });
    },
    markFailed(id: number, error: string, now = Date.now()): void {
      failed.run({ id, error, now });
    },
    /** After a crash or kill -9: what was being sent (or only message `id`) is due again (it may arrive twice, never zero times). */
    requeueInterrupted(now = Date.now(), id?: number): number {
      return (id === undefined ? interrupted.run({ now }) : oneInterrupted.run({ now, id })).changes;
    },
    /** failed → stored, attempts reset; returns how many rows changed. */
    requeueFailed(id: number | 'all', now = Date.now()): number {
      return (id === 'all' ? requeueAllFailed.run({ now }) : requeue.run({ id, now })).changes;
    },
    nextDueAt(): number | null {
      return (nextDue.get() as { at: number | null }).at;
    },
    /** Deletes a message not being sent at this moment (a sender's request, a spam); whether it did. */
    delete(id: number): boolean {
      const deleted = db.prepare("DELETE FROM messages WHERE id = ? AND state <> 'sending'").run(id).changes === 1;
      // The write-ahead log still holds the pages the message was written in: emptied into the
      // file now (busy while another process reads, then at that one's next write).
      if (deleted) db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get();
      return deleted;
    },
    get(id: number): OutboxMessage | null {
      const row = db.prepare('SELECT * FROM messages WHERE id = ?').get(id) as Row | undefined;
      return row ? toMessage(row) : null;
    },
    list(state?: MessageState): OutboxMessage[] {
      const rows = state
        ? db.prepare('SELECT * FROM messages WHERE state = ? ORDER BY id').all(state)
        : db.prepare('SELECT * FROM messages ORDER BY id').all();
      return (rows as unknown as Row[]).map(toMessage);
    },
    /** The settings that make a commit durable (synchronous is per connection, so ask this one). */
    durability(): { journalMode: string; synchronous: string } {
      const { synchronous: level } = db.prepare('PRAGMA synchronous').get() as { synchronous: number };
      const { journal_mode: journalMode } = db.prepare('PRAGMA journal_mode').get() as { journal_mode: string };
      return { journalMode, synchronous: ['OFF', 'NORMAL', 'FULL', 'EXTRA'][level] ?? 'unknown' };
    },
    close(): void {
      if (db.isOpen) db.close();
    },
  };
}
