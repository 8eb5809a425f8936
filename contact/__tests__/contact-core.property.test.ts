import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContactMail } from '../build-mail.ts';
import { createContactHandler } from '../contact-core.ts';
import { ContactError } from '../contact-error.ts';
import { createRateLimiter } from '../rate-limiter.ts';
import { callableData, callableRequestBody, expectCallableAnswer, sampleCallableRequests } from '../testing/callable-fuzz.ts';
import { HEADER_FORBIDDEN } from '../testing/spoofing-strings.ts';

// The core, fed arbitrary and near-valid payloads: it only ever resolves {ok:true} or throws a
// ContactError with a status a caller may see, and whatever it stores is safe to send.

const RECIPIENTS = ['duenio@example.com', 'socia@example.com'];
const ALLOWED_TAGS = ['!doctype', 'html', 'head', 'meta', 'title', 'body', 'h1', 'p', 'strong', 'br'];

/** Every tag is one of ours, with no attribute but lang/charset: no script, handler, style or remote resource. */
function activeContent(html: string): string[] {
  const found: string[] = [];
  for (const [tag, name, attributes] of html.matchAll(/<\/?([a-z0-9!]+)([^>]*)>/gi)) {
    const attrs = attributes!.trim();
    if (!ALLOWED_TAGS.includes(name!.toLowerCase())) found.push(tag);
    else if (attrs !== '' && attrs !== 'html' && attrs !== 'lang="es"' && attrs !== 'charset="utf-8"') found.push(tag);
  }
  if (/javascript:|https?:|data:/i.test(html)) found.push('url');
  return found;
}

function checkStored(mail: ContactMail): void {
  expect(mail.to.length).toBeGreaterThan(0);
  for (const address of mail.to) expect(RECIPIENTS).toContain(address);
  for (const header of [mail.subject, mail.replyTo.name, mail.replyTo.address]) expect(header).not.toMatch(HEADER_FORBIDDEN);
  expect(mail.replyTo.name).toBe(mail.replyTo.name.normalize('NFC'));
  expect(activeContent(mail.html)).toEqual([]);
}

describe('contact core, property-based', () => {
  it('answers ok or a callable ContactError, and stores only safe mail to allowed recipients', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(callableData({ recipients: RECIPIENTS }), async (data) => {
        const stored: ContactMail[] = [];
        const handle = createContactHandler({
          recipients: RECIPIENTS,
          store: (mail) => void stored.push(mail),
          rateLimiter: createRateLimiter({ max: 1_000_000, windowMs: 60_000 }),
        });
        try {
          expect(await handle(data, { address: '203.0.113.9' })).toEqual({ ok: true });
          accepted += stored.length;
        } catch (error) {
          if (!(error instanceof ContactError)) throw error;
          expect(['INVALID_ARGUMENT', 'PERMISSION_DENIED']).toContain(error.status);
          expect(error.message).toMatch(/^[A-ZÁÉÍÓÚ¡¿][^\n]*\.$/);
          expect(stored).toEqual([]);
        }
        stored.forEach(checkStored);
      }),
      { seed: 20261123, numRuns: 600 },
    );
    // The generator must reach acceptance, or the checks on stored mail prove nothing.
    expect(accepted).toBeGreaterThan(50);
  });

  it('gives every transport the same seeded requests, and a checker that refuses what the protocol forbids', () => {
    const first = sampleCallableRequests({ recipients: RECIPIENTS, count: 20, seed: 7 });
    expect(sampleCallableRequests({ recipients: RECIPIENTS, count: 20, seed: 7 })).toEqual(first);
    expect(fc.sample(callableRequestBody({ recipients: RECIPIENTS }), { numRuns: 1, seed: 7 })).toEqual(first.slice(0, 1));

    expect(() => expectCallableAnswer(200, { result: { ok: true } })).not.toThrow();
    expect(() => expectCallableAnswer(400, { error: { status: 'INVALID_ARGUMENT', message: 'Solicitud inválida.' } })).not.toThrow();
    expect(() => expectCallableAnswer(413, { error: { status: 'INVALID_ARGUMENT', message: 'Grande.' } })).not.toThrow();
    expect(() => expectCallableAnswer(500, { error: { status: 'INTERNAL', message: 'x' } })).toThrow(/5xx/);
    expect(() => expectCallableAnswer(400, 'Bad Request')).toThrow(/objeto/);
    expect(() => expectCallableAnswer(403, { error: { status: 'INVALID_ARGUMENT', message: 'x' } })).toThrow(/no corresponde/);
    expect(() => expectCallableAnswer(400, { error: { status: 'INVALID_ARGUMENT' } })).toThrow(/mensaje/);
    expect(() => expectCallableAnswer(200, { data: 1 })).toThrow(/result/);
  });
});
