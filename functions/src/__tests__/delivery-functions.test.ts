import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getFunctions, httpsCallable } from 'firebase/functions';
import type express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactMail } from '../../../contact/build-mail.ts';
import type { MailSender } from '../../../contact/mail-sender.ts';
import { log } from '../log.ts';
import { build, OWNER, payload, serve } from './functions-fixture.ts';

// contact-deliver and contact-retry offline, and what the functions log.

// What firebase-functions' logger writes (./console-lines.ts).
const logged = await vi.hoisted(async () => (await import('./console-lines.ts')).recordConsole());

let firebase: FirebaseApp;
beforeAll(() => {
  firebase = initializeApp({ projectId: 'demo-portafolio', apiKey: 'x', appId: 'x' }, `delivery-${Date.now()}`);
});
afterAll(() => deleteApp(firebase));

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

  it('fails a task for Cloud Tasks to run again without an «Unhandled error» stack trace in the logs', async () => {
    const down: MailSender = { send: () => Promise.reject(new Error('451 try again later')), close: () => undefined };
    const { functions, outbox, docs } = build({ sender: down });
    const id = await outbox.add({ to: [OWNER], replyTo: { name: 'Ana', address: 'ana@example.com' }, subject: 's', text: 't', html: 'h' });
    await run(functions.deliver, event(id, 'stored'));
    const { origin, server } = await serve(functions.retry as unknown as express.RequestHandler, '/');
    const from = logged.length;
    try {
      // As Cloud Tasks calls it: its OIDC token (read, not checked, by firebase-functions) and the task's data.
      const token = ['{"alg":"none"}', '{"uid":"tasks"}'].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.x';
      const response = await fetch(origin, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { messageId: id } }),
      });
      expect(response.status, 'a failure: Cloud Tasks runs the task again').toBe(503);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'retrying', attempts: 2 });
    const lines = logged.slice(from).join('\n');
    expect(lines, 'the attempt says why').toContain('delivery.retry');
    expect(lines).not.toContain('Unhandled error');
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
    expect(await outbox.claim(id, 1_000_000 + 60_000)).toEqual({ heldUntil: 1_000_000 + 5 * 60_000 }); // still someone else's
    expect(await outbox.claim(id, 1_000_000 + 5 * 60_000 + 1)).not.toBeNull();
  });

  it('tries again later, not never, a message whose send another instance holds: one that died mid-send is taken over once its lease ends', async () => {
    const sent: ContactMail[] = [];
    const { functions, outbox, docs, queued } = build({ sender: { send: async (mail) => void sent.push(mail), close: () => undefined } });
    const id = await outbox.add({ to: [OWNER], replyTo: { name: 'Ana', address: 'ana@example.com' }, subject: 's', text: 't', html: 'h' });
    expect(await outbox.claim(id, Date.now())).not.toBeNull(); // an instance that then died mid-send
    await run(functions.deliver, event(id, 'stored')); // the platform's retry of its event, inside the lease
    expect(queued).toHaveLength(1);
    expect(queued[0]!.delaySeconds, 'a try when the lease ends').toBeGreaterThan(290);
    const task = { data: { messageId: id } };
    await run(functions.retry, task); // still held: a task of its own for the lease's end, not a failed one
    expect(queued).toHaveLength(2);
    const document = docs.get(`messages/${id}`) as { claimedAt: Date };
    document.claimedAt = new Date(Date.now() - 5 * 60_000 - 1); // the lease has ended
    await run(functions.retry, task);
    expect(sent).toHaveLength(1);
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('gives a failed message set back to "stored" by hand every attempt again, as the local server does', async () => {
    const down: MailSender = { send: () => Promise.reject(new Error('connect ECONNREFUSED')), close: () => undefined };
    const { functions, outbox, docs } = build({ sender: down, maxAttempts: 2 });
    const id = await outbox.add({ to: [OWNER], replyTo: { name: 'Ana', address: 'ana@example.com' }, subject: 's', text: 't', html: 'h' });
    await run(functions.deliver, event(id, 'stored'));
    await run(functions.retry, { data: { messageId: id } });
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'failed', attempts: 2 });
    (docs.get(`messages/${id}`) as { state: string }).state = 'stored'; // the owner, in the Firestore console
    await run(functions.deliver, event(id, 'stored'));
    expect(docs.get(`messages/${id}`)).toMatchObject({ state: 'retrying', attempts: 1 });
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
