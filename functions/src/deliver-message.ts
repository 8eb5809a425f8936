import { afterFailedAttempt, defaultRetryPolicy, type RetryPolicy } from '../../contact/delivery-policy.ts';
import type { MailSender } from '../../contact/mail-sender.ts';
import type { DeliveryStore } from './firestore-outbox.ts';

export class RetryLaterError extends Error {}

/**
 * Sends one stored message. A temporary failure marks it "retrying" and throws, so the
 * trigger (deployed with retry: true) is run again later with the platform's backoff; a
 * permanent failure, or the last allowed attempt, marks it "failed" and returns.
 */
export async function deliverMessage(
  store: DeliveryStore,
  id: string,
  sender: MailSender,
  policy: Pick<RetryPolicy, 'maxAttempts'> = defaultRetryPolicy,
  now: () => number = Date.now,
): Promise<'sent' | 'failed' | 'skipped'> {
  const claimed = await store.claim(id, now());
  if (!claimed) return 'skipped';
  const attempts = claimed.attempts + 1;
  try {
    await sender.send(claimed.mail);
  } catch (error) {
    const decision = afterFailedAttempt(error, attempts, { ...defaultRetryPolicy, ...policy });
    if (decision.outcome === 'failed') {
      await store.markFailed(id, attempts, decision.reason, now());
      return 'failed';
    }
    await store.markRetrying(id, attempts, decision.reason, now());
    throw new RetryLaterError(`Entrega del mensaje ${id} fallida (intento ${attempts}): ${decision.reason}`);
  }
  await store.markSent(id, attempts, now());
  return 'sent';
}
