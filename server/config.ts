import path from 'node:path';

// Server configuration, read from the environment once at start. A malformed value stops the
// server with a message naming the variable, instead of a half-working site.

export interface ServerConfig {
  port: number;
  host: string;
  /** The built site (npm run build). */
  distDir: string;
}

export class ConfigError extends Error {}

function port(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    throw new ConfigError(`${name} debe ser un número de puerto entre 1 y 65535 (recibido: "${value}")`);
  }
  return Number(value);
}

function host(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!/^[A-Za-z0-9.:\-[\]]+$/.test(value)) throw new ConfigError(`HOST no es un nombre de host o dirección IP válido (recibido: "${value}")`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    port: port(env.PORT, 'PORT', 8080),
    host: host(env.HOST, '127.0.0.1'),
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
  };
}
