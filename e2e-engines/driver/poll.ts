// The one wait of the engines' suite: asks again every 50 ms until an answer comes or time is up
// (never a fixed sleep), from the driver's start to a journey's last check.

/**
 * How long one attempt may take before it is dropped and asked anew. A driver can lose an answer:
 * under load WebKitWebDriver left a script sent during a navigation unanswered for 90 s while a
 * fresh one answered at once. Without a bound, one lost answer held its poll (and the journey) to
 * the suite's 90 s timeout; with it, the poll asks again and still fails on its own time, saying so.
 */
export const ATTEMPT_MS = 5_000;

/** Calls `check` until it gives something truthy, and returns that; or fails after `timeoutMs` saying `what`. */
export async function poll<T>(what: string, check: () => Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  let answered = false;
  for (;;) {
    const budget = Math.max(1, Math.min(ATTEMPT_MS, deadline - Date.now()));
    try {
      const value = await within(check(), budget);
      if (value) return value;
      last = value;
      answered = true;
    } catch (error) {
      const late = error instanceof Late;
      // An attempt the deadline cut short says less than an answer before it: that one is kept.
      if (!(late && budget < ATTEMPT_MS && answered)) last = error instanceof Error ? error.message : error;
      answered = !late;
    }
    if (Date.now() >= deadline) throw new Error(`esperaba: ${what} (${timeoutMs / 1000} s; lo último: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class Late extends Error {}

/** `work`, or a rejection with Late once `ms` have passed (`work`'s own answer, if it ever comes, is dropped). */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Late(`sin respuesta en ${ms / 1000} s`)), ms)));
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
