import fc from 'fast-check';
import { site } from '../../content/site.ts';
import { httpStatusOf, type CallableStatus } from '../contact-error.ts';
import { buildMessageHtml } from '../message-html.ts';
import { SPOOFING_STRINGS } from './spoofing-strings.ts';

// Generated contact-send requests, shared by every path that answers them: the core (property
// test), the local server over HTTP and the function through the Hosting emulator. Most are
// near-valid payloads with one thing wrong, so they get past the envelope and reach the rules.
// The answer checker throws a plain Error, so any test runner can use it.

export interface FuzzOptions {
  /** CONTACT_TO of the server under test: the `to` a valid request names. */
  recipients: readonly string[];
}

const hostileText = fc.oneof(
  fc.constantFrom(...SPOOFING_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1, max: 20_000 }).map((length) => 'x'.repeat(length)),
);
const json = fc.jsonValue({ maxDepth: 3 });
const oddKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'cc', 'bcc', 'from', 'headers', 'website', 'toString');

type Payload = Record<string, unknown>;

/** A payload a person would send through the page (exactly the spec's five keys). */
function personPayload(recipients: readonly string[]): fc.Arbitrary<Payload> {
  return fc
    .record({
      name: fc.constantFrom('Ana Gómez', 'José Núñez', 'Zoë', 'Li Wei'),
      email: fc.constantFrom('ana@example.com', 'jose.nunez@example.org', 'zoe+web@example.net'),
      message: fc.constantFrom('Hola, necesito una app para mi negocio.', 'Quiero una web nueva.\n\nGracias por leer.'),
      to: fc.subarray([...recipients], { minLength: 1 }),
    })
    .map(({ name, email, message, to }) => ({
      name,
      email,
      subject: site.contactSubject,
      to,
      html: buildMessageHtml({ name, email, message }),
    }));
}

/** Sets a key as an own, enumerable property, even "__proto__" (as JSON.parse would). */
function withKey(payload: Payload, key: string, value: unknown): Payload {
  const copy = { ...payload };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** One thing changed in a person's payload: a field's value, a missing field, an extra key. */
function nearValidPayload(recipients: readonly string[]) {
  const field = fc.constantFrom('name', 'email', 'subject', 'to', 'html', 'website');
  return fc.oneof(
    personPayload(recipients),
    fc.tuple(personPayload(recipients), field, fc.oneof(hostileText, json)).map(([p, key, value]) => withKey(p, key, value)),
    fc
      .tuple(personPayload(recipients), field, hostileText)
      .map(([p, key, text]) => withKey(p, key, `${typeof p[key] === 'string' ? p[key] : ''}${text}`)),
    fc.tuple(personPayload(recipients), fc.constantFrom(...SPOOFING_STRINGS)).map(([p, name]) => ({ ...p, name })),
    fc.tuple(personPayload(recipients), field).map(([p, key]) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== key))),
    fc.tuple(personPayload(recipients), oddKeys, json).map(([p, key, value]) => withKey(p, key, value)),
    fc
      .tuple(personPayload(recipients), fc.array(fc.oneof(fc.emailAddress(), hostileText), { maxLength: 12 }))
      .map(([p, to]) => ({ ...p, to })),
    fc.tuple(personPayload(recipients), fc.constantFrom(...recipients)).map(([p, to]) => ({ ...p, to: [to.toUpperCase(), to, to] })),
  );
}

/** The `data` of a callable request: near-valid payloads and arbitrary JSON. */
export function callableData(options: FuzzOptions): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: nearValidPayload(options.recipients) }, { weight: 1, arbitrary: json });
}

/** A raw POST body: the callable envelope around `callableData`, a broken envelope, or cut-off JSON. */
export function callableRequestBody(options: FuzzOptions): fc.Arbitrary<string> {
  const envelope = callableData(options).map((data) => JSON.stringify({ data }));
  return fc.oneof(
    { weight: 6, arbitrary: envelope },
    { weight: 1, arbitrary: fc.tuple(envelope, fc.nat()).map(([body, cut]) => body.slice(0, cut % Math.max(1, body.length))) },
    { weight: 1, arbitrary: json.map((value) => JSON.stringify(value) ?? '') },
    {
      weight: 1,
      arbitrary: fc.tuple(callableData(options), oddKeys, json).map(([data, key, extra]) => JSON.stringify(withKey({ data }, key, extra))),
    },
  );
}

/** The same `count` bodies for the same seed, on every path and every run. */
export function sampleCallableRequests(options: FuzzOptions & { count: number; seed: number }): string[] {
  return fc.sample(callableRequestBody(options), { numRuns: options.count, seed: options.seed });
}

/** Statuses a generated request may get; INTERNAL (500) never. */
const ANSWERABLE: readonly CallableStatus[] = ['INVALID_ARGUMENT', 'PERMISSION_DENIED', 'RESOURCE_EXHAUSTED'];

const fail = (why: string, httpStatus: number, body: unknown) =>
  new Error(`${why} (HTTP ${httpStatus}): ${JSON.stringify(body)?.slice(0, 300) ?? String(body)}`);

/**
 * Throws unless the answer is the callable protocol's: 200 with {result}, or a 4xx whose body is
 * {error:{status,message}} with the HTTP status that status maps to (413 for an oversize body).
 */
export function expectCallableAnswer(httpStatus: number, body: unknown): void {
  if (httpStatus >= 500) throw fail('respuesta 5xx', httpStatus, body);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fail('cuerpo no es un objeto JSON', httpStatus, body);
  const keys = Object.keys(body);
  if (httpStatus === 200) {
    if (keys.length !== 1 || !('result' in body)) throw fail('éxito sin {result}', httpStatus, body);
    return;
  }
  const error = (body as { error?: unknown }).error;
  if (keys.length !== 1 || typeof error !== 'object' || error === null) throw fail('error sin {error}', httpStatus, body);
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (!ANSWERABLE.includes(status as CallableStatus)) throw fail(`estado ${String(status)} no permitido`, httpStatus, body);
  const expected = httpStatusOf[status as CallableStatus];
  if (httpStatus !== expected && !(httpStatus === 413 && status === 'INVALID_ARGUMENT')) {
    throw fail(`HTTP ${httpStatus} no corresponde a ${String(status)}`, httpStatus, body);
  }
  if (typeof message !== 'string' || message.trim() === '') throw fail('error sin mensaje', httpStatus, body);
}
