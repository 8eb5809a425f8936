import { afterFailedAttempt, defaultRetryPolicy, type RetryPolicy } from '../../contact/delivery-policy.ts';
import { deliveryEvents } from './log.ts';
import type { MailSender } from '../../contact/mail-sender.ts';
import type { DeliveryStore } from './firestore-outbox.ts';

/** A temporary failure: the message is "retrying" and must be tried again later. */
export class RetryLaterError extends Error {}

/**
 * Sends one stored message, logging each step like the local server (ids and SMTP errors, never
 * the visitor's text). A temporary failure marks it "retrying" and throws RetryLaterError, so
 * the caller schedules the next try; a permanent failure, or the last allowed attempt, marks it
 * "failed" and returns. A message another instance is sending returns when that send's lease
 * ends (`heldSeconds`): the caller tries again then, and takes it over if that instance died.
 */
export async function deliverMessage(
  store: DeliveryStore,
  id: string,
  sender: MailSender,
  policy: RetryPolicy = defaultRetryPolicy,
  now: () => number = Date.now,
): Promise<'sent' | 'failed' | 'skipped' | { heldSeconds: number }> {
  const claimed = await store.claim(id, now());
  if (!claimed) return 'skipped';
  if ('heldUntil' in claimed) {
    deliveryEvents.held(id);
    return { heldSeconds: Math.max(1, Math.ceil((claimed.heldUntil - now()) / 1000)) };
  }
  const attempt = claimed.attempts + 1;
  deliveryEvents.attempt(id, attempt);
  try {
    await sender.send(claimed.mail);
  } catch (error) {
    const decision = afterFailedAttempt(error, attempt, policy);
    if (decision.outcome === 'failed') {
      await store.markFailed(id, attempt, decision.reason, now());
      deliveryEvents.failed(id, attempt, decision.reason, decision.permanent);
      return 'failed';
    }
    await store.markRetrying(id, attempt, decision.reason, now());
    deliveryEvents.retry(id, attempt, decision.reason);
    throw new RetryLaterError(`Entrega del mensaje ${id} fallida (intento ${attempt}): ${decision.reason}`);
  }
  await store.markSent(id, attempt, now());
  deliveryEvents.sent(id, attempt);
  return 'sent';
}
