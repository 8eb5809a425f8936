import { beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK is replaced by a recording callable: this test is about what the form sends.
const call = vi.fn();
const loadCallable = vi.fn();
vi.mock('../../../lib/callable/load-callable', () => ({ loadCallable, preloadCallable: vi.fn() }));

const { sendContactMessage, CONTACT_CALLABLE } = await import('../send-contact-message');
const { site, profile } = await import('../../../../content');

describe('sendContactMessage', () => {
  beforeEach(() => {
    call.mockReset().mockResolvedValue({ ok: true });
    loadCallable.mockReset().mockResolvedValue(call);
  });

  it('calls contact-send with the fixed subject, the owner as recipient and the escaped body', async () => {
    await sendContactMessage({ name: 'Ana', email: 'ana@example.com', message: 'Hola <b>!</b> quiero una app' }, '');
    expect(CONTACT_CALLABLE).toBe('contact-send');
    expect(loadCallable).toHaveBeenCalledWith('contact-send');
    expect(call).toHaveBeenCalledTimes(1);
    const payload = call.mock.calls[0]![0];
    // Exactly the spec's payload: no sixth key when the honeypot is empty.
    expect(Object.keys(payload).sort()).toEqual(['email', 'html', 'name', 'subject', 'to']);
    expect(payload).toMatchObject({ name: 'Ana', email: 'ana@example.com', to: [profile.email] });
    expect(payload.subject).toBe(site.contactSubject);
    expect(payload.subject).toMatch(/Portafolio .* Mensaje de contacto$/);
    expect(payload.html).toContain('Hola &lt;b&gt;!&lt;/b&gt; quiero una app');
  });

  it('passes the honeypot value on, for the server to drop the message', async () => {
    await sendContactMessage({ name: 'Bot', email: 'bot@example.com', message: 'spam spam spam' }, 'http://spam.example');
    expect(call.mock.calls[0]![0].website).toBe('http://spam.example');
  });

  it('rejects when the call fails, so the form can show its error', async () => {
    call.mockRejectedValue(new Error('internal'));
    await expect(sendContactMessage({ name: 'Ana', email: 'ana@example.com', message: 'Hola, una consulta' }, '')).rejects.toThrow(
      'internal',
    );
  });

  it('rejects when the SDK cannot be loaded', async () => {
    loadCallable.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(sendContactMessage({ name: 'Ana', email: 'ana@example.com', message: 'Hola, una consulta' }, '')).rejects.toThrow(
      TypeError,
    );
  });
});
