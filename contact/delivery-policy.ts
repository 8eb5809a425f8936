// How hard delivery tries, shared by the local worker and the Firebase trigger: exponential
// backoff between attempts, a ceiling on attempts, and SMTP answers that retrying can't fix.

export interface RetryPolicy {
  /** Wait after the first failure; doubles after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the message is marked failed (the CLI can re-queue it). */
  maxAttempts: number;
}

/** 30 s, 1 min, 2 min … capped at 1 h; ten attempts span about four and a half hours. */
export const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 10 };

/** Delay before the next attempt, given how many attempts have failed so far (≥ 1). */
function retryDelayMs(failedAttempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** A 5xx SMTP reply (mailbox unknown, relay refused, bad credentials) fails the same way again. */
function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * nodemailer reads SMTP replies byte by byte as Latin-1, so a server answering in UTF-8
 * ("550 Buzón inexistente") reaches us as "BuzÃ³n". Text whose characters are all bytes and form
 * valid UTF-8 is read again as UTF-8; anything else (plain ASCII, real Latin-1) stays as it is.
 */
function asUtf8(text: string): string {
  if (!/[\u0080-\u00ff]/.test(text) || /[\u0100-\uffff]/.test(text)) return text;
  try {
    return strictUtf8.decode(Uint8Array.from(text, (char) => char.charCodeAt(0)));
  } catch {
    return text;
  }
}

/** A short, single-line description of a delivery failure for the outbox's last_error. */
function describeMailError(error: unknown): string {
  const text = asUtf8(error instanceof Error ? error.message : String(error));
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Error desconocido';
}

/** What to do with a message whose delivery just failed: give up, or try again after a delay. */
export type FailedAttemptDecision =
  { outcome: 'failed'; reason: string; permanent: boolean } | { outcome: 'retry'; reason: string; delayMs: number };

/**
 * The one retry decision of both adapters (the local worker schedules `delayMs` itself; the
 * Firebase trigger leaves the timing to the platform): a permanent SMTP refusal, or the last
 * allowed attempt, fails the message; anything else is retried.
 */
export function afterFailedAttempt(
  error: unknown,
  failedAttempts: number,
  policy: RetryPolicy = defaultRetryPolicy,
): FailedAttemptDecision {
  const reason = describeMailError(error);
  const permanent = isPermanentMailError(error);
  if (permanent || failedAttempts >= policy.maxAttempts) return { outcome: 'failed', reason, permanent };
  return { outcome: 'retry', reason, delayMs: retryDelayMs(failedAttempts, policy) };
}
