import type { ContactMail } from '../contact/build-mail.ts';
import { afterFailedAttempt, defaultRetryPolicy, type RetryPolicy } from '../contact/delivery-policy.ts';
import type { Outbox } from './outbox.ts';

// Delivers the outbox one message at a time. It wakes when a message is added, when the next
// retry falls due, and at least every `pollMs` (so `npm run messages retry`, run from another
// process, is picked up). Stopping waits for the message in flight, so a clean shutdown never
// leaves a row in 'sending'; a kill -9 may, and start() puts those back in the queue. So may an
// attempt whose outcome could not be written (the outbox busy or failing): the next round puts
// that one back (left there, it waited for the next restart), and only it, for another server on
// the same outbox may be sending its own. A send whose success could not be written goes again:
// the owner gets it twice rather than never.

/** What the worker reports about its work. The worker owns this shape: the server's log
 * (`deliveryEvents` in server-log.ts) is one listener, a test another. */
export interface DeliveryEvents {
  attempt(id: number, attempt: number): void;
  sent(id: number, attempt: number): void;
  retry(id: number, attempt: number, error: string, nextAttemptAt: number): void;
  failed(id: number, attempt: number, error: string, permanent: boolean): void;
  waiting(id: number, createdAt: number, attempts: number, lastError: string | null): void;
  outboxError(error: unknown): void;
}

export interface DeliveryWorkerOptions {
  retry?: Partial<RetryPolicy>;
  pollMs?: number;
  now?: () => number;
  /** A message still unsent this long after it arrived gets a warning (once per message). */
  warnAfterMs?: number;
  /** What happened, for the log (and for tests); every event is optional. */
  events?: Partial<DeliveryEvents>;
}

export interface DeliveryWorker {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

/** The default of DELIVERY_WARN_AFTER_MS: a quarter of an hour is past any SMTP hiccup. */
export const DEFAULT_WARN_AFTER_MS = 15 * 60_000;

export function createDeliveryWorker(
  outbox: Outbox,
  send: (mail: ContactMail) => Promise<void>,
  options: DeliveryWorkerOptions = {},
): DeliveryWorker {
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const pollMs = options.pollMs ?? 5000;
  const now = options.now ?? Date.now;
  const warnAfterMs = options.warnAfterMs ?? DEFAULT_WARN_AFTER_MS;
  const events = options.events ?? {};
  const warned = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<void> | null = null;
  let stopped = true;
  /** Claimed by this worker, its attempt's outcome not written. */
  const stranded = new Set<number>();

  async function deliverOne(): Promise<boolean> {
    const message = outbox.claimNext(now());
    if (!message) return false;
    stranded.add(message.id);
    const attempt = message.attempts + 1;
    events.attempt?.(message.id, attempt);
    try {
      await send(message.mail);
      outbox.markSent(message.id, now());
      events.sent?.(message.id, attempt);
    } catch (error) {
      const decision = afterFailedAttempt(error, attempt, policy);
      if (decision.outcome === 'failed') {
        outbox.markFailed(message.id, decision.reason, now());
        events.failed?.(message.id, attempt, decision.reason, decision.permanent);
      } else {
        const next = now() + decision.delayMs;
        outbox.markRetry(message.id, decision.reason, next, now());
        events.retry?.(message.id, attempt, decision.reason, next);
      }
    }
    stranded.delete(message.id);
    return true;
  }

  /** Messages still queued past the threshold: the owner hears about each once. */
  function warnAboutWaiting(): void {
    for (const message of outbox.list('stored')) {
      if (now() - message.createdAt < warnAfterMs || warned.has(message.id)) continue;
      warned.add(message.id);
      events.waiting?.(message.id, message.createdAt, message.attempts, message.lastError);
    }
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
        for (const id of stranded) {
          outbox.requeueInterrupted(now(), id);
          stranded.delete(id);
        }
        while (!stopped && (await deliverOne()));
        warnAboutWaiting();
      } catch (error) {
        // The outbox itself failed (disk, closed DB): keep the process up, try again later.
        events.outboxError?.(error);
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
