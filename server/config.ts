import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import * as z from 'zod/mini';
import { DEFAULT_RATE_LIMIT } from '../contact/rate-limiter.ts';
import { DEFAULT_COUNT_RATE_LIMIT_MAX } from '../counts/count-policy.ts';
import { DEFAULT_WARN_AFTER_MS } from './delivery-worker.ts';
import { MAIL_FROM_DEFAULT, parseContactTo, RecipientsError } from '../contact/recipients.ts';

// Server configuration, read from the environment once at start. A malformed value stops the
// server with a message naming the variable, instead of a half-working site.

export interface ServerConfig {
  port: number;
  host: string;
  /** The built site (npm run build). */
  distDir: string;
  /** Where the SQLite outbox (messages.db) lives. */
  dataDir: string;
  /** The only addresses a contact message may be sent to. */
  contactTo: string[];
  /** From of the e-mails the owner receives. */
  mailFrom: string;
  /** smtp:// or smtps:// URL; null = store messages only (list them with npm run messages). */
  smtpUrl: string | null;
  rateLimit: { max: number; windowMs: number };
  /** Count requests (POST /count, the pixel) accepted per address in the same window (COUNT_RATE_LIMIT_MAX). */
  countRateLimitMax: number;
  /** Origins allowed to call /contact-send cross-origin; empty = same origin only. */
  corsOrigins: string[];
  /**
   * The reverse proxies in front of the server (addresses or CIDR ranges, TRUST_PROXY), whose
   * X-Forwarded-For names the visitor for the rate limits and the counts; empty = the connection.
   */
  trustProxy: string[];
  /** A message still unsent after this long is logged as a warning (DELIVERY_WARN_AFTER_MS). */
  deliveryWarnAfterMs: number;
  /** On SIGTERM/SIGINT, how long requests in flight may take before the server exits anyway. */
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {}

const DEFAULT_DATA_DIR = '.data';

/**
 * The path of a file the server keeps in DATA_DIR, for a command that reads it (npm run messages,
 * npm run stats). The server makes it when it starts: without it, DATA_DIR is not the server's,
 * and an empty answer (and an empty file left there) would read as the truth.
 */
export function serverDataFile(dataDir: string, name: string, what: string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file))
    throw new NothingKeptYet(
      `Todavía no hay ${what} en ${file}. Si npm start usa otro DATA_DIR, usa aquí el mismo (por defecto ${DEFAULT_DATA_DIR}).`,
    );
  return file;
}

/**
 * No file of the server's in DATA_DIR: nothing kept there yet, or another DATA_DIR than the
 * server's. Not a malformed setting: said as it is, without «Configuración inválida».
 */
export class NothingKeptYet extends Error {}

/** Long enough for any contact request (they take milliseconds), short for a service manager. */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

type Env = NodeJS.ProcessEnv;
const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
const isEmail = (value: string) => z.email().safeParse(value).success;

function port(value: string | undefined, name: string, fallback: number): number {
  if (!isSet(value)) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    throw new ConfigError(`${name} debe ser un número de puerto entre 1 y 65535 (recibido: "${value}")`);
  }
  return Number(value);
}

function host(value: string | undefined, fallback: string): string {
  if (!isSet(value)) return fallback;
  if (!/^[A-Za-z0-9.:\-[\]]+$/.test(value))
    throw new ConfigError(`HOST no es un nombre de host o dirección IP válido (recibido: "${value}")`);
  return value;
}

function integer(env: Env, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (!isSet(value)) return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new ConfigError(`${name} debe ser un número entero mayor o igual a ${min} (recibido: "${value}")`);
  }
  return Number(value);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function contactTo(value: string | undefined): string[] {
  try {
    return parseContactTo(value);
  } catch (error) {
    if (error instanceof RecipientsError) throw new ConfigError(error.message);
    throw error;
  }
}

function mailFrom(value: string | undefined): string {
  if (!isSet(value)) return MAIL_FROM_DEFAULT;
  // "dirección" or "Nombre <dirección>", on one line.
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  if (address === undefined || !isEmail(address)) {
    throw new ConfigError(`MAIL_FROM debe ser "dirección" o "Nombre <dirección>" (recibido: "${value}")`);
  }
  return value.trim();
}

function smtpUrl(value: string | undefined): string | null {
  if (!isSet(value)) return null;
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    url = null;
  }
  if (url === null || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '') {
    // The URL may carry a password: name the variable, never echo the value.
    throw new ConfigError('SMTP_URL debe ser una URL smtp:// o smtps://, por ejemplo smtp://usuario:clave@smtp.ejemplo.com:587');
  }
  return value.trim();
}

function corsOrigins(value: string | undefined): string[] {
  return list(value).map((origin) => {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (parsed === null || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(
        `CORS_ORIGINS debe ser una lista de orígenes separados por comas, como https://ejemplo.com (inválido: "${origin}")`,
      );
    }
    return parsed.origin;
  });
}

function trustProxy(value: string | undefined): string[] {
  return list(value).map((item) => {
    const [address = '', bits, rest] = item.split('/');
    const version = isIP(address);
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
    if (version === 0 || !bitsOk || rest !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY debe ser una lista de direcciones IP o rangos separados por comas, como 127.0.0.1 o 10.0.0.0/8 (inválido: "${item}")`,
      );
    }
    return item;
  });
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  return {
    port: port(env.PORT, 'PORT', 8080),
    host: host(env.HOST, '127.0.0.1'),
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    dataDir: path.resolve(cwd, env.DATA_DIR || DEFAULT_DATA_DIR),
    contactTo: contactTo(env.CONTACT_TO),
    mailFrom: mailFrom(env.MAIL_FROM),
    smtpUrl: smtpUrl(env.SMTP_URL),
    rateLimit: {
      max: integer(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max, 1),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT.windowMs, 1000),
    },
    countRateLimitMax: integer(env, 'COUNT_RATE_LIMIT_MAX', DEFAULT_COUNT_RATE_LIMIT_MAX, 1),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    trustProxy: trustProxy(env.TRUST_PROXY),
    deliveryWarnAfterMs: integer(env, 'DELIVERY_WARN_AFTER_MS', DEFAULT_WARN_AFTER_MS, 1000),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, 0),
  };
}
