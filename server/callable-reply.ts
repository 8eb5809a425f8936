import type { FastifyReply } from 'fastify';
import { callableMessages, ContactError, httpStatusOf, type CallableStatus } from '../contact/contact-error.ts';

// Answers in the Firebase callable protocol: {"result":…} on success, and on failure
// {"error":{"status","message","details"?}} with the HTTP status the SDK maps to its code.

export function sendResult(reply: FastifyReply, result: unknown): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify({ result }));
}

export function sendCallableError(
  reply: FastifyReply,
  status: CallableStatus,
  message: string,
  details?: unknown,
  httpStatus = httpStatusOf[status],
): FastifyReply {
  const error = details === undefined ? { status, message } : { status, message, details };
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(JSON.stringify({ error }));
}

/** Any thrown value as a callable error; anything unexpected is INTERNAL with no internals. */
export function sendThrown(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ContactError) {
    if (error.details?.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.details.retryAfterSeconds));
    return sendCallableError(reply, error.status, error.message, error.details);
  }
  return sendCallableError(reply, 'INTERNAL', callableMessages.internal);
}
