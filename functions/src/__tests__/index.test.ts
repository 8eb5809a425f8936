import { execFileSync } from 'node:child_process';
import { FUNCTIONS_REGION } from '../../../contact/functions-region.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../content/profile.ts';
import { buildFunctions } from '../../../scripts/build-functions.ts';
import { contact } from '../index.ts';
import { site } from '../../../content/site.ts';

// The module Firebase deploys: names, region, trigger wiring, and the handler through
// `.run()` (paths that never reach Firestore, which is not available offline).

const functionsDir = path.resolve(import.meta.dirname, '../..');
const request = (data: unknown) => ({ data, rawRequest: { ip: '203.0.113.9', header: () => undefined }, acceptsStreaming: false }) as never;
const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana',
  email: 'ana@example.com',
  subject: site.contactSubject,
  to: [profile.email],
  html: '<div data-field="message">Hola, quiero un sitio web nuevo.</div>',
  ...overrides,
});

async function httpsError(promise: unknown): Promise<HttpsError> {
  const error = await (promise as Promise<unknown>).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

describe('functions/src/index.ts', () => {
  it('exports contact.send as a callable, contact.deliver as a Firestore trigger and contact.retry as a task queue, in the functions region', () => {
    // Firebase names exported groups with a dash: contact.send → "contact-send".
    expect(Object.keys(contact).sort()).toEqual(['deliver', 'retry', 'send']);
    expect(contact.send.__endpoint).toMatchObject({ platform: 'gcfv2', region: [FUNCTIONS_REGION], callableTrigger: {} });
    expect(contact.deliver.__endpoint).toMatchObject({
      region: [FUNCTIONS_REGION],
      secretEnvironmentVariables: [{ key: 'SMTP_URL' }],
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.written',
        eventFilterPathPatterns: { document: 'messages/{messageId}' },
        retry: true,
      },
    });
    expect(contact.retry.__endpoint).toMatchObject({
      region: [FUNCTIONS_REGION],
      secretEnvironmentVariables: [{ key: 'SMTP_URL' }],
      taskQueueTrigger: { retryConfig: { maxAttempts: 10, maxBackoffSeconds: 3600 } },
    });
  });

  it('runs the shared core: invalid-argument, permission-denied, and the silent honeypot', async () => {
    const invalid = await httpsError(contact.send.run(request(payload({ html: '<p>corto</p>' }))));
    expect([invalid.code, invalid.httpErrorCode.status, invalid.details]).toEqual([
      'invalid-argument',
      400,
      { fields: { message: 'El mensaje debe tener al menos 10 caracteres' } },
    ]);
    // Without CONTACT_TO the default recipient is the owner from content/profile.ts.
    const foreign = await httpsError(contact.send.run(request(payload({ to: ['alguien@example.net'] }))));
    expect([foreign.code, foreign.httpErrorCode.status, foreign.message]).toEqual(['permission-denied', 403, 'Destinatario no permitido.']);
    await expect(contact.send.run(request(payload({ website: 'http://spam.example' })))).resolves.toEqual({ ok: true });
  });
});

describe('scripts/build-functions.ts', () => {
  it('bundles the core into functions/lib/index.js, leaving only functions/ dependencies external', async () => {
    await buildFunctions();
    const bundle = readFileSync(path.join(functionsDir, 'lib/index.js'), 'utf8');
    const imports = [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!.split('/')[0]);
    // Node's own modules (node:crypto, for the visitor hash) need no install.
    expect(new Set(imports.filter((name) => !name!.startsWith('node:')))).toEqual(
      new Set(['firebase-admin', 'firebase-functions', 'nodemailer']),
    );
    expect(bundle).not.toMatch(/\.\.\/contact|\.\.\/counts|\.\.\/src\//);
    // Load it the way the Functions runtime does, from the functions folder.
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import('./lib/index.js'); console.log(JSON.stringify([Object.keys(m.contact), m.contact.send.__endpoint.region, m.count.__endpoint.httpsTrigger !== undefined]))`,
      ],
      { cwd: functionsDir, encoding: 'utf8' },
    );
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual([['send', 'deliver', 'retry'], [FUNCTIONS_REGION], true]);
  }, 60_000);
});
