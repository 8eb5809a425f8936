import { defaultRetryPolicy, describeMailError, isPermanentMailError, type RetryPolicy } from '../../contact/delivery-policy.ts';
import { log } from './log.ts';
import type { MailSender } from '../../contact/mail-sender.ts';
import type { DeliveryStore } from './firestore-outbox.ts';

/** A temporary failure: the message is "retrying" and must be tried again later. */
export class RetryLaterError extends Error {}

/**
 * Sends one stored message, logging each step like the local server (ids and SMTP errors, never
 * the visitor's text). A temporary failure marks it "retrying" and throws RetryLaterError, so
 * the caller schedules the next try; a permanent failure, or the last allowed attempt, marks it
 * "failed" and returns.
 */
export async function deliverMessage(
  store: DeliveryStore,
  id: string,
  sender: MailSender,
  policy: RetryPolicy = defaultRetryPolicy,
  now: () => number = Date.now,
): Promise<'sent' | 'failed' | 'skipped'> {
  const claimed = await store.claim(id, now());
  if (!claimed) return 'skipped';
  const attempt = claimed.attempts + 1;
  log.info('Entrega: intento', { messageId: id, attempt });
  try {
    await sender.send(claimed.mail);
  } catch (error) {
    const reason = describeMailError(error);
    if (isPermanentMailError(error) || attempt >= policy.maxAttempts) {
      await store.markFailed(id, attempt, reason, now());
      log.error('Entrega fallida: no se reintenta', { messageId: id, attempt, error: reason });
      return 'failed';
    }
    await store.markRetrying(id, attempt, reason, now());
    log.warn('Entrega fallida: se reintentará', { messageId: id, attempt, error: reason });
    throw new RetryLaterError(`Entrega del mensaje ${id} fallida (intento ${attempt}): ${reason}`);
  }
  await store.markSent(id, attempt, now());
  log.info('Mensaje enviado', { messageId: id, attempt });
  return 'sent';
}
