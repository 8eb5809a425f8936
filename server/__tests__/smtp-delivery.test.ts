import { afterEach, describe, expect, it } from 'vitest';
import { openOutbox, type OutboxMessage } from '../outbox.ts';
import { freePort } from './helpers/child-server.ts';
import { startFakeSmtp, type FakeSmtp } from './helpers/fake-smtp.ts';
import { listen, OWNER, payload, post, tempDirs, testConfig } from './helpers/test-site.ts';
import { site } from '../../content/site.ts';

// Delivery against a real SMTP server in-process: what arrives, and what happens when the
// mail server is down or refuses.

const fast = { retry: { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 50 }, pollMs: 50 };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(smtp: { url: string }, deliveryOptions = fast) {
  const dirs = tempDirs();
  cleanups.push(dirs.cleanup);
  const server = await listen(testConfig(dirs, { smtpUrl: smtp.url }), { delivery: deliveryOptions });
  cleanups.push(() => server.app.close());
  return { ...server, dirs };
}

function messages(dataDir: string): OutboxMessage[] {
  const outbox = openOutbox(dataDir);
  try {
    return outbox.list();
  } finally {
    outbox.close();
  }
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function smtpServer(port = 0, options = {}): Promise<FakeSmtp> {
  const smtp = await startFakeSmtp(port, options);
  cleanups.push(() => smtp.close());
  return smtp;
}

describe('SMTP delivery', () => {
  it('delivers with the subject, Reply-To, escaped HTML and only the configured recipients', async () => {
    const smtp = await smtpServer();
    const { origin, dirs } = await setup(smtp);
    const html =
      '<div data-field="message">Hola &lt;script&gt;alert(1)&lt;/script&gt;<br>¿Hablamos? <img src=https://evil.example/p.png></div>';
    const response = await post(origin, JSON.stringify({ data: payload({ html, to: [OWNER, 'socia@example.com'] }) }));
    expect(response.json).toEqual({ result: { ok: true } });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.to.sort()).toEqual([OWNER, 'socia@example.com']);
    expect(mail!.envelope.from).toBe('no-responder@example.com');
    expect(mail!.headers.get('subject')).toEqual([site.contactSubject]);
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: 'Ana Gómez', address: 'ana@example.com' }]);
    expect(mail!.parsed.from?.value).toEqual([{ name: 'Portafolio', address: 'no-responder@example.com' }]);
    // The visitor's address appears in Reply-To only, never in From/To/Cc/Bcc.
    for (const name of ['from', 'to', 'cc', 'bcc']) expect(mail!.headers.get(name)?.join() ?? '').not.toContain('ana@example.com');
    expect(mail!.html).toContain('Hola &lt;script&gt;alert(1)&lt;/script&gt;<br>¿Hablamos?');
    expect(mail!.html).not.toMatch(/<script|<img|evil\.example/);
    expect(mail!.text).toContain('Hola <script>alert(1)</script>\n¿Hablamos?');

    await until(() => messages(dirs.dataDir)[0]?.state === 'sent');
    const [row] = messages(dirs.dataDir);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeGreaterThan(0);
  });

  it('adds no header when the name carries "\\r\\nBcc: …"', async () => {
    const smtp = await smtpServer();
    const { origin } = await setup(smtp);
    const name = 'Ana\r\nBcc: espia@example.net\r\nX-Inyectado: si';
    const response = await post(origin, JSON.stringify({ data: payload({ name }) }));
    expect(response.status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.to).toEqual([OWNER]);
    expect(mail!.headers.has('bcc')).toBe(false);
    expect(mail!.headers.has('cc')).toBe(false);
    expect(mail!.headers.has('x-inyectado')).toBe(false);
    expect(mail!.raw).not.toMatch(/^(Bcc|Cc|X-Inyectado):/im);
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: 'Ana Bcc: espia@example.net X-Inyectado: si', address: 'ana@example.com' }]);
  });

  it('keeps the message when SMTP is down, retries with backoff, and delivers once it is back', async () => {
    // Nothing listens on the port until the mail server "comes back" (./helpers/child-server.ts).
    const port = await freePort();
    const { origin, dirs } = await setup({ url: `smtp://127.0.0.1:${port}` });

    const response = await post(origin, JSON.stringify({ data: payload() }));
    expect(response.json).toEqual({ result: { ok: true } });
    await until(() => (messages(dirs.dataDir)[0]?.attempts ?? 0) >= 2);
    const [waiting] = messages(dirs.dataDir);
    expect(waiting!.state === 'stored' || waiting!.state === 'sending').toBe(true);
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await smtpServer(port);
    await smtp.waitFor(1);
    await until(() => messages(dirs.dataDir)[0]?.state === 'sent');
    expect(messages(dirs.dataDir)[0]!.lastError).toBeNull();
  });

  it('marks a message failed on a permanent refusal, and re-queues it on demand', async () => {
    const refusing = await smtpServer(0, { rejectWith: { code: 550, message: 'Buzón inexistente' } });
    const { origin, dirs } = await setup(refusing);
    await post(origin, JSON.stringify({ data: payload() }));
    await until(() => messages(dirs.dataDir)[0]?.state === 'failed');
    expect(messages(dirs.dataDir)[0]).toMatchObject({ state: 'failed', attempts: 1 });
    // The server answered in UTF-8; the owner reads it as written.
    expect(messages(dirs.dataDir)[0]!.lastError).toMatch(/550 Buzón inexistente/);

    const outbox = openOutbox(dirs.dataDir);
    expect(outbox.requeueFailed('all')).toBe(1);
    outbox.close();
    // The worker polls, so a re-queue from another process (the CLI) is picked up too.
    await until(() => refusing.offered() === 2);
    await until(() => messages(dirs.dataDir)[0]!.state === 'failed');
    expect(messages(dirs.dataDir)[0]!.attempts).toBe(1);
  });
});
