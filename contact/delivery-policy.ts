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
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** A 5xx SMTP reply (mailbox unknown, relay refused, bad credentials) fails the same way again. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A short, single-line description of a delivery failure for the outbox's last_error. */
export function describeMailError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Error desconocido';
}
