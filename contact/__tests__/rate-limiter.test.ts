import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, defaultRetryPolicy } from '../delivery-policy.ts';
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

describe('delivery policy', () => {
  const smtpError = (responseCode?: number) => Object.assign(new Error('451 4.3.0  Intente\n más tarde'), { responseCode });

  it('retries with exponential backoff up to the ceiling, and fails on the last allowed attempt', () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 500, maxAttempts: 6 };
    const delays = [1, 2, 3, 4, 5].map((n) => afterFailedAttempt(smtpError(451), n, policy));
    expect(delays.map((d) => (d.outcome === 'retry' ? d.delayMs : d.outcome))).toEqual([100, 200, 400, 500, 500]);
    expect(afterFailedAttempt(smtpError(451), 6, policy)).toEqual({
      outcome: 'failed',
      permanent: false,
      reason: '451 4.3.0 Intente más tarde',
    });
    expect(afterFailedAttempt(new Error('ECONNREFUSED'), 1)).toEqual({
      outcome: 'retry',
      reason: 'ECONNREFUSED',
      delayMs: defaultRetryPolicy.baseDelayMs,
    });
  });

  it('fails at once on a 5xx SMTP reply, which retrying cannot fix', () => {
    expect(afterFailedAttempt(smtpError(550), 1)).toMatchObject({ outcome: 'failed', permanent: true });
    expect(afterFailedAttempt('texto', 1)).toMatchObject({ outcome: 'retry', reason: 'texto' });
  });
});
