import { logger } from 'firebase-functions';
import { fieldsForLog } from '../../contact/payload.ts';
import type { Expression } from 'firebase-functions/params';
import { HttpsError, onCall, type FunctionsErrorCode, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { callableData } from '../../contact/callable-envelope.ts';
import { createContactHandler, type ContactClient, type ContactHandler } from '../../contact/contact-core.ts';
import { callableMessages, ContactError } from '../../contact/contact-error.ts';
import { createRateLimiter } from '../../contact/rate-limiter.ts';
import { countEvents, messageEvents } from './log.ts';
import { FUNCTIONS_REGION } from '../../contact/functions-region.ts';
import { createDeliveryFunctions, type DeliveryDeps } from './delivery-functions.ts';
import type { ContactOutbox } from './firestore-outbox.ts';

// The Firebase adapter: the same contact core behind onCall. Exported from index.ts as
// `contact = { send, deliver, retry }`, which Firebase deploys as "contact-send" (the callable),
// "contact-deliver" (the Firestore trigger that e-mails each stored message) and
// "contact-retry" (the task queue that tries again after a temporary SMTP failure).

export interface ContactFunctionsDeps extends Omit<DeliveryDeps, 'outbox'> {
  /** Resolved on first use, at run time (params have no value while deploying). */
  recipients: () => string[];
  rateLimit: () => { max: number; windowMs: number };
  outbox: () => ContactOutbox;
  enforceAppCheck: boolean | Expression<boolean>;
  cors: boolean | string[] | Expression<string[]>;
  /** Counts a stored message for `npm run stats` (functions/src/index.ts); never fails the message. */
  countMessage?: (client: ContactClient) => Promise<unknown>;
}

/** ContactError → HttpsError with the same status; anything else → internal, logged, not shown. */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof ContactError) {
    const code = error.status.toLowerCase().replace(/_/g, '-') as FunctionsErrorCode;
    return new HttpsError(code, error.message, error.details);
  }
  logger.error('contact-send falló', error);
  return new HttpsError('internal', callableMessages.internal);
}

/**
 * The callable, but a request that is no callable envelope is refused first, as the local server
 * refuses it: onCall would log its body whole («Request body is missing data.»), and anyone may
 * post one with a visitor's name and text. Everything onCall reads (its deploy's `__endpoint`,
 * `run`) is the callable's own.
 */
function refusingUnreadable<F extends (request: Request, response: Response) => unknown>(callable: F): F {
  const guarded = (request: Request, response: Response) => {
    if (request.method === 'OPTIONS') return callable(request, response);
    try {
      callableData(request.method, request.header('content-type'), request.body);
    } catch (error) {
      if (error instanceof ContactError) messageEvents.refused(error.status, []);
      const refusal = toHttpsError(error);
      return void response.status(refusal.httpErrorCode.status).json({ error: refusal.toJSON() });
    }
    return callable(request, response);
  };
  return Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(callable)) as unknown as F;
}

export function createContactFunctions(deps: ContactFunctionsDeps) {
  let handle: ContactHandler | null = null;
  const handler = () =>
    (handle ??= createContactHandler({
      recipients: deps.recipients(),
      rateLimiter: createRateLimiter(deps.rateLimit()),
      store: async (mail, client) => {
        const id = await deps.outbox().add(mail);
        // Logged once durable; the id lets the owner follow it (never the visitor's text).
        messageEvents.accepted(id, mail.to.length);
        await deps.countMessage?.(client).catch(countEvents.failed);
      },
      dropped: messageEvents.dropped,
    }));

  const send = refusingUnreadable(
    onCall(
      { region: FUNCTIONS_REGION, enforceAppCheck: deps.enforceAppCheck, cors: deps.cors, maxInstances: 10, timeoutSeconds: 30 },
      async (request) => {
        try {
          return await handler()(request.data, { address: request.rawRequest.ip ?? '', headers: request.rawRequest.headers ?? {} });
        } catch (error) {
          // Only the status and the names of the fields at fault: never what the visitor wrote.
          if (error instanceof ContactError) messageEvents.refused(error.status, fieldsForLog(error.details?.fields));
          throw toHttpsError(error);
        }
      },
    ),
  );

  return { send, ...createDeliveryFunctions(deps) };
}
