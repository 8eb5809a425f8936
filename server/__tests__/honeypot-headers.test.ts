import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMessageHtml } from '../../contact/message-html.ts';
import { HEADER_FORBIDDEN, SPOOFING_STRINGS, SPOOFING_STRINGS_CLEANED } from '../../contact/testing/spoofing-strings.ts';
import { site } from '../../content/site.ts';
import { openOutbox } from '../outbox.ts';
import { startFakeSmtp, type FakeSmtp } from './helpers/fake-smtp.ts';
import { listen, OWNER, payload, post, tempDirs, testConfig } from './helpers/test-site.ts';

// Over HTTP to a real SMTP server: both sides of the honeypot, and what the owner's mail
// client reads in the headers when a visitor's name carries spoofing characters.

const dirs = tempDirs();
let smtp: FakeSmtp;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  ({ app, origin } = await listen(testConfig(dirs, { smtpUrl: smtp.url }), { delivery: { pollMs: 50 } }));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  dirs.cleanup();
});

const stored = () => {
  const outbox = openOutbox(dirs.dataDir);
  try {
    return outbox.list();
  } finally {
    outbox.close();
  }
};

describe('honeypot over HTTP', () => {
  it("stores and delivers a person's five-key payload; answers a filled honeypot with success and keeps nothing", async () => {
    const person = payload();
    expect(Object.keys(person).sort()).toEqual(['email', 'html', 'name', 'subject', 'to']);
    expect((await post(origin, JSON.stringify({ data: person }))).json).toEqual({ result: { ok: true } });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.to).toEqual([OWNER]);
    expect(stored()).toHaveLength(1);

    for (const website of ['https://spam.example', 'x']) {
      const bot = await post(origin, JSON.stringify({ data: payload({ website }) }));
      expect([bot.status, bot.json]).toEqual([200, { result: { ok: true } }]);
    }
    // An empty honeypot is a person whose page sent the key anyway: kept.
    expect((await post(origin, JSON.stringify({ data: payload({ website: '' }) }))).status).toBe(200);
    await smtp.waitFor(2);
    expect(stored()).toHaveLength(2);
    expect(smtp.offered()).toBe(2);
  });
});

describe('spoofing characters, end to end', () => {
  it("delivers each attack name cleaned in Reply-To, with the site's subject, and the body escaped", async () => {
    const before = smtp.received.length;
    for (const name of SPOOFING_STRINGS) {
      const html = buildMessageHtml({ name, email: 'ana@example.com', message: `Hola, soy ${name} y quiero una web.` });
      const response = await post(origin, JSON.stringify({ data: payload({ name, html }) }));
      expect(response.status, JSON.stringify(name)).toBe(200);
    }
    // A caller can't choose the subject.
    const chosen = await post(origin, JSON.stringify({ data: payload({ subject: 'GANASTE un premio, responde ya' }) }));
    expect([chosen.status, chosen.json?.error?.status]).toEqual([400, 'INVALID_ARGUMENT']);

    const mails = (await smtp.waitFor(before + SPOOFING_STRINGS.length)).slice(before);
    expect(mails.map((mail) => mail.parsed.replyTo?.value[0]?.name)).toEqual(SPOOFING_STRINGS_CLEANED);
    for (const mail of mails) {
      expect(mail.parsed.subject).toBe(site.contactSubject);
      for (const [header, values] of mail.headers) {
        for (const value of values) expect(value, header).not.toMatch(HEADER_FORBIDDEN);
      }
      expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual(['ana@example.com']);
      expect(mail.headers.has('bcc')).toBe(false);
    }
    // The visible body keeps what the visitor wrote (escaped): the override is text, not a header.
    expect(mails[0]!.text).toContain('Soporte\u202Eftp.moc\u2066\u200B y quiero una web.');
  });
});
