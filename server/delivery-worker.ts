import type { ContactMail } from '../contact/build-mail.ts';
import { defaultRetryPolicy, describeMailError, isPermanentMailError, retryDelayMs, type RetryPolicy } from '../contact/delivery-policy.ts';
import type { Outbox } from './outbox.ts';

// Delivers the outbox one message at a time. It wakes when a message is added, when the next
// retry falls due, and at least every `pollMs` (so `npm run messages retry`, run from another
// process, is picked up). Stopping waits for the message in flight, so a clean shutdown never
// leaves a row in 'sending'; a kill -9 may, and start() puts those back in the queue.

export interface DeliveryWorkerOptions {
  retry?: Partial<RetryPolicy>;
  pollMs?: number;
  now?: () => number;
  /** Called after each attempt: logging, and a hook for tests. */
  onAttempt?: (event: { id: number; outcome: 'sent' | 'retry' | 'failed'; error?: string }) => void;
}

export interface DeliveryWorker {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

export function createDeliveryWorker(
  outbox: Outbox,
  send: (mail: ContactMail) => Promise<void>,
  options: DeliveryWorkerOptions = {},
): DeliveryWorker {
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const pollMs = options.pollMs ?? 5000;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<void> | null = null;
  let stopped = true;

  async function deliverOne(): Promise<boolean> {
    const message = outbox.claimNext(now());
    if (!message) return false;
    try {
      await send(message.mail);
      outbox.markSent(message.id, now());
      options.onAttempt?.({ id: message.id, outcome: 'sent' });
    } catch (error) {
      const failedAttempts = message.attempts + 1;
      const reason = describeMailError(error);
      if (isPermanentMailError(error) || failedAttempts >= policy.maxAttempts) {
        outbox.markFailed(message.id, reason, now());
        options.onAttempt?.({ id: message.id, outcome: 'failed', error: reason });
      } else {
        outbox.markRetry(message.id, reason, now() + retryDelayMs(failedAttempts, policy), now());
        options.onAttempt?.({ id: message.id, outcome: 'retry', error: reason });
      }
    }
    return true;
  }

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const due = outbox.nextDueAt();
    const wait = due === null ? pollMs : Math.min(pollMs, Math.max(0, due - now()));
    timer = setTimeout(drain, wait);
    timer.unref();
  }

  function drain(): void {
    if (draining || stopped) return;
    draining = (async () => {
      try {
        while (!stopped && (await deliverOne()));
      } catch (error) {
        // The outbox itself failed (disk, closed DB): keep the process up, try again later.
        console.error('Error en la entrega de mensajes:', error);
      } finally {
        draining = null;
        schedule();
      }
    })();
  }

  return {
    start() {
      stopped = false;
      outbox.requeueInterrupted(now());
      drain();
    },
    wake() {
      if (!stopped) drain();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await draining;
    },
  };
}
