import { describe, expect, it, vi } from 'vitest';
import type { ContactMail } from '../build-mail.ts';
import { createContactHandler } from '../contact-core.ts';
import { ContactError } from '../contact-error.ts';
import { buildMessageHtml } from '../message-html.ts';
import { createRateLimiter } from '../rate-limiter.ts';
import { contactFormErrors } from '../schema.ts';
import { site } from '../../content/site.ts';

const OWNER = 'duenio@example.com';
const client = { address: '203.0.113.7' };

function setup(options: { max?: number } = {}) {
  const stored: ContactMail[] = [];
  const handle = createContactHandler({
    recipients: [OWNER, 'Socia@Example.com'],
    store: (mail) => void stored.push(mail),
    rateLimiter: createRateLimiter({ max: options.max ?? 100, windowMs: 60_000 }),
  });
  return { handle, stored };
}

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Gómez',
  email: 'ana@example.com',
  subject: site.contactSubject,
  to: [OWNER],
  html: buildMessageHtml({ name: 'Ana Gómez', email: 'ana@example.com', message: 'Hola, quiero una app.\nGracias' }),
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<ContactError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContactError);
  return error as ContactError;
}

describe('contact core', () => {
  it('stores a valid message built from the validated fields and answers ok', async () => {
    const { handle, stored } = setup();
    await expect(handle(payload(), client)).resolves.toEqual({ ok: true });
    expect(stored).toHaveLength(1);
    const mail = stored[0]!;
    expect(mail.to).toEqual([OWNER]);
    expect(mail.replyTo).toEqual({ name: 'Ana Gómez', address: 'ana@example.com' });
    expect(mail.subject).toBe(site.contactSubject);
    expect(mail.text).toContain('Hola, quiero una app.\nGracias');
    expect(mail.html).toContain('<p>Hola, quiero una app.<br>Gracias</p>');
  });

  it('refuses unknown keys, wrong types and a non-object payload with INVALID_ARGUMENT', async () => {
    const { handle, stored } = setup();
    const extra = await failure(handle(payload({ cc: ['x@example.com'] }), client));
    expect(extra.status).toBe('INVALID_ARGUMENT');
    expect(extra.details?.fields).toEqual({ cc: 'Campo no permitido' });
    expect((await failure(handle(payload({ to: OWNER }), client))).details?.fields).toEqual({ to: 'Tipo de dato inválido' });
    expect((await failure(handle(null, client))).status).toBe('INVALID_ARGUMENT');
    expect((await failure(handle([payload()], client))).status).toBe('INVALID_ARGUMENT');
    expect(stored).toHaveLength(0);
  });

  it('applies the form rules to name, email and the message recovered from html, in Spanish', async () => {
    const { handle } = setup();
    const fields = async (overrides: Record<string, unknown>) => (await failure(handle(payload(overrides), client))).details?.fields;
    expect(await fields({ name: '   ' })).toEqual({ name: 'El nombre es requerido' });
    expect(await fields({ email: 'no-es-email' })).toEqual({ email: 'El email no es válido' });
    expect(await fields({ email: undefined })).toEqual({ email: 'El email es requerido' });
    expect(await fields({ html: '<div data-field="message">corto</div>' })).toEqual({
      message: 'El mensaje debe tener al menos 10 caracteres',
    });
    // Tags don't count towards the length: only the visitor's text does.
    expect(await fields({ html: '<div data-field="message"><b></b><i></i><script>muchisimo texto oculto</script>ab</div>' })).toEqual({
      message: 'El mensaje debe tener al menos 10 caracteres',
    });
    expect(await fields({ html: buildMessageHtml({ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }) })).toEqual({
      message: 'El mensaje debe tener menos de 5000 caracteres',
    });
    await expect(
      handle(payload({ html: buildMessageHtml({ name: 'A', email: 'a@b.co', message: 'x'.repeat(5000) }) }), client),
    ).resolves.toEqual({ ok: true });
  });

  it('counts the message as the form counts it, and keeps it as typed: what the form accepts, the server stores', async () => {
    const { handle, stored } = setup();
    for (const message of ['Hola\n\n\n\n\n\n\nok', 'Hola        \nok', 'Hola\t\t\t\t\t\t\tok', 'Hola\u0001\u0002\u0003\u0004ok']) {
      const accepted = Object.keys(contactFormErrors({ name: 'Ana', email: 'ana@example.com', message })).length === 0;
      const sent = handle(payload({ html: buildMessageHtml({ name: 'Ana', email: 'ana@example.com', message }) }), client);
      if (accepted) await expect(sent, JSON.stringify(message)).resolves.toEqual({ ok: true });
      else expect((await failure(sent)).details?.fields, JSON.stringify(message)).toHaveProperty('message');
    }
    expect(stored.map((mail) => mail.text.includes('Hola\n\n\n\n\n\n\nok'))).toContain(true);
  });

  it('refuses any recipient outside the configuration with PERMISSION_DENIED, and matches case-insensitively', async () => {
    const { handle, stored } = setup();
    const error = await failure(handle(payload({ to: [OWNER, 'otro@example.com'] }), client));
    expect(error.status).toBe('PERMISSION_DENIED');
    expect(error.httpStatus).toBe(403);
    expect(stored).toHaveLength(0);
    await handle(payload({ to: ['DUENIO@example.com', 'socia@example.com', OWNER] }), client);
    expect(stored[0]!.to).toEqual([OWNER, 'Socia@Example.com']);
  });

  it('strips CR/LF and control characters from the name', async () => {
    const { handle, stored } = setup();
    await handle(payload({ name: 'Ana\r\nBcc: espia@example.com\u0000' }), client);
    expect(stored[0]!.replyTo.name).toBe('Ana Bcc: espia@example.com');
  });

  it("owns the subject: any other than the site's is INVALID_ARGUMENT, and the mail carries the site's", async () => {
    const { handle, stored } = setup();
    for (const subject of [
      'GANASTE un premio, responde ya',
      `${site.contactSubject}!`,
      site.contactSubject.toUpperCase(),
      'Hola\nX-Extra: 1',
    ]) {
      const error = await failure(handle(payload({ subject }), client));
      expect([error.status, error.details?.fields]).toEqual(['INVALID_ARGUMENT', { subject: 'El asunto no es el del sitio' }]);
    }
    expect(stored).toHaveLength(0);
    await handle(payload(), client);
    expect(stored[0]!.subject).toBe(site.contactSubject);
  });

  it('escapes the visitor text: no script, event handler, style or remote resource survives', async () => {
    const { handle, stored } = setup();
    const hostile =
      '<img src="https://evil.example/x.png" onerror="alert(1)"><style>body{display:none}</style><script>alert(2)</script> Hola <a href="https://evil.example" style="color:red" onclick="x()">clic</a> &lt;b&gt;';
    await handle(payload({ name: '<b onmouseover="x()">Ana</b>', html: `<div data-field="message">${hostile}</div>` }), client);
    const { html } = stored[0]!;
    // Every tag in the e-mail is ours: a fixed set of elements, no attribute but lang/charset.
    const tags = [...html.matchAll(/<\/?([a-z0-9!]+)([^>]*)>/gi)];
    const ours = ['!doctype', 'html', 'head', 'meta', 'title', 'body', 'h1', 'p', 'strong', 'br'];
    expect(tags.map((t) => t[1]!.toLowerCase()).filter((name) => !ours.includes(name))).toEqual([]);
    expect(tags.map((t) => t[2]!.trim()).filter((attrs) => attrs !== '' && attrs !== 'html')).toEqual(['lang="es"', 'charset="utf-8"']);
    expect(html).not.toMatch(/https?:/);
    expect(html).toContain('&lt;b onmouseover=&quot;x()&quot;&gt;Ana&lt;/b&gt;');
    expect(html).toContain('Hola clic &lt;b&gt;');
  });

  it("stores a person's five-key payload; drops a honeypot-filled one silently: success, nothing stored, the adapter told", async () => {
    const { handle, stored } = setup();
    expect(Object.keys(payload()).sort()).toEqual(['email', 'html', 'name', 'subject', 'to']);
    await expect(handle(payload(), client)).resolves.toEqual({ ok: true });
    expect(stored).toHaveLength(1);
    stored.length = 0;
    const dropped = vi.fn();
    const withHook = createContactHandler({ recipients: [OWNER], store: (mail) => void stored.push(mail), dropped });
    await expect(withHook(payload({ website: 'https://spam.example' }), client)).resolves.toEqual({ ok: true });
    expect(dropped).toHaveBeenCalledOnce();
    await expect(handle(payload({ website: 'https://spam.example' }), client)).resolves.toEqual({ ok: true });
    expect(stored).toHaveLength(0);
    await expect(handle(payload({ website: '' }), client)).resolves.toEqual({ ok: true });
    expect(stored).toHaveLength(1);
  });

  it('rate-limits per client address with RESOURCE_EXHAUSTED and a retry delay', async () => {
    const { handle, stored } = setup({ max: 2 });
    await handle(payload(), client);
    await handle(payload(), client);
    const error = await failure(handle(payload(), client));
    expect(error.status).toBe('RESOURCE_EXHAUSTED');
    expect(error.details?.retryAfterSeconds).toBeGreaterThan(0);
    await expect(handle(payload(), { address: '198.51.100.1' })).resolves.toEqual({ ok: true });
    expect(stored).toHaveLength(3);
  });

  it('answers only after the store has finished, and fails when it fails', async () => {
    let release!: () => void;
    const store = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const handle = createContactHandler({ recipients: [OWNER], store });
    let settled = false;
    const pending = handle(payload(), client).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store).toHaveBeenCalledOnce();
    expect(settled).toBe(false);
    release();
    await pending;
    expect(settled).toBe(true);
    const broken = createContactHandler({ recipients: [OWNER], store: () => Promise.reject(new Error('disco lleno')) });
    await expect(broken(payload(), client)).rejects.toThrow('disco lleno');
  });
});
