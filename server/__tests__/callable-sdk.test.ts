import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from '@photostructure/sqlite';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getFunctions, httpsCallable, type FunctionsError } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOutbox } from '../outbox.ts';
import { freePort } from './helpers/child-server.ts';
import { listen, OWNER, payload, tempDirs, testConfig } from './helpers/test-site.ts';

// The real Firebase JS SDK (what the page uses) against the local server: each answer the
// server gives must reach the SDK as the code the spec's table lists. The SDK appends the
// HTTP status to the server's message ("… [400]"), which checks the status as well.

const dirs = tempDirs();
let app: FastifyInstance;
let origin: string;
let firebase: FirebaseApp;

beforeAll(async () => {
  ({ app, origin } = await listen(testConfig(dirs, { rateLimit: { max: 3, windowMs: 600_000 } })));
  firebase = initializeApp({ projectId: 'demo-portafolio', apiKey: 'x', appId: 'x' }, `sdk-${Date.now()}`);
});

afterAll(async () => {
  await deleteApp(firebase);
  await app.close();
  dirs.cleanup();
});

/** httpsCallable at a custom-domain origin: the SDK posts to `${origin}/${name}`. */
const callable = (name = 'contact-send', at = origin) => httpsCallable(getFunctions(firebase, at), name);

async function sdkError(promise: Promise<unknown>): Promise<FunctionsError> {
  const error = await promise.then(
    () => {
      throw new Error('se esperaba un error');
    },
    (e: unknown) => e as FunctionsError,
  );
  return error;
}

describe('local callable through the Firebase JS SDK', () => {
  it('succeeds, and the message is in the outbox when the answer arrives', async () => {
    const result = await callable()(payload({ html: '<div data-field="message">Mensaje único 0001 para la prueba</div>' }));
    expect(result.data).toEqual({ ok: true });
    const outbox = openOutbox(dirs.dataDir);
    try {
      expect(outbox.list().map((m) => m.mail.text)).toEqual([expect.stringContaining('Mensaje único 0001')]);
      expect(outbox.list()[0]!.state).toBe('stored'); // no SMTP configured: stored only
    } finally {
      outbox.close();
    }
  });

  it('maps INVALID_ARGUMENT (400) to invalid-argument, with the Spanish message and field details', async () => {
    const error = await sdkError(callable()(payload({ email: 'no-es-un-email' })));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe('Los datos del mensaje no son válidos. [400]');
    expect(error.details).toEqual({ fields: { email: 'El email no es válido' } });
  });

  it('maps PERMISSION_DENIED (403) for a foreign recipient to permission-denied', async () => {
    const error = await sdkError(callable()(payload({ to: [OWNER, 'cualquiera@example.net'] })));
    expect(error.code).toBe('functions/permission-denied');
    expect(error.message).toBe('Destinatario no permitido. [403]');
  });

  it('maps an oversize body (413 + INVALID_ARGUMENT) to invalid-argument', async () => {
    const error = await sdkError(callable()(payload({ html: 'x'.repeat(200_000) })));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe('El mensaje es demasiado grande. [413]');
  });

  it('maps an unknown function (404) to not-found', async () => {
    const error = await sdkError(callable('contact-otra')(payload()));
    expect(error.code).toBe('functions/not-found');
  });

  it('maps RESOURCE_EXHAUSTED (429) to resource-exhausted once the address used its quota', async () => {
    await callable()(payload());
    await callable()(payload()); // with the first test: 3 of 3
    const error = await sdkError(callable()(payload()));
    expect(error.code).toBe('functions/resource-exhausted');
    expect((error.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(500);
  });

  it('maps a storage failure (500) to internal without revealing the cause', async () => {
    // A real fault: the outbox refuses writes (as a full or broken disk would).
    const db = new DatabaseSync(path.join(dirs.dataDir, 'messages.db'));
    db.exec(`CREATE TRIGGER rechazar BEFORE INSERT ON messages BEGIN SELECT RAISE(ABORT, 'disco lleno'); END;`);
    db.close();
    const { app: fresh, origin: freshOrigin } = await listen(testConfig(dirs));
    try {
      const error = await sdkError(callable('contact-send', freshOrigin)(payload()));
      expect(error.code).toBe('functions/internal');
      expect(error.message).toBe('Error interno. Inténtalo de nuevo más tarde. [500]');
      expect(JSON.stringify(error)).not.toContain('disco');
    } finally {
      await fresh.close();
      const cleanup = new DatabaseSync(path.join(dirs.dataDir, 'messages.db'));
      cleanup.exec('DROP TRIGGER rechazar');
      cleanup.close();
    }
  });

  it('maps a refused connection (status 0) to internal', async () => {
    const port = await freePort(); // nothing listens there
    const error = await sdkError(callable('contact-send', `http://127.0.0.1:${port}`)(payload()));
    expect(error.code).toBe('functions/internal');
  });
});

describe('malformed responses (a tiny server that answers badly)', () => {
  let server: Server;
  let badOrigin: string;
  const answers: Record<string, { status: number; body: string }> = {
    '/texto': { status: 200, body: 'esto no es JSON' },
    '/sin-datos': { status: 200, body: '{"otra":1}' },
    '/resultado': { status: 200, body: '{"result":{"ok":true}}' },
    '/desconocido': { status: 418, body: '{}' },
    '/no-autenticado': { status: 401, body: '{}' },
    '/sobrescrito': { status: 400, body: '{"error":{"status":"PERMISSION_DENIED","message":"mensaje del servidor"}}' },
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const answer = answers[request.url ?? ''] ?? { status: 404, body: '' };
      request.resume();
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    badOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const call = (name: string) => callable(name, badOrigin)({});

  it('reports a non-JSON body as "Response is not valid JSON object."', async () => {
    const error = await sdkError(call('texto'));
    expect(error.code).toBe('functions/internal');
    expect(error.message).toBe('Response is not valid JSON object.');
  });

  it('reports a body with neither data nor result as "Response is missing data field."', async () => {
    const error = await sdkError(call('sin-datos'));
    expect(error.code).toBe('functions/internal');
    expect(error.message).toBe('Response is missing data field.');
  });

  it('reads "result" (what the server sends), and maps other statuses as the table says', async () => {
    await expect(call('resultado')).resolves.toEqual({ data: { ok: true } });
    expect((await sdkError(call('desconocido'))).code).toBe('functions/unknown');
    expect((await sdkError(call('no-autenticado'))).code).toBe('functions/unauthenticated');
    const overridden = await sdkError(call('sobrescrito'));
    expect([overridden.code, overridden.message]).toEqual(['functions/permission-denied', 'mensaje del servidor [400]']);
  });
});
