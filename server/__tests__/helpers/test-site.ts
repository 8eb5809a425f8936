import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../app.ts';
import { writeBuildInfo } from '../../build-info.ts';
import type { ServerConfig } from '../../config.ts';
import { site } from '../../../content/site.ts';

// A throwaway site and data folder per test file, and a server on an ephemeral port.

export const OWNER = 'duenio@example.com';
export const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' };
/** The recipients the test site's page writes to, and the ones testConfig() accepts. */
export const SITE_RECIPIENTS = [OWNER, 'socia@example.com'];

export function tempDirs(): { root: string; distDir: string; dataDir: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'contacto-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="es"><title>Portafolio</title></html>');
  writeBuildInfo(distDir, { contactTo: SITE_RECIPIENTS, securityHeaders: SECURITY_HEADERS });
  return { root, distDir, dataDir: path.join(root, 'data'), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export function testConfig(dirs: { distDir: string; dataDir: string }, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    distDir: dirs.distDir,
    dataDir: dirs.dataDir,
    contactTo: SITE_RECIPIENTS,
    mailFrom: 'Portafolio <no-responder@example.com>',
    smtpUrl: null,
    rateLimit: { max: 1000, windowMs: 600_000 },
    countRateLimitMax: 1000,
    corsOrigins: [],
    trustProxy: [],
    deliveryWarnAfterMs: 900_000,
    shutdownTimeoutMs: 10_000,
    ...overrides,
  };
}

export async function listen(config: ServerConfig, options?: AppOptions): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await buildApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}

/** A valid callable payload, as the page sends it. */
export function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ana Gómez',
    email: 'ana@example.com',
    subject: site.contactSubject,
    to: [OWNER],
    html: '<p><strong>Nombre:</strong> Ana Gómez</p>\n<div data-field="message">Hola, necesito una app para mi negocio.</div>',
    ...overrides,
  };
}

/** POSTs a raw body to a path, the way a non-SDK client (or an attacker) would. */
export async function post(
  origin: string,
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  pathname = '/contact-send',
) {
  const response = await fetch(origin + pathname, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: json as { result?: unknown; error?: { status: string; message: string; details?: unknown } } | null,
  };
}
