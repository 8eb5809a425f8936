import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the prerendered site: hashed bundles cached for a year, the HTML always revalidated. */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const headers = JSON.parse(readFileSync(path.join(distDir, 'security-headers.json'), 'utf8')) as Record<string, string>;

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    cacheControl: false, // set per file below
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath).split(path.sep).join('/');
      if (rel.startsWith('bundle/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else if (rel.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
      else reply.header('Cache-Control', 'public, max-age=3600, must-revalidate');
    },
  });
}
