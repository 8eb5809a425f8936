// `npm run sync:firebase-headers`: writes the build's security headers (DIST_DIR/
// security-headers.json, default dist) and the local server's cache policy into firebase.json,
// so Firebase Hosting sends exactly what `npm start` sends. Runs before every Hosting deploy
// (firebase.json "predeploy"); `--check` only reports whether firebase.json is up to date.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBuildInfo } from '../server/build-info.ts';
import { cacheControl } from '../server/static-site.ts';

type HeaderRule = ({ source: string } | { regex: string }) & { headers: { key: string; value: string }[] };
type FirebaseJson = { hosting: { headers?: HeaderRule[] } & Record<string, unknown> } & Record<string, unknown>;

const cache = (value: string) => [{ key: 'Cache-Control', value }];

/**
 * Hosting header rules. Each Cache-Control rule matches a disjoint set of paths, so the result
 * never depends on how Hosting orders overlapping rules.
 */
export function hostingHeaders(security: Record<string, string>): HeaderRule[] {
  return [
    { source: '**', headers: Object.entries(security).map(([key, value]) => ({ key, value })) },
    { source: '/bundle/**', headers: cache(cacheControl.immutable) },
    { regex: '^/([^/]+/)*([^/]+\\.html)?$', headers: cache(cacheControl.html) },
    { source: '/assets/**', headers: cache(cacheControl.other) },
    { source: '/*.!(html)', headers: cache(cacheControl.other) },
  ];
}

export function syncFirebaseJson(json: FirebaseJson, security: Record<string, string>): FirebaseJson {
  return { ...json, hosting: { ...json.hosting, headers: hostingHeaders(security) } };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '..');
  const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
  const firebasePath = path.join(root, 'firebase.json');
  const info = readBuildInfo(distDir);
  if (info === null) throw new Error(`Falta el build en ${distDir}: ejecuta npm run build`);
  const security = info.securityHeaders;
  const current = readFileSync(firebasePath, 'utf8');
  const next = `${JSON.stringify(syncFirebaseJson(JSON.parse(current) as FirebaseJson, security), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('firebase.json no tiene las cabeceras del build: ejecuta npm run sync:firebase-headers');
      process.exit(1);
    }
    console.log('firebase.json está al día.');
  } else {
    writeFileSync(firebasePath, next);
    console.log(next === current ? 'firebase.json ya estaba al día.' : 'firebase.json actualizado con las cabeceras del build.');
  }
}
