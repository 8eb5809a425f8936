import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { projects } from '../content/projects.ts';
import { projectPath } from '../src/sections/project-page/project-path.ts';

// `npm start`: the project's server sends the build compressed, with long-lived
// caching of hashed bundles, revalidation of the HTML and the security headers everywhere.

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = directives(headers['content-security-policy'] ?? '');
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSrc.length, `${what}: script-src`).toBeGreaterThan(0);
  expect(scriptSrc, `${what}: no 'unsafe-inline' for scripts`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: no 'unsafe-eval' for scripts`).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toBeDefined();
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  return scriptSrc;
}

test('the page: security headers, its inline scripts allowed by hash, revalidated HTML', async ({ request }) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const scriptSrc = expectSecurityHeaders(headers, '/');

  // The boot script (theme, then what loads after the first paint) and the line after the page's
  // stylesheet link run before any bundle; the CSP must allow exactly them, by hash.
  const html = await page.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline.length, 'the inline scripts').toBe(2);
  for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  // Every other page's inline script (a project's page and the not-found page share one) is allowed too, and nothing else.
  const others = await Promise.all([projectPath(projects[0]!.id), '/no-existe'].map(async (path) => (await request.get(path)).text()));
  const everyScript = new Set([
    ...inline,
    ...others.flatMap((other) => [...other.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)),
  ]);
  expect(everyScript.size, "the home page's two scripts and the other pages' one").toBe(3);
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), 'no other script allowed by hash').toEqual(
    [...everyScript].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`).sort(),
  );

  expect(headers['cache-control']).toMatch(/no-cache/);
  expect(headers['etag'] ?? headers['last-modified'], 'a validator for revalidation').toBeTruthy();
  const again = await request.get('/', {
    headers: headers['etag'] ? { 'if-none-match': headers['etag'] } : { 'if-modified-since': headers['last-modified']! },
  });
  expect(again.status(), 'an unchanged page revalidates as 304').toBe(304);
});

test('bundles: immutable for a year, compressed with brotli or gzip, with the security headers', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The hydration module's URL: the inline boot script holds it as a string (it loads it after the first paint).
  const bundle = html.match(/"(\/bundle\/main-[\w-]+\.js)"/)?.[1];
  const stylesheet = html.match(/href="(\/bundle\/[^"]+\.css)"/)?.[1];
  expect(bundle, 'the page loads a hashed bundle').toBeTruthy();
  expect(stylesheet, 'the page loads a hashed stylesheet').toBeTruthy();

  for (const path of [bundle!, stylesheet!]) {
    const brotli = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()['cache-control'], path).toMatch(/immutable/);
    expect(Number(brotli.headers()['cache-control']!.match(/max-age=(\d+)/)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
    expect(brotli.headers()['content-encoding'], `${path} in brotli`).toBe('br');
    expectSecurityHeaders(brotli.headers(), path);
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], `${path} in gzip`).toBe('gzip');
  }
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['content-encoding'], 'the page in gzip').toBe('gzip');
});
