import { describe, expect, it } from 'vitest';
import { createRateLimiter, DEFAULT_RATE_LIMIT } from '../rate-limiter.ts';

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

describe('rate limit defaults', () => {
  it('is five messages per address every ten minutes, for both adapters', () => {
    expect(DEFAULT_RATE_LIMIT).toEqual({ max: 5, windowMs: 600_000 });
  });
});
