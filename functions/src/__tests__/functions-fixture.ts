import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { MailSender } from '../../../contact/mail-sender.ts';
import { site } from '../../../content/site.ts';
import { createContactFunctions } from '../contact-functions.ts';
import { firestoreOutbox } from '../firestore-outbox.ts';
import { fakeFirestore } from './fake-firestore.ts';

// The Firebase adapter offline, shared by its tests: the real functions (firebase-functions)
// over an in-memory Firestore, and an express app standing in for Cloud Functions' HTTP layer.

export const OWNER = 'duenio@example.com';
export const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Gómez',
  email: 'ana@example.com',
  subject: site.contactSubject,
  to: [OWNER],
  html: '<div data-field="message">Hola, necesito una app para mi negocio.</div>',
  ...overrides,
});

export function build(options: { enforceAppCheck?: boolean; sender?: MailSender | null; maxAttempts?: number } = {}) {
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

export async function serve(handler: express.RequestHandler, path = '/contact-send'): Promise<{ origin: string; server: Server }> {
  const app = express();
  // What Cloud Functions does before the function runs: parse the JSON body.
  app.use(express.json({ limit: '10mb' }));
  app.post(path, handler);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
