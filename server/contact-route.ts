import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callableData } from '../contact/callable-envelope.ts';
import { fieldsForLog } from '../contact/payload.ts';
import { callableMessages, ContactError } from '../contact/contact-error.ts';
import type { ContactHandler } from '../contact/contact-core.ts';
import { sendCallableError, sendResult, sendThrown } from './callable-reply.ts';
import { applyCors } from './cors.ts';
import type { messageEvents } from './server-log.ts';

// POST /contact-send, the local twin of the Firebase "contact-send" callable. It accepts
// exactly what Firebase's onCall accepts (POST, Content-Type application/json, a JSON object
// whose only key is "data") and answers in the same shapes, so the page's Firebase SDK can't
// tell the two apart.

/** Far above the largest valid message (~25 kB), far below anything that could hurt. */
export const CONTACT_BODY_LIMIT = 64 * 1024;

export interface ContactRouteOptions {
  handle: ContactHandler;
  corsOrigins: readonly string[];
  events: Pick<ReturnType<typeof messageEvents>, 'refused' | 'unexpected'>;
}

/** The JSON of the raw body, or undefined when it is none (callableData refuses it). */
function parsedBody(request: FastifyRequest): unknown {
  if (!Buffer.isBuffer(request.body)) return undefined;
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function registerContactRoute(app: FastifyInstance, options: ContactRouteOptions): Promise<void> {
  // An encapsulated scope: its own raw-body parser and error handler touch no other route.
  await app.register((scope, _options, registered) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CONTACT_BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      if (error.statusCode === 413) return sendCallableError(reply, 'INVALID_ARGUMENT', callableMessages.tooLarge, undefined, 413);
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return sendCallableError(reply, 'INVALID_ARGUMENT', callableMessages.badRequest);
      }
      options.events.unexpected(error);
      return sendThrown(reply, error);
    });

    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: '/contact-send',
      async handler(request: FastifyRequest, reply: FastifyReply) {
        const cors = applyCors(request, reply, options.corsOrigins);
        if (request.method === 'OPTIONS') {
          if (cors === 'refused') return sendCallableError(reply, 'PERMISSION_DENIED', callableMessages.forbiddenOrigin);
          return reply.code(204).send();
        }
        try {
          const data = callableData(request.method, request.headers['content-type'], parsedBody(request));
          return sendResult(reply, await options.handle(data, { address: request.ip, headers: request.headers }));
        } catch (error) {
          // Only the status and the names of the fields at fault: never what the visitor wrote.
          if (error instanceof ContactError) options.events.refused(error.status, fieldsForLog(error.details?.fields));
          else options.events.unexpected(error);
          return sendThrown(reply, error);
        }
      },
    });
    registered();
  });
}
