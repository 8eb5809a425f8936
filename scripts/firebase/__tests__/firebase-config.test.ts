import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { FUNCTIONS_REGION } from '../../../contact/functions-region.ts';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT } from '../../../contact/rate-limiter.ts';
import { profile } from '../../../content/profile.ts';
import { publicConfig } from '../../../src/config/public-config.ts';
import { securityHeaders } from '../../security-headers.ts';
import { cacheControl, cacheControlFor } from '../../../server/static-site.ts';
import { firebaseConfigFor, hostingHeaders, readBaseConfig, root } from '../firebase-config.ts';
import { COUNT_PATH, PIXEL_PATH } from '../../../counts/count-names.ts';
import { DEFAULT_COUNT_RATE_LIMIT_MAX } from '../../../counts/count-policy.ts';
import { functionsEnvText, readEnvValue, writeFunctionsEnv } from '../functions-env.ts';

// Firebase Hosting must send what the local server sends, from the build's own facts, without a
// build: the config is generated per run (firebase.<label>.json) from firebase.json + build-info.

type Rule = { source?: string; regex?: string; headers: { key: string; value: string }[] };
const base = readBaseConfig();
const security = securityHeaders(readFileSync(path.join(root, 'index.html'), 'utf8'), publicConfig({}));
const generated = firebaseConfigFor(base, {
  distDir: path.join(root, '.tmp/dist-x'),
  securityHeaders: security,
  functionsEnvDir: path.join(root, '.tmp/dist-x-build/functions-env-x'),
  ports: { hosting: 6000, base: 6001 },
});
const temp = mkdtempSync(path.join(os.tmpdir(), 'functions-env-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the generated Firebase config', () => {
  it('serves the given build with its exact security headers, and no predeploy hook runs after the config is read', () => {
    expect(generated.hosting.public).toBe('.tmp/dist-x');
    const all = (generated.hosting.headers as Rule[]).find((rule) => rule.source === '**')!;
    expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value]))).toEqual(security);
    expect(generated.hosting.predeploy).toBeUndefined();
    expect(generated.functions[0]).toMatchObject({ source: 'functions', configDir: '.tmp/dist-x-build/functions-env-x' });
    expect(generated.functions[0]!.predeploy).toBeUndefined();
    // The committed file carries no headers to go stale, and refuses a deploy that bypasses this.
    expect(base.hosting.headers).toBeUndefined();
    expect(base.hosting.predeploy?.join(' ')).toMatch(/deploy:firebase.*exit 1/);
  });

  it('caches like the local server, with rules that never overlap', () => {
    const rules = hostingHeaders({}) as Rule[];
    const cacheOf = (source: string) => rules.find((rule) => rule.source === source)?.headers[0]?.value;
    expect(cacheOf('/bundle/**')).toBe(cacheControlFor('bundle/index-abc123.js'));
    expect(cacheOf('/assets/**')).toBe(cacheControlFor('assets/cv.pdf'));
    expect(cacheOf('/*.!(html)')).toBe(cacheControlFor('robots.txt'));
    const html = new RegExp(rules.find((rule) => rule.regex)!.regex!);
    for (const page of ['/', '/index.html', '/otra/pagina.html', '/proyectos/turnos-medicos']) expect(html.test(page), page).toBe(true);
    for (const file of ['/bundle/index-abc.js', '/assets/cv.pdf', '/robots.txt', '/index.html.map'])
      expect(html.test(file), file).toBe(false);
    expect(rules.find((rule) => rule.regex)!.headers[0]!.value).toBe(cacheControl.html);
  });

  it("rewrites /contact-send and the counts (/count, /count.gif) to their functions in the functions' region; Firestore rules deny browsers", () => {
    expect(generated.hosting.rewrites).toEqual([
      { source: '/contact-send', function: { functionId: 'contact-send', region: FUNCTIONS_REGION } },
      { source: COUNT_PATH, function: { functionId: 'count', region: FUNCTIONS_REGION } },
      { source: PIXEL_PATH, function: { functionId: 'count', region: FUNCTIONS_REGION } },
    ]);
    expect(base.firestore).toEqual({ rules: 'firestore.rules' });
    expect(readFileSync(path.join(root, 'firestore.rules'), 'utf8')).toContain('allow read, write: if false;');
  });

  it('pins every emulator port, moves them as one block, and keeps the UI off', () => {
    const ports = (config: typeof base) =>
      Object.values(config.emulators)
        .flatMap((e) => [e.port, e.websocketPort])
        .filter(Boolean);
    expect(new Set(ports(base)).size).toBe(8);
    expect(ports(generated).sort()).toEqual([6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007]);
    expect(base.emulators.ui).toEqual({ enabled: false });
    for (const emulator of Object.values(generated.emulators)) if (emulator.host) expect(emulator.host).toBe('127.0.0.1');
  });
});

describe("the function's parameters", () => {
  it('come from the environment npm start reads, CONTACT_TO parsed by contact/recipients.ts', () => {
    const text = functionsEnvText({
      CONTACT_TO: ' a@example.com ,b@example.com',
      MAIL_FROM: 'Yo "mismo" <yo@example.com>',
      RATE_LIMIT_MAX: '',
    });
    expect(readEnvValue(text, 'CONTACT_TO')).toBe('a@example.com,b@example.com');
    expect(readEnvValue(text, 'MAIL_FROM')).toBe('Yo "mismo" <yo@example.com>');
    // Unset: the param's own default, so the CLI has nothing to ask.
    expect(readEnvValue(text, 'RATE_LIMIT_MAX')).toBe(String(DEFAULT_RATE_LIMIT.max));
    expect(readEnvValue(text, 'ENFORCE_APP_CHECK')).toBe('false');
    expect(readEnvValue(text, 'COUNT_RATE_LIMIT_MAX')).toBe(String(DEFAULT_COUNT_RATE_LIMIT_MAX));
    // A JSON list: what firebase-functions parses a list param from, in the emulator too.
    expect(JSON.parse(readEnvValue(text, 'CORS_ORIGINS')!)).toEqual([new URL(profile.siteUrl).origin]);
    expect(JSON.parse(readEnvValue(functionsEnvText({ CORS_ORIGINS: 'https://a.example, https://b.example' }), 'CORS_ORIGINS')!)).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => functionsEnvText({ CONTACT_TO: 'no-es-un-email' })).toThrow(/CONTACT_TO/);
  });

  it('are checked against the recipients the page was built for', () => {
    expect(() => writeFunctionsEnv(temp, { CONTACT_TO: 'B@example.com' }, ['b@example.com'])).not.toThrow();
    expect(() => writeFunctionsEnv(temp, { CONTACT_TO: 'otro@example.com' }, ['b@example.com'])).toThrow(
      /CONTACT_TO no coincide: la página envía a b@example.com y la función aceptaría otro@example.com/,
    );
  });
});
