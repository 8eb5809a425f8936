import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Cache policy, shared with Firebase Hosting (scripts/sync-firebase-headers.ts writes the same
// values into firebase.json): hashed bundles cached for a year, the HTML always revalidated,
// everything else (images, CV, robots.txt) for an hour.
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  other: 'public, max-age=3600, must-revalidate',
} as const;

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('bundle/')) return cacheControl.immutable;
  if (relativePath.endsWith('.html')) return cacheControl.html;
  return cacheControl.other;
}

/** The page an unknown address gets, with a 404, as Firebase Hosting serves it. */
export const NOT_FOUND_PAGE = '404.html';

/**
 * Every folder's page (`proyectos/<id>/index.html`), by the address it is shared at: the folder's,
 * without a trailing slash, as Firebase Hosting serves it (`trailingSlash: false` in firebase.json).
 */
function folderPages(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => file.slice(0, -'/index.html'.length));
}

/** Serves the prerendered site with the build's security headers on every response. */
export async function registerStaticSite(app: FastifyInstance, distDir: string, headers: Record<string, string>): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The build writes .br and .gz beside each text file (scripts/html/precompress.ts): sent as
    // they are to clients that accept them, brotli first.
    preCompressed: true,
    cacheControl: false, // set per file below
    setHeaders(reply, filePath) {
      // A precompressed file has the policy of the file it encodes.
      const served = path
        .relative(distDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', cacheControlFor(served));
    },
  });
  const folders = folderPages(distDir);
  for (const folder of folders) app.get(`/${folder}`, (_request, reply) => reply.sendFile(`${folder}/index.html`));
  // With the slash, sent to the address without it, as Firebase Hosting does (`trailingSlash: false`):
  // one address per page, the one its canonical link names.
  app.addHook('onRequest', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    if (pathname.endsWith('/') && folders.includes(pathname.slice(1, -1)))
      return reply.redirect(`${pathname.slice(0, -1)}${queryAt < 0 ? '' : request.url.slice(queryAt)}`, 301);
  });
}

/** The not-found page if the build wrote one (it always does; an old build may not have). */
export const hasNotFoundPage = (distDir: string) => existsSync(path.join(distDir, NOT_FOUND_PAGE));
