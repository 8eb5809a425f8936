// A sliding-window counter per client address, in memory: each address may send `max`
// messages per `windowMs`. Kept framework-free so both adapters can use it (on Firebase it
// is per instance: App Check is the stronger guard there).

/** RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_MS when unset, on the local server and the function alike. */
export const DEFAULT_RATE_LIMIT = { max: 5, windowMs: 600_000 } as const;

export interface RateLimitVerdict {
  allowed: boolean;
  /** When the oldest counted send leaves the window (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  take(key: string, now?: number): RateLimitVerdict;
}

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  let calls = 0;

  function sweep(now: number): void {
    for (const [key, times] of hits) {
      if (times.every((t) => now - t >= windowMs)) hits.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      // An occasional sweep keeps the map from growing with addresses seen once.
      if (++calls % 1000 === 0) sweep(now);
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: windowMs - (now - recent[0]!) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}
