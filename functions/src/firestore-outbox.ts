import type { Firestore } from 'firebase-admin/firestore';
import type { ContactMail } from '../../contact/build-mail.ts';

// The Firebase twin of server/outbox.ts: one Firestore document per message in `messages`,
// written before the callable answers success. States: stored → sending → sent, or
// retrying (the platform re-delivers the trigger event with backoff) → … → failed.
// To re-send a failed message, set its `state` back to "stored" in the Firestore console.

export const MESSAGES = 'messages';
/** A claim older than this is from an instance that died mid-send: it may be taken again. */
const SENDING_LEASE_MS = 5 * 60_000;

export type FirestoreMessageState = 'stored' | 'sending' | 'retrying' | 'sent' | 'failed';

export interface MessageDocument {
  state: FirestoreMessageState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  claimedAt: Date | null;
  sentAt: Date | null;
  mail: ContactMail;
}

/**
 * What a claim finds: the message, now this instance's to send (`attempts` made so far); another
 * instance's send still inside its lease, which ends at `heldUntil` (that instance may have died:
 * try then); or null, nothing left to do (sent, failed, gone).
 */
export type Claim = { mail: ContactMail; attempts: number } | { heldUntil: number } | null;

export interface DeliveryStore {
  /** Takes the message for sending if nobody else is sending it. */
  claim(id: string, now: number): Promise<Claim>;
  markSent(id: string, attempts: number, now: number): Promise<void>;
  markRetrying(id: string, attempts: number, error: string, now: number): Promise<void>;
  markFailed(id: string, attempts: number, error: string, now: number): Promise<void>;
}

export interface ContactOutbox extends DeliveryStore {
  add(mail: ContactMail, now?: number): Promise<string>;
}

/** Firestore Timestamps come back with toMillis(); plain Dates (or fakes) with getTime(). */
function millis(value: unknown): number {
  if (value && typeof (value as { toMillis?: unknown }).toMillis === 'function') return (value as { toMillis: () => number }).toMillis();
  if (value instanceof Date) return value.getTime();
  return 0;
}

export function firestoreOutbox(db: Firestore): ContactOutbox {
  const messages = db.collection(MESSAGES);
  const update = (id: string, fields: Partial<MessageDocument>) =>
    messages
      .doc(id)
      .update(fields)
      .then(() => undefined);

  return {
    async add(mail, now = Date.now()) {
      const at = new Date(now);
      const document: MessageDocument = {
        state: 'stored',
        attempts: 0,
        lastError: null,
        createdAt: at,
        updatedAt: at,
        claimedAt: null,
        sentAt: null,
        mail,
      };
      return (await messages.add(document)).id;
    },
    claim(id, now) {
      return db.runTransaction(async (transaction) => {
        const ref = messages.doc(id);
        const snapshot = await transaction.get(ref);
        const data = snapshot.data() as MessageDocument | undefined;
        if (!data) return null;
        const leaseEnds = millis(data.claimedAt) + SENDING_LEASE_MS;
        if (data.state === 'sending' && now <= leaseEnds) return { heldUntil: leaseEnds };
        if (data.state !== 'stored' && data.state !== 'retrying' && data.state !== 'sending') return null;
        transaction.update(ref, { state: 'sending', claimedAt: new Date(now), updatedAt: new Date(now) });
        // "stored" with attempts made is a message the owner re-queued by hand: it gets every attempt again.
        return { mail: data.mail, attempts: data.state === 'stored' ? 0 : data.attempts };
      });
    },
    markSent: (id, attempts, now) =>
      update(id, { state: 'sent', attempts, lastError: null, sentAt: new Date(now), updatedAt: new Date(now) }),
    markRetrying: (id, attempts, error, now) => update(id, { state: 'retrying', attempts, lastError: error, updatedAt: new Date(now) }),
    markFailed: (id, attempts, error, now) => update(id, { state: 'failed', attempts, lastError: error, updatedAt: new Date(now) }),
  };
}
