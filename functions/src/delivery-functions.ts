import type { Expression } from 'firebase-functions/params';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { HttpsError } from 'firebase-functions/v2/https';
import { defaultRetryPolicy, type RetryPolicy } from '../../contact/delivery-policy.ts';
import { FUNCTIONS_REGION } from '../../contact/functions-region.ts';
import { deliveryEvents } from './log.ts';
import type { MailSender } from '../../contact/mail-sender.ts';
import { deliverMessage, RetryLaterError } from './deliver-message.ts';
import { MESSAGES, type DeliveryStore } from './firestore-outbox.ts';
import { SMTP_URL } from './params.ts';

// Delivery of stored messages. contact-deliver (a Firestore trigger) tries each message as soon
// as it is stored; a temporary SMTP failure re-queues it as a Cloud Tasks task for contact-retry
// (after RETRY_FIRST_DELAY_SECONDS), which tries again and, failing, lets Cloud Tasks retry it
// with a backoff doubling from that delay up to an hour (the Functions emulator runs a new task
// at once, ignoring its delay, but keeps the queue's backoff). A task queue,
// not the trigger's own retry, because the Functions emulator never re-runs a failed trigger:
// this way "SMTP down → delivered when it is back" runs in the emulator exactly as deployed.

export const RETRY_FUNCTION = 'contact-retry';

export interface RetryQueue {
  enqueue(messageId: string, delaySeconds: number): Promise<void>;
}

export interface DeliveryDeps {
  outbox: () => DeliveryStore;
  /** null when SMTP_URL is blank: messages stay stored, as with the local server. */
  sender: () => MailSender | null;
  retryQueue: () => RetryQueue;
  retry?: Partial<RetryPolicy>;
  firstRetryDelaySeconds: number | Expression<number>;
}

export function createDeliveryFunctions(deps: DeliveryDeps) {
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...deps.retry };

  async function attempt(messageId: string) {
    const sender = deps.sender();
    if (sender === null) {
      deliveryEvents.noSmtp(messageId);
      return;
    }
    const result = await deliverMessage(deps.outbox(), messageId, sender, policy);
    // Another instance's send holds it: a task of its own for when that send's lease ends, not a
    // retry of this one (each would spend one of the queue's attempts the message needs for SMTP).
    if (typeof result === 'object') {
      await deps.retryQueue().enqueue(messageId, result.heldSeconds);
      deliveryEvents.queued(messageId, result.heldSeconds);
    }
  }

  const deliver = onDocumentWritten(
    {
      document: `${MESSAGES}/{messageId}`,
      region: FUNCTIONS_REGION,
      retry: true,
      secrets: [SMTP_URL],
      maxInstances: 5,
      timeoutSeconds: 60,
    },
    async (event) => {
      // Only a message entering "stored" (new, or re-queued by hand) needs work; the
      // trigger also fires for its own state updates, which it ignores here.
      if (event.data?.after.data()?.state !== 'stored') return;
      const { messageId } = event.params;
      try {
        await attempt(messageId);
      } catch (error) {
        if (!(error instanceof RetryLaterError)) throw error; // Firestore itself failed: the platform retries the event
        const delaySeconds =
          typeof deps.firstRetryDelaySeconds === 'number' ? deps.firstRetryDelaySeconds : deps.firstRetryDelaySeconds.value();
        await deps.retryQueue().enqueue(messageId, delaySeconds);
        deliveryEvents.queued(messageId, delaySeconds);
      }
    },
  );

  const retry = onTaskDispatched<{ messageId: string }>(
    {
      region: FUNCTIONS_REGION,
      secrets: [SMTP_URL],
      maxInstances: 5,
      timeoutSeconds: 60,
      // The message counts its own attempts and ends "failed" at policy.maxAttempts; the queue
      // only needs room for them. Backoff doubles from the first delay, capped like the policy's.
      retryConfig: {
        maxAttempts: policy.maxAttempts,
        minBackoffSeconds: deps.firstRetryDelaySeconds,
        maxBackoffSeconds: policy.maxDelayMs / 1000,
        maxDoublings: 16,
      },
      rateLimits: { maxConcurrentDispatches: 5 },
    },
    async (request) => {
      try {
        await attempt(request.data.messageId);
      } catch (error) {
        if (!(error instanceof RetryLaterError)) throw error;
        // A failed task, which Cloud Tasks runs again after the backoff. As an HttpsError, not
        // firebase-functions' «Unhandled error» with a stack trace at every SMTP outage: the
        // attempt has logged why (delivery.retry).
        throw new HttpsError('unavailable', error.message);
      }
    },
  );

  return { deliver, retry };
}
