import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { registerStaticSite } from './static-site.ts';

/** Builds the whole server without listening, so tests can drive it directly. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerStaticSite(app, config.distDir);
  return app;
}
