import { afterEach, describe, expect, it } from 'vitest';
import { buildMessageHtml } from '../../contact/message-html.ts';
import type { LogStream } from '../server-log.ts';
import { runNode } from './helpers/child-server.ts';
import { startFakeSmtp } from './helpers/fake-smtp.ts';
import { listen, payload, post, tempDirs, testConfig } from './helpers/test-site.ts';

// "Nothing silent": every event of a message is one JSON line in the log (captured here from
// pino's destination), and what the visitor wrote never is.

const NAME = 'Visitante Únicoxyz';
const EMAIL = 'secreto.visitante@example.org';
const TEXT = 'Texto privado del visitante 8472, no debe aparecer en el log';
const HOSTILE_KEY = 'Soy Ana, tel 555-1234\nINFO: Mensaje #9: enviado';
const visitorPayload = (overrides: Record<string, unknown> = {}) =>
  payload({ name: NAME, email: EMAIL, html: buildMessageHtml({ name: NAME, email: EMAIL, message: TEXT }), ...overrides });

interface Line {
  level: number;
  msg: string;
  event?: string;
  id?: number;
  [key: string]: unknown;
}

function capture(): LogStream & { lines: () => Line[]; raw: () => string } {
  const chunks: string[] = [];
  return { write: (line) => void chunks.push(line), lines: () => chunks.map((c) => JSON.parse(c) as Line), raw: () => chunks.join('') };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(smtpUrl: string | null, delivery = {}) {
  const dirs = tempDirs();
  cleanups.push(dirs.cleanup);
  const log = capture();
  const started = await listen(testConfig(dirs, { smtpUrl }), {
    logStream: log,
    delivery: { retry: { baseDelayMs: 60_000 }, pollMs: 50, ...delivery },
  });
  cleanups.push(() => started.app.close());
  const events = (name: string) => log.lines().filter((line) => line.event === name);
  return { ...started, log, events };
}

describe('server log', () => {
  it('logs accepted, attempt and sent with the message id, and never the visitor', async () => {
    const smtp = await startFakeSmtp();
    cleanups.push(() => smtp.close());
    const { origin, log, events } = await server(smtp.url);
    expect((await post(origin, JSON.stringify({ data: visitorPayload() }))).status).toBe(200);
    await smtp.waitFor(1);
    await expect.poll(() => events('delivery.sent').length).toBe(1);

    expect(events('message.accepted')).toMatchObject([{ id: 1, recipients: 1, msg: 'Mensaje #1 recibido y guardado' }]);
    expect(events('delivery.attempt')).toMatchObject([{ id: 1, attempt: 1 }]);
    expect(events('delivery.sent')).toMatchObject([{ id: 1, attempt: 1 }]);
    // One line per event: no per-request access log in between (the other line is listen's).
    expect(log.lines().map((line) => line.event ?? line.msg.replace(/\d+/g, 'N'))).toEqual([
      'Server listening at http://N.N.N.N:N',
      'message.accepted',
      'delivery.attempt',
      'delivery.sent',
    ]);

    // Refusals and a bot's drop are told too, by status and field names only.
    await post(origin, JSON.stringify({ data: visitorPayload({ to: ['otro@example.com'] }) }));
    await post(origin, JSON.stringify({ data: visitorPayload({ email: 'no-es-email', name: '' }) }));
    await post(origin, JSON.stringify({ data: visitorPayload({ website: 'https://spam.example' }) }));
    // A key the payload does not know is the sender's own text: named only as unknown.
    await post(origin, JSON.stringify({ data: visitorPayload({ [HOSTILE_KEY]: 'x' }) }));
    await post(
      origin,
      JSON.stringify({ data: visitorPayload({ html: buildMessageHtml({ name: NAME, email: EMAIL, message: 'corto' }) }) }),
    );
    expect(events('message.refused')).toMatchObject([
      { status: 'PERMISSION_DENIED', fields: [] },
      { status: 'INVALID_ARGUMENT', fields: ['name', 'email'] },
      { status: 'INVALID_ARGUMENT', fields: ['(campo desconocido)'] },
      { status: 'INVALID_ARGUMENT', fields: ['message'] },
    ]);
    expect(events('message.dropped')).toHaveLength(1);

    for (const secret of [NAME, EMAIL, TEXT, 'Texto privado', 'Únicoxyz', 'secreto.visitante', 'Soy Ana'])
      expect(log.raw()).not.toContain(secret);
  });

  it('logs a failed attempt with the SMTP error and the next retry, and a permanent failure', async () => {
    const refusing = await startFakeSmtp(0, { rejectWith: { code: 451, message: 'Mailbox busy, try later' } });
    cleanups.push(() => refusing.close());
    const { origin, events } = await server(refusing.url);
    const before = Date.now();
    await post(origin, JSON.stringify({ data: visitorPayload() }));
    await expect.poll(() => events('delivery.retry').length).toBe(1);
    const [retry] = events('delivery.retry');
    expect(retry).toMatchObject({ level: 40, id: 1, attempt: 1, error: expect.stringContaining('Mailbox busy, try later') });
    expect(Date.parse(retry!.nextAttemptAt as string)).toBeGreaterThanOrEqual(before + 60_000);
    expect(retry!.msg).toMatch(/^Mensaje #1: el envío falló \(intento 1\): .*Mailbox busy.*Próximo intento: \d{4}-/);

    const permanent = await startFakeSmtp(0, { rejectWith: { code: 550, message: 'No such mailbox' } });
    cleanups.push(() => permanent.close());
    const second = await server(permanent.url);
    await post(second.origin, JSON.stringify({ data: visitorPayload() }));
    await expect.poll(() => second.events('delivery.failed').length).toBe(1);
    expect(second.events('delivery.failed')[0]).toMatchObject({
      level: 50,
      id: 1,
      permanent: true,
      error: expect.stringContaining('No such mailbox'),
    });
  });

  it('warns once about a message waiting longer than the threshold', async () => {
    // SMTP down: the message stays queued, and the worker looks at the queue after each pass.
    const probe = await startFakeSmtp();
    await probe.close();
    const { origin, events } = await server(probe.url, { warnAfterMs: 1 });
    await post(origin, JSON.stringify({ data: visitorPayload() }));
    await expect.poll(() => events('delivery.waiting').length).toBe(1);
    expect(events('delivery.waiting')[0]).toMatchObject({
      level: 40,
      id: 1,
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    // Later passes warn about a second message, and still only once about the first.
    await post(origin, JSON.stringify({ data: visitorPayload() }));
    await expect.poll(() => events('delivery.waiting').map((line) => line.id)).toEqual([1, 2]);
  });

  it('writes its lines in order and at once, even with the thread pool busy when the server exits', async () => {
    const { code, stdout } = await runNode(['server/__tests__/helpers/log-then-exit.ts'], { UV_THREADPOOL_SIZE: '1' });
    expect(code).toBe(0);
    const events = stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as Line).event);
    expect(events).toEqual(['message.accepted', 'shutdown.done']);
  });
});
