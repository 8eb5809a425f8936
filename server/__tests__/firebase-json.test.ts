import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../scripts/security-headers.ts';
import { hostingHeaders, syncFirebaseJson } from '../../scripts/sync-firebase-headers.ts';
import { cacheControl, cacheControlFor } from '../static-site.ts';

// Firebase Hosting must send what the local server sends. firebase.json is written by
// scripts/sync-firebase-headers.ts; this fails when it is stale (e.g. the CSP changed):
// run `npm run build && npm run sync:firebase-headers`.

const root = path.resolve(import.meta.dirname, '../..');
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
type Rule = { source?: string; regex?: string; headers: { key: string; value: string }[] };

describe('firebase.json', () => {
  it('carries the security headers of a default production build', () => {
    // The CSP hashes the inline theme script of index.html, which the build copies verbatim.
    const expected = securityHeaders(readFileSync(path.join(root, 'index.html'), 'utf8'), {});
    expect(syncFirebaseJson(firebaseJson, expected)).toEqual(firebaseJson);
    const all = (firebaseJson.hosting.headers as Rule[]).find((rule) => rule.source === '**')!;
    expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value]))).toEqual(expected);
  });

  it('caches like the local server, with rules that never overlap', () => {
    const rules = hostingHeaders({}) as Rule[];
    const cacheOf = (source: string) => rules.find((rule) => rule.source === source)?.headers[0]?.value;
    expect(cacheOf('/bundle/**')).toBe(cacheControlFor('bundle/index-abc123.js'));
    expect(cacheOf('/assets/**')).toBe(cacheControlFor('assets/cv.pdf'));
    expect(cacheOf('/*.!(html)')).toBe(cacheControlFor('robots.txt'));
    const html = new RegExp(rules.find((rule) => rule.regex)!.regex!);
    for (const page of ['/', '/index.html', '/otra/pagina.html']) expect(html.test(page), page).toBe(true);
    for (const file of ['/bundle/index-abc.js', '/assets/cv.pdf', '/robots.txt', '/index.html.map'])
      expect(html.test(file), file).toBe(false);
    expect(rules.find((rule) => rule.regex)!.headers[0]!.value).toBe(cacheControlFor('index.html'));
    expect(cacheControl.html).toBe('no-cache');
  });

  it('rewrites /contact-send to the contact-send function in us-central1 and builds before deploying', () => {
    expect(firebaseJson.hosting.public).toBe('dist');
    expect(firebaseJson.hosting.rewrites).toEqual([
      { source: '/contact-send', function: { functionId: 'contact-send', region: 'us-central1' } },
    ]);
    expect(firebaseJson.hosting.predeploy.join(' ')).toMatch(/run build .*run sync:firebase-headers/);
    const [functions] = firebaseJson.functions;
    expect(functions).toMatchObject({ source: 'functions' });
    expect(functions.predeploy.join(' ')).toContain('run build:functions');
    expect(firebaseJson.firestore.rules).toBe('firestore.rules');
    expect(readFileSync(path.join(root, 'firestore.rules'), 'utf8')).toContain('allow read, write: if false;');
  });
});
