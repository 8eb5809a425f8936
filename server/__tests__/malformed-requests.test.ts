import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOutbox } from '../outbox.ts';
import { listen, OWNER, payload, post, tempDirs, testConfig } from './helpers/test-site.ts';

// 100 malformed requests of many kinds, each answered with the right callable error, and the
// server still serving a valid message afterwards. Plus the protocol edges: methods, CORS.

const dirs = tempDirs();
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await listen(testConfig(dirs, { corsOrigins: ['https://portafolio.example'] })));
});
afterAll(async () => {
  await app.close();
  dirs.cleanup();
});

type Expected = [httpStatus: number, status: string];
const BAD: Expected = [400, 'INVALID_ARGUMENT'];
const JSON_HEADERS = { 'content-type': 'application/json' };
const wrap = (data: unknown) => JSON.stringify({ data });

/** Each case: a name, the raw body, its headers, what must come back. */
function cases(): { name: string; body: string | Buffer; headers?: Record<string, string>; expected: Expected }[] {
  const list: { name: string; body: string | Buffer; headers?: Record<string, string>; expected: Expected }[] = [];
  const add = (name: string, body: string | Buffer, expected: Expected = BAD, headers: Record<string, string> = JSON_HEADERS) =>
    list.push({ name, body, headers, expected });

  // Not JSON at all, or not the envelope.
  for (const body of [
    '',
    ' ',
    'hola',
    '{',
    '{"data":',
    'null',
    'true',
    '42',
    '"texto"',
    '[]',
    '[{"data":{}}]',
    '{data:{}}',
    "{'data':{}}",
    '{"data":{}}}',
    '\u0000',
    'NaN',
  ])
    add(`cuerpo ${JSON.stringify(body)}`, body);
  add('bytes inválidos', Buffer.from([0xff, 0xfe, 0x00, 0x7b]));
  add('sin data', '{}');
  add('data y result', JSON.stringify({ data: payload(), result: 1 }));
  add('data y extra', JSON.stringify({ data: payload(), extra: true }));
  add('Data con mayúscula', JSON.stringify({ Data: payload() }));
  // Wrong content types with a valid body.
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    'application/json-patch+json',
    'text/json',
  ])
    add(`content-type ${type}`, wrap(payload()), BAD, { 'content-type': type });
  add('sin content-type', wrap(payload()), BAD, {});
  // Wrong data shapes and types.
  for (const data of [null, 1, 'texto', [], [payload()], true, {}]) add(`data ${JSON.stringify(data)?.slice(0, 20)}`, wrap(data));
  for (const field of ['name', 'email', 'subject', 'to', 'html']) {
    for (const value of [null, 1, true, {}, field === 'to' ? 'duenio@example.com' : []])
      add(`${field} = ${JSON.stringify(value)}`, wrap(payload({ [field]: value })));
    add(`sin ${field}`, wrap(payload({ [field]: undefined })));
  }
  for (const key of ['cc', 'bcc', 'from', 'replyTo', 'message', 'attachments', '__proto__x', 'headers'])
    add(`clave extra ${key}`, wrap(payload({ [key]: 'x@example.com' })));
  add('website no texto', wrap(payload({ website: 1 })));
  // Field rules.
  for (const email of [
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana example@x.com',
    'ana@example.com\r\nBcc: x@y.z',
    `${'a'.repeat(250)}@example.com`,
  ])
    add(`email ${JSON.stringify(email).slice(0, 30)}`, wrap(payload({ email })));
  for (const name of ['', '   ', '\r\n', 'n'.repeat(121)]) add(`nombre ${JSON.stringify(name).slice(0, 20)}`, wrap(payload({ name })));
  add('asunto vacío', wrap(payload({ subject: ' ' })));
  add('asunto larguísimo', wrap(payload({ subject: 's'.repeat(201) })));
  for (const message of ['', 'corto', '         ', '<b></b><i>123456789</i>', 'x'.repeat(5001)])
    add(`mensaje ${message.length} caracteres`, wrap(payload({ html: `<div data-field="message">${message}</div>` })));
  add('html de más de 40000', wrap(payload({ html: 'x'.repeat(40_001) })));
  add('to vacío', wrap(payload({ to: [] })));
  add('to con 11', wrap(payload({ to: Array.from({ length: 11 }, () => OWNER) })));
  add('to inválido', wrap(payload({ to: ['no-es-email'] })));
  add('to con salto de línea', wrap(payload({ to: [`${OWNER}\r\nBcc: x@y.z`] })));
  // Foreign recipients: no open relay.
  for (const to of [
    ['otro@example.com'],
    [OWNER, 'otro@example.com'],
    ['duenio@example.com.evil.example'],
    ['duenio@evil.example'],
    ['socia@example.org'],
  ])
    add(`destinatario ajeno ${to.join(',')}`, wrap(payload({ to })), [403, 'PERMISSION_DENIED']);
  // Huge bodies.
  add('cuerpo de 100 kB', wrap(payload({ html: 'x'.repeat(100_000) })), [413, 'INVALID_ARGUMENT']);
  add('cuerpo de 1 MB', 'x'.repeat(1_000_000), [413, 'INVALID_ARGUMENT']);
  add('cuerpo de 5 MB', wrap(payload({ html: 'y'.repeat(5_000_000) })), [413, 'INVALID_ARGUMENT']);
  return list;
}

describe('100 malformed requests', () => {
  const all = cases();

  it('has at least 100 cases', () => {
    expect(all.length).toBeGreaterThanOrEqual(100);
  });

  it('answers each with the right callable error and keeps nothing', async () => {
    const outcomes = [];
    for (const { name, body, headers, expected } of all) {
      const response = await post(origin, body, headers);
      outcomes.push({ name, expected, got: [response.status, response.json?.error?.status] });
      // A Spanish sentence for the visitor, never a stack or an internal name.
      expect(response.json?.error?.message, name).toMatch(/^[A-ZÁÉÍÓÚ¡¿][^\n]*\.$/);
    }
    expect(outcomes.filter((o) => o.got[0] !== o.expected[0] || o.got[1] !== o.expected[1])).toEqual([]);
    const outbox = openOutbox(dirs.dataDir);
    expect(outbox.list()).toEqual([]);
    outbox.close();
  });

  it('still answers a valid message afterwards', async () => {
    const response = await post(origin, wrap(payload()));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ result: { ok: true } });
  });
});

describe('protocol edges', () => {
  it('refuses other methods like Firebase does (400 INVALID_ARGUMENT)', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(`${origin}/contact-send`, { method });
      expect(response.status, method).toBe(400);
      expect(await response.json()).toEqual({ error: { status: 'INVALID_ARGUMENT', message: 'Solicitud inválida.' } });
    }
  });

  it('accepts a charset parameter on the content type, and answers JSON', async () => {
    const response = await post(origin, wrap(payload()), { 'content-type': 'Application/JSON; charset=utf-8' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('sends CORS headers only to configured origins', async () => {
    const preflight = (from: string) =>
      fetch(`${origin}/contact-send`, {
        method: 'OPTIONS',
        headers: {
          origin: from,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-firebase-appcheck',
        },
      });
    const allowed = await preflight('https://portafolio.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portafolio.example');
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type,x-firebase-appcheck');

    const refused = await preflight('https://otro.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();

    const sameOrigin = await post(origin, wrap(payload()), { ...JSON_HEADERS, origin });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    const crossAllowed = await post(origin, wrap(payload()), { ...JSON_HEADERS, origin: 'https://portafolio.example' });
    expect(crossAllowed.headers.get('access-control-allow-origin')).toBe('https://portafolio.example');
  });

  it('answers unknown paths: callable 404 for POST, text 404 otherwise, and still serves the site', async () => {
    const unknown = await post(origin, wrap({}), JSON_HEADERS, '/contact-recibir');
    expect([unknown.status, unknown.json?.error?.status]).toEqual([404, 'NOT_FOUND']);
    const page = await fetch(`${origin}/no-existe`);
    expect([page.status, await page.text()]).toEqual([404, 'Página no encontrada']);
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('rate limit over HTTP', () => {
  it('answers 429 RESOURCE_EXHAUSTED with Retry-After once an address used its quota', async () => {
    const limitedDirs = tempDirs();
    const limited = await listen(testConfig(limitedDirs, { rateLimit: { max: 2, windowMs: 60_000 } }));
    try {
      expect((await post(limited.origin, wrap(payload()))).status).toBe(200);
      // Malformed requests don't use the quota.
      expect((await post(limited.origin, wrap(payload({ email: 'x' })))).status).toBe(400);
      expect((await post(limited.origin, wrap(payload()))).status).toBe(200);
      const refused = await post(limited.origin, wrap(payload()));
      expect(refused.status).toBe(429);
      expect(refused.json?.error?.status).toBe('RESOURCE_EXHAUSTED');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
    } finally {
      await limited.app.close();
      limitedDirs.cleanup();
    }
  });

  it('counts each visitor behind a trusted proxy on their own, and no one else can name an address', async () => {
    const json = { 'content-type': 'application/json' };
    const from = (address: string) => ({ ...json, 'x-forwarded-for': address });
    const config = (trustProxy: string[]) => testConfig(limitedDirs, { rateLimit: { max: 1, windowMs: 60_000 }, trustProxy });
    const limitedDirs = tempDirs();
    // Behind a proxy on this machine: each forwarded visitor has a quota of their own.
    const proxied = await listen(config(['127.0.0.1']));
    try {
      expect((await post(proxied.origin, wrap(payload()), from('203.0.113.1'))).status).toBe(200);
      expect((await post(proxied.origin, wrap(payload()), from('203.0.113.2'))).status).toBe(200);
      expect((await post(proxied.origin, wrap(payload()), from('203.0.113.1'))).status).toBe(429);
    } finally {
      await proxied.app.close();
    }
    // Without one, a header a client writes changes nothing: the connection's address is used.
    // The log says once that a proxy may be there unnamed.
    const lines: string[] = [];
    const direct = await listen(config([]), { logStream: { write: (line) => void lines.push(line) } });
    try {
      expect((await post(direct.origin, wrap(payload()), from('203.0.113.3'))).status).toBe(200);
      expect((await post(direct.origin, wrap(payload()), from('203.0.113.4'))).status).toBe(429);
      const unnamed = lines
        .map((line) => JSON.parse(line) as { event?: string; msg: string })
        .filter((line) => line.event === 'proxy.unnamed');
      expect(unnamed).toHaveLength(1);
      expect(unnamed[0]!.msg).toContain('TRUST_PROXY');
    } finally {
      await direct.app.close();
      limitedDirs.cleanup();
    }
  });
});
