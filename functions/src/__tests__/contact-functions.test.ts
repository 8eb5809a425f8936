import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getFunctions, httpsCallable, type FunctionsError } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactMail } from '../../../contact/build-mail.ts';
import type { MailSender } from '../../../contact/mail-sender.ts';
import { createContactFunctions } from '../contact-functions.ts';
import { firestoreOutbox, type MessageDocument } from '../firestore-outbox.ts';
import { log } from '../log.ts';
import { fakeFirestore } from './fake-firestore.ts';
import { site } from '../../../content/site.ts';

// The Firebase adapter offline: the real onCall wrapper (firebase-functions) mounted on an
// express app, called by the real Firebase JS SDK, storing into an in-memory Firestore.

const OWNER = 'duenio@example.com';
const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Gómez',
  email: 'ana@example.com',
  subject: site.contactSubject,
  to: [OWNER],
  html: '<div data-field="message">Hola, necesito una app para mi negocio.</div>',
  ...overrides,
});

function build(options: { enforceAppCheck?: boolean; sender?: MailSender | null; maxAttempts?: number } = {}) {
  const { db, docs } = fakeFirestore();
  const outbox = firestoreOutbox(db);
  const queued: { messageId: string; delaySeconds: number }[] = [];
  const functions = createContactFunctions({
    recipients: () => [OWNER],
    rateLimit: () => ({ max: 3, windowMs: 60_000 }),
    outbox: () => outbox,
    sender: () => (options.sender === undefined ? { send: async () => undefined, close: () => undefined } : options.sender),
    retryQueue: () => ({ enqueue: async (messageId, delaySeconds) => void queued.push({ messageId, delaySeconds }) }),
    firstRetryDelaySeconds: 30,
    enforceAppCheck: options.enforceAppCheck ?? false,
    cors: true,
    retry: { maxAttempts: options.maxAttempts ?? 10 },
  });
  return { functions, docs, outbox, queued };
}

async function serve(handler: express.RequestHandler): Promise<{ origin: string; server: Server }> {
  const app = express();
  // What Cloud Functions does before the function runs: parse the JSON body.
  app.use(express.json({ limit: '10mb' }));
  app.post('/contact-send', handler);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let firebase: FirebaseApp;
beforeAll(() => {
  firebase = initializeApp({ projectId: 'demo-portafolio', apiKey: 'x', appId: 'x' }, `functions-${Date.now()}`);
});
afterAll(() => deleteApp(firebase));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('se esperaba un error')),
    (e: unknown) => e as FunctionsError,
  );

describe('contact-send (onCall) through the Firebase JS SDK', () => {
  const setup = build();
  let origin: string;
  let server: Server;
  beforeAll(async () => ({ origin, server } = await serve(setup.functions.send as unknown as express.RequestHandler)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const call = (data: unknown) => httpsCallable(getFunctions(firebase, origin), 'contact-send')(data);

  it('stores the message in Firestore before answering success', async () => {
    await expect(call(payload())).resolves.toEqual({ data: { ok: true } });
    const [document] = [...setup.docs.values()] as unknown as MessageDocument[];
    expect(document).toMatchObject({ state: 'stored', attempts: 0, lastError: null });
    expect(document!.mail.to).toEqual([OWNER]);
    expect(document!.mail.replyTo).toEqual({ name: 'Ana Gómez', address: 'ana@example.com' });
    expect(document!.mail.html).toContain('Hola, necesito una app para mi negocio.');
  });

  it('answers the same errors as the local server', async () => {
    const invalid = await failure(call(payload({ email: 'x' })));
    expect([invalid.code, invalid.message, invalid.details]).toEqual([
      'functions/invalid-argument',
      'Los datos del mensaje no son válidos. [400]',
      { fields: { email: 'El email no es válido' } },
    ]);
    const extra = await failure(call(payload({ bcc: 'x@y.z' })));
    expect(extra.code).toBe('functions/invalid-argument');
    const foreign = await failure(call(payload({ to: ['otro@example.com'] })));
    expect([foreign.code, foreign.message]).toEqual(['functions/permission-denied', 'Destinatario no permitido. [403]']);
  });

  it('drops the honeypot silently and rate-limits per address', async () => {
    const before = setup.docs.size;
    await expect(call(payload({ website: 'spam' }))).resolves.toEqual({ data: { ok: true } });
    expect(setup.docs.size).toBe(before);
    await call(payload());
    await call(payload()); // 3 of 3 with the first test
    const limited = await failure(call(payload()));
    expect(limited.code).toBe('functions/resource-exhausted');
  });

  it('refuses a request that is not a callable envelope, as Firebase does', async () => {
    const response = await fetch(`${origin}/contact-send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{},"x":1}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe('INVALID_ARGUMENT');
  });
});

describe('App Check enforcement', () => {
  it('refuses calls without an App Check token when enforced (unauthenticated)', async () => {
    const { functions, docs } = build({ enforceAppCheck: true });
    const { origin, server } = await serve(functions.send as unknown as express.RequestHandler);
    try {
      const error = await failure(httpsCallable(getFunctions(firebase, origin), 'contact-send')(payload()));
      expect(error.code).toBe('functions/unauthenticated');
      expect(docs.size).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('contact-deliver (Firestore trigger)', () => {
  const event = (messageId: string, state: string) => ({ params: { messageId }, data: { after: { data: () => ({ state }) } } });
  const run = (fn: { run: (e: never) => unknown }, e: unknown) => fn.run(e as never) as Promise<void>;

  it('sends a stored message once and marks it sent', async () => {
    const sent: ContactMail[] = [];
    const { functions, outbox, docs } = build({ sender: { send: async (mail) => void sent.push(mail), close: () => undefined } });
    const id = await outbox.add({ to: [OWNER], replyTo: { name: 'Ana', address: 'ana@example.com' }, subject: 's', text: 't', html: 'h' });
    await run(functions.deliver, event(id, 'stored'));
    await run(functions.deliver, event(id, 'stored')); // a duplicate event finds it already sent
    await run(functions.deliver, event(id, 'sent')); // its own update: ignored
    expect(sent).toHaveLength(1);
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('re-queues a temporary failure on contact-retry, which throws for Cloud Tasks to retry, and gives up after maxAttempts', async () => {
    const down: MailSender = { send: () => Promise.reject(new Error('connect ECONNREFUSED')), close: () => undefined };
    const { functions, outbox, docs, queued } = build({ sender: down, maxAttempts: 3 });
    const id = await outbox.add({ to: [OWNER], replyTo: { name: 'Ana', address: 'ana@example.com' }, subject: 's', text: 't', html: 'h' });
    await run(functions.deliver, event(id, 'stored'));
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'retrying', attempts: 1, lastError: 'connect ECONNREFUSED' });
    expect(queued).toEqual([{ messageId: id, delaySeconds: 30 }]);
    const task = { data: { messageId: id } };
    await expect(run(functions.retry, task)).rejects.toThrow(/intento 2/);
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'retrying', attempts: 2 });
    await run(functions.retry, task); // the third and last attempt
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'failed', attempts: 3 });
    expect(queued).toHaveLength(1);
  });

  it('leaves the message stored when SMTP_URL is blank', async () => {
    const { functions, outbox, docs, queued } = build({ sender: null });
    const id = await outbox.add({ to: [OWNER], replyTo: { name: 'Ana', address: 'ana@example.com' }, subject: 's', text: 't', html: 'h' });
    await run(functions.deliver, event(id, 'stored'));
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'stored', attempts: 0 });
    expect(queued).toEqual([]);
  });

  it('takes over a send abandoned by a dead instance only after its lease expires', async () => {
    const { outbox, docs } = build();
    const id = await outbox.add({ to: [OWNER], replyTo: { name: 'Ana', address: 'ana@example.com' }, subject: 's', text: 't', html: 'h' });
    expect(await outbox.claim(id, 1_000_000)).not.toBeNull();
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'sending' });
    expect(await outbox.claim(id, 1_000_000 + 60_000)).toBeNull(); // still someone else's
    expect(await outbox.claim(id, 1_000_000 + 5 * 60_000 + 1)).not.toBeNull();
  });

  it('marks a permanent refusal failed at once', async () => {
    const refusing: MailSender = {
      send: () => Promise.reject(Object.assign(new Error('550 no existe'), { responseCode: 550 })),
      close: () => undefined,
    };
    const { functions, outbox, docs } = build({ sender: refusing });
    const id = await outbox.add({ to: [OWNER], replyTo: { name: 'Ana', address: 'ana@example.com' }, subject: 's', text: 't', html: 'h' });
    await run(functions.deliver, event(id, 'stored'));
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'failed', attempts: 1, lastError: '550 no existe' });
  });
});

describe('logs', () => {
  it('follow each message by id through accepted, attempt, retry and sent, never with the visitor’s text', async () => {
    const lines: string[] = [];
    const write = vi.spyOn(log, 'write').mockImplementation((entry) => void lines.push(JSON.stringify(entry)));
    try {
      let fail = true;
      const flaky: MailSender = {
        send: async () => {
          if (fail) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        },
        close: () => undefined,
      };
      const { functions, docs } = build({ sender: flaky });
      const { origin, server } = await serve(functions.send as unknown as express.RequestHandler);
      try {
        await httpsCallable(getFunctions(firebase, origin), 'contact-send')(payload({ name: 'Zoe Secreta', email: 'zoe@secreta.example' }));
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      const id = [...docs.keys()][0]!.split('/')[1]!;
      await functions.deliver.run({ params: { messageId: id }, data: { after: { data: () => ({ state: 'stored' }) } } } as never);
      fail = false;
      await functions.retry.run({ data: { messageId: id } } as never);
    } finally {
      write.mockRestore();
    }
    const logged = lines.join('');
    const events = lines.map((entry) => (JSON.parse(entry) as { event: string }).event);
    expect(events).toEqual([
      'message.accepted',
      'delivery.attempt',
      'delivery.retry',
      'delivery.queued',
      'delivery.attempt',
      'delivery.sent',
    ]);
    expect(logged).toContain('ECONNREFUSED');
    for (const secret of ['Zoe', 'zoe@secreta.example', 'necesito una app']) expect(logged).not.toContain(secret);
  });
});
