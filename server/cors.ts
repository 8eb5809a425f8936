import type { FastifyReply, FastifyRequest } from 'fastify';

// CORS for the callable endpoint, only for the origins in CORS_ORIGINS. The page served by
// this server calls it from its own origin and needs none; the Firebase SDK sends a preflight
// only when the page lives elsewhere (e.g. static hosting on another domain).

export type CorsVerdict = 'none' | 'allowed' | 'refused';

export function applyCors(request: FastifyRequest, reply: FastifyReply, allowedOrigins: readonly string[]): CorsVerdict {
  const origin = request.headers.origin;
  if (origin === undefined || isSameOrigin(request, origin)) return 'none';
  reply.header('Vary', 'Origin');
  if (!allowedOrigins.includes(origin)) return 'refused';
  reply.header('Access-Control-Allow-Origin', origin);
  if (request.method === 'OPTIONS') {
    reply.header('Access-Control-Allow-Methods', 'POST');
    // The SDK may add Authorization, Firebase-Instance-ID-Token and X-Firebase-AppCheck.
    reply.header(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? 'Content-Type, Authorization, Firebase-Instance-ID-Token, X-Firebase-AppCheck',
    );
    reply.header('Access-Control-Max-Age', '3600');
  }
  return 'allowed';
}

function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
