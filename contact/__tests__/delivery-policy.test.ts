import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, defaultRetryPolicy } from '../delivery-policy.ts';

describe('delivery policy', () => {
  const smtpError = (responseCode?: number, message = '451 4.3.0  Intente\n más tarde') =>
    Object.assign(new Error(message), { responseCode });

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

  it('reads an SMTP reply sent in UTF-8 as UTF-8, and leaves ASCII and Latin-1 text as it is', () => {
    // What nodemailer hands over for the reply "550 Buzón inexistente" sent in UTF-8: its bytes as Latin-1.
    const asReceived = Buffer.from('550 Buzón inexistente', 'utf8').toString('latin1');
    expect(asReceived).toBe('550 BuzÃ³n inexistente');
    expect(afterFailedAttempt(smtpError(550, asReceived), 1)).toMatchObject({ reason: '550 Buzón inexistente' });
    // "ó" as one Latin-1 byte is not UTF-8: kept.
    expect(afterFailedAttempt(smtpError(550, '550 Buzón inexistente'), 1)).toMatchObject({ reason: '550 Buzón inexistente' });
    expect(afterFailedAttempt(smtpError(550, '550 No such mailbox'), 1)).toMatchObject({ reason: '550 No such mailbox' });
    // Text that is already Unicode beyond Latin-1 is never re-read.
    expect(afterFailedAttempt(new Error('fallo → Ã³'), 1)).toMatchObject({ reason: 'fallo → Ã³' });
  });
});
