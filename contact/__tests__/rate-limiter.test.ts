import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, isPermanentMailError, retryDelayMs } from '../delivery-policy.ts';
import { createRateLimiter } from '../rate-limiter.ts';

describe('rate limiter', () => {
  it('allows max hits per window per key, then tells how long to wait', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('a', 100).allowed).toBe(true);
    expect(limiter.take('a', 400)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect(limiter.take('b', 400).allowed).toBe(true);
    // The window slides: the first hit has left it at t=1000.
    expect(limiter.take('a', 1000).allowed).toBe(true);
    expect(limiter.take('a', 1001).allowed).toBe(false);
  });
});

describe('delivery policy', () => {
  it('backs off exponentially up to the ceiling', () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 500, maxAttempts: 5 };
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy))).toEqual([100, 200, 400, 500, 500]);
    expect(retryDelayMs(1, defaultRetryPolicy)).toBe(30_000);
  });

  it('treats 5xx SMTP replies as permanent and everything else as temporary', () => {
    expect(isPermanentMailError(Object.assign(new Error('x'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentMailError(Object.assign(new Error('x'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentMailError(new Error('ECONNREFUSED'))).toBe(false);
  });
});
