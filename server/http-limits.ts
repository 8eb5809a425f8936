import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';

// How long a client may take, so slow or stuck connections can't hold the server (slowloris):
// Node closes a connection whose headers or whole request don't arrive in time (408), an idle
// keep-alive connection, and any socket silent for too long. Node checks the first two every
// `checkIntervalMs` (its default, 30 s, would let a stuck client stay that much longer).

export interface HttpLimits {
  /** All request headers must arrive within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** The whole request, body included (≤ 64 kB for /contact-send), within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this. */
  idleTimeoutMs: number;
  checkIntervalMs: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
};

export function httpServerOptions(
  limits: HttpLimits,
): Pick<FastifyHttpOptions<Server>, 'http' | 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> {
  return {
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
  };
}
