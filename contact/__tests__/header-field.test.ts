import { describe, expect, it } from 'vitest';
import type { ContactMail } from '../build-mail.ts';
import { createContactHandler } from '../contact-core.ts';
import { cleanHeaderField } from '../header-field.ts';
import { buildMessageHtml } from '../message-html.ts';
import { HEADER_FORBIDDEN, SPOOFING_STRINGS, SPOOFING_STRINGS_CLEANED } from '../testing/spoofing-strings.ts';
import { site } from '../../content/site.ts';

// Header-bound text reads as what it is: no bidi overrides or isolates, no zero-width or other
// format characters, no controls, one Unicode form (NFC). The body keeps the visitor's text.

describe('cleanHeaderField', () => {
  it('removes the spoofing characters of every attack string and keeps the letters', () => {
    expect(SPOOFING_STRINGS.map(cleanHeaderField)).toEqual(SPOOFING_STRINGS_CLEANED);
    for (const cleaned of SPOOFING_STRINGS.map(cleanHeaderField)) {
      expect(cleaned).not.toMatch(HEADER_FORBIDDEN);
      expect(cleaned).toBe(cleaned.normalize('NFC'));
    }
  });

  it('composes to NFC after removing what sat between a letter and its accent', () => {
    expect(cleanHeaderField('e\u200B\u0301')).toBe('\u00e9');
    expect(cleanHeaderField('Nu\u0301n\u0303ez\u2069')).toBe('N\u00fa\u00f1ez');
  });

  it('keeps line breaks out: header injection becomes one line', () => {
    expect(cleanHeaderField(' Ana\r\n\tBcc: x@y\u2028\u0085 ')).toBe('Ana Bcc: x@y');
  });
});

describe('the core with spoofing names', () => {
  it("cleans the Reply-To name and the subject, and keeps the visitor's message text escaped in the body", async () => {
    const stored: ContactMail[] = [];
    const handle = createContactHandler({ recipients: ['duenio@example.com'], store: (mail) => void stored.push(mail) });
    const message = 'Hola \u202Eotset\u202C <b>mundo</b>';
    await handle(
      {
        name: 'Soporte\u202Eftp.moc\u2066\u200B',
        email: 'ana@example.com',
        subject: site.contactSubject,
        to: ['duenio@example.com'],
        html: buildMessageHtml({ name: 'x', email: 'ana@example.com', message }),
      },
      { address: '203.0.113.1' },
    );
    const mail = stored[0]!;
    expect(mail.replyTo.name).toBe('Soporteftp.moc');
    expect(mail.subject).toBe(site.contactSubject);
    expect(mail.html).toContain('Hola \u202Eotset\u202C &lt;b&gt;mundo&lt;/b&gt;');
    expect(mail.text).toContain(message);
  });
});
