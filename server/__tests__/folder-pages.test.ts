import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, NOT_FOUND_PAGE } from '../static-site.ts';
import { listen, tempDirs, testConfig } from './helpers/test-site.ts';

// A project's page is a folder's index.html (proyectos/<id>/index.html): served at the folder's
// address without a slash, as Firebase Hosting serves it; an unknown address gets the
// not-found page with a 404.

const dirs = tempDirs();
const PROJECT_PAGE = '<!doctype html><title>Turnos</title><h1>Turnos médicos</h1>';
const NOT_FOUND = '<!doctype html><title>Página no encontrada</title><a href="/">Ir al inicio</a>';
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  const folder = path.join(dirs.distDir, 'proyectos', 'turnos');
  mkdirSync(folder, { recursive: true });
  // As the build writes them: each page with its brotli copy beside it.
  for (const [file, html] of [
    [path.join(folder, 'index.html'), PROJECT_PAGE],
    [path.join(dirs.distDir, NOT_FOUND_PAGE), NOT_FOUND],
  ] as const) {
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
  }
  ({ app, origin } = await listen(testConfig(dirs)));
});
afterAll(async () => {
  await app.close();
  dirs.cleanup();
});

describe('pages in folders and the not-found page', () => {
  it("serves a project's page at its address, revalidated like every page, with the security headers", async () => {
    const response = await fetch(`${origin}/proyectos/turnos`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(cacheControl.html);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toBe(PROJECT_PAGE);
  });

  it('sends the brotli copy to a browser that takes it', async () => {
    // node:http, not fetch: fetch would decompress the body and hide how it came.
    const { encoding, body } = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(`${origin}/proyectos/turnos`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(PROJECT_PAGE);
  });

  it('serves the same page at the address with a trailing slash', async () => {
    const response = await fetch(`${origin}/proyectos/turnos/`);
    expect([response.status, await response.text()]).toEqual([200, PROJECT_PAGE]);
  });

  it('answers an unknown address with the not-found page and a 404, a POST still with the callable error', async () => {
    for (const address of ['/proyectos/otro', '/no-existe', '/proyectos/turnos/otra']) {
      const response = await fetch(`${origin}${address}`);
      expect([address, response.status, response.headers.get('x-frame-options')]).toEqual([address, 404, 'DENY']);
      expect(await response.text()).toBe(NOT_FOUND);
    }
    const post = await fetch(`${origin}/proyectos/otro`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([post.status, ((await post.json()) as { error: { status: string } }).error.status]).toEqual([404, 'NOT_FOUND']);
  });
});
