import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// One environment for the page and its policy: `npm run build:test` sets the countries and
// flag services ONLY in a .env.production file (scripts/build-test-site.ts). The bundle must
// call them and the server's Content-Security-Policy must allow them: both come from the
// environment Vite resolved, never from process.env alone.

const distDir = path.resolve(process.env.DIST_DIR ?? '.tmp/dist-test');
const fakeOrigin = `http://127.0.0.1:${process.env.FAKE_COUNTRIES_PORT ?? 4390}`;

test('a value set only in .env.production reaches both the bundle and the CSP', async ({ request }) => {
  const envFile = readFileSync(path.resolve('.tmp/env-test/.env.production'), 'utf8');
  expect(envFile).toContain(`VITE_COUNTRIES_URL=${fakeOrigin}`);

  const bundles = readdirSync(path.join(distDir, 'bundle')).filter((file) => file.endsWith('.js'));
  const inBundle = bundles.filter((file) => readFileSync(path.join(distDir, 'bundle', file), 'utf8').includes(fakeOrigin));
  expect(inBundle.length, 'a bundle calls the service from .env.production').toBeGreaterThan(0);

  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${fakeOrigin.replace(/[.:/]/g, '\\$&')}`));
  expect(csp).toMatch(new RegExp(`img-src [^;]*${fakeOrigin.replace(/[.:/]/g, '\\$&')}`));
});

test('dist/ holds only what a visitor downloads: the build facts live beside it', async ({ request }) => {
  expect((await request.get('/security-headers.json')).status()).toBe(404);
  expect((await request.get('/build-info.json')).status()).toBe(404);
});
