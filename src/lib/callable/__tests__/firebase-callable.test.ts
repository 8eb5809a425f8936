import { FUNCTIONS_REGION } from '../../../../contact/functions-region';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicConfig } from '../../../config/public-config';
import { CALLABLE_TIMEOUT_MS, createCallable } from '../firebase-callable';

// The real Firebase JS SDK in Node, against a small HTTP server that records what arrives:
// proves our configuration reaches the URL we mean and the protocol is the SDK's own.
interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: unknown;
}
let server: Server;
let origin: string;
const seen: Seen[] = [];
let reply: { status: number; body: string } = { status: 200, body: '{"result":{"ok":true}}' };

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
};

beforeAll(async () => {
  server = createServer((request, response) => {
    readBody(request)
      .then((text) => {
        seen.push({ method: request.method!, url: request.url!, contentType: request.headers['content-type'], body: JSON.parse(text) });
        response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(reply.body);
      })
      // A body that is not JSON fails the test through the recorded 500, not a silent hang.
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  reply = { status: 200, body: '{"result":{"ok":true}}' };
});

let apps = 0;
const callable = (env: Record<string, string>, pageOrigin = origin) =>
  createCallable<{ hola: string }, unknown>('contact-send', publicConfig(env), pageOrigin, `test-${++apps}`);

describe('createCallable (real Firebase SDK)', () => {
  it('posts {"data":…} as JSON to /contact-send on the page’s origin and returns the result', async () => {
    const call = await callable({});
    await expect(call({ hola: 'mundo' })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ method: 'POST', url: '/contact-send', contentType: 'application/json', body: { data: { hola: 'mundo' } } }]);
  });

  it('posts to a custom domain when one is configured', async () => {
    const call = await callable({ VITE_FUNCTIONS_ORIGIN: `${origin}/api` }, 'http://page.invalid');
    await call({ hola: 'x' });
    expect(seen[0]?.url).toBe('/api/contact-send');
  });

  it('posts to the emulator’s /{project}/{region}/{name} path', async () => {
    const port = new URL(origin).port;
    const call = await callable({ VITE_FUNCTIONS_EMULATOR: `127.0.0.1:${port}` }, 'http://page.invalid');
    await call({ hola: 'x' });
    expect(seen[0]?.url).toBe(`/demo-portafolio/${FUNCTIONS_REGION}/contact-send`);
  });

  it.each([
    [400, '{"error":{"status":"INVALID_ARGUMENT","message":"El email no es válido"}}', 'functions/invalid-argument'],
    [429, '{"error":{"status":"RESOURCE_EXHAUSTED","message":"Demasiados mensajes"}}', 'functions/resource-exhausted'],
    [500, '{"error":{"status":"INTERNAL","message":"INTERNAL"}}', 'functions/internal'],
    [200, 'no es json', 'functions/internal'],
  ])('rejects a %i answer with the SDK’s error code', async (status, body, code) => {
    reply = { status, body };
    const call = await callable({});
    await expect(call({ hola: 'x' })).rejects.toMatchObject({ code });
  });

  it('rejects with internal when nothing answers (network failure)', async () => {
    const call = await callable({}, 'http://127.0.0.1:1');
    await expect(call({ hola: 'x' })).rejects.toMatchObject({ code: 'functions/internal' });
  });

  it('uses the 70 s timeout of the spec', () => {
    expect(CALLABLE_TIMEOUT_MS).toBe(70_000);
  });
});
