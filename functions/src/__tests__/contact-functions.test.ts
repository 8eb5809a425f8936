import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getFunctions, httpsCallable, type FunctionsError } from 'firebase/functions';
import type { Server } from 'node:http';
import type express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageDocument } from '../firestore-outbox.ts';
import { build, OWNER, payload, serve } from './functions-fixture.ts';

// contact-send offline: the real onCall wrapper mounted on an express app, called by the real
// Firebase JS SDK, storing into an in-memory Firestore.

// What firebase-functions' logger writes (./console-lines.ts).
const logged = await vi.hoisted(async () => (await import('./console-lines.ts')).recordConsole());

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

  it("refuses a body without the envelope in the local server's words, and logs none of what it carries", async () => {
    const from = logged.length;
    const response = await fetch(`${origin}/contact-send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Visitante Privado', message: 'TEXTO-DEL-VISITANTE' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { status: 'INVALID_ARGUMENT', message: 'Solicitud inválida.' } });
    const lines = logged.slice(from).join('\n');
    expect(lines, 'the refusal is logged').toContain('INVALID_ARGUMENT');
    expect(lines).not.toMatch(/Visitante Privado|TEXTO-DEL-VISITANTE/);
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
