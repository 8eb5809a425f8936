import { describe, expect, it } from 'vitest';
import { messageFromHtml } from '../../../../contact/message-html';
import { buildContactPayload } from '../contact-message';

const options = { subject: 'Portafolio - Mensaje de contacto', to: ['a@b.co'], honeypot: '' };
const html = (form: { name: string; email: string; message: string }) => buildContactPayload(form, options).html;

describe('the payload’s html body', () => {
  const hostile = {
    name: '<script>alert(1)</script>',
    email: `"><img src=x onerror='alert(1)'>@x.io`,
    message: 'Hola <b>jefe</b> & <style>body{}</style> "comillas" \'simples\'',
  };

  it('escapes every visitor value, so no markup of theirs survives', () => {
    const body = html(hostile);
    expect(body).not.toMatch(/<script|<img|<b>|<style/i);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('&quot;&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt;@x.io');
    expect(body).toContain('Hola &lt;b&gt;jefe&lt;/b&gt; &amp; &lt;style&gt;body{}&lt;/style&gt; &quot;comillas&quot; &#39;simples&#39;');
  });

  it('labels the fields and keeps the message’s line breaks (CRLF, CR or LF) as <br>', () => {
    const body = html({ name: 'Ana', email: 'ana@example.com', message: 'uno\r\ndos\rtres\ncuatro' });
    expect(body).toContain('<strong>Nombre:</strong> Ana');
    expect(body).toContain('<strong>Email:</strong> ana@example.com');
    expect(body).toContain('uno<br>dos<br>tres<br>cuatro');
  });

  it('is read back by the server as exactly the visitor’s text, markup and all', () => {
    expect(messageFromHtml(html(hostile))).toBe(hostile.message);
    expect(messageFromHtml(html({ name: 'Ana', email: 'a@b.co', message: 'línea 1\nlínea 2' }))).toBe('línea 1\nlínea 2');
  });
});

describe('buildContactPayload', () => {
  it('carries name, email, subject, recipients, the body and the honeypot', () => {
    const form = { name: 'Ana <3', email: 'ana@example.com', message: 'Quiero una app' };
    const payload = buildContactPayload(form, { subject: 'S', to: ['a@b.co', 'c@d.co'], honeypot: 'bot' });
    expect(payload).toEqual({
      name: 'Ana <3', // a plain-text field: the server cleans what a header cannot carry
      email: 'ana@example.com',
      subject: 'S',
      to: ['a@b.co', 'c@d.co'],
      html: expect.stringContaining('Ana &lt;3'),
      website: 'bot',
    });
  });

  it('leaves the honeypot out when a person left it empty', () => {
    const payload = buildContactPayload({ name: 'Ana', email: 'ana@example.com', message: 'Quiero una app' }, options);
    expect(payload).not.toHaveProperty('website');
  });
});
