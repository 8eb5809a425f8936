import { logger } from 'firebase-functions';
import type { Expression } from 'firebase-functions/params';
import { HttpsError, onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { createContactHandler, type ContactHandler } from '../../contact/contact-core.ts';
import { callableMessages, ContactError } from '../../contact/contact-error.ts';
import type { RetryPolicy } from '../../contact/delivery-policy.ts';
import type { MailSender } from '../../contact/mail-sender.ts';
import { createRateLimiter } from '../../contact/rate-limiter.ts';
import { deliverMessage } from './deliver-message.ts';
import { MESSAGES, type ContactOutbox } from './firestore-outbox.ts';
import { SMTP_URL } from './params.ts';

// The Firebase adapter: the same contact core behind onCall. Exported from index.ts as
// `contact = { send, deliver }`, which Firebase deploys as "contact-send" (the callable) and
// "contact-deliver" (the Firestore trigger that e-mails each stored message).

export const REGION = 'us-central1';

export interface ContactFunctionsDeps {
  /** Resolved on first use, at run time (params have no value while deploying). */
  recipients: () => string[];
  rateLimit: () => { max: number; windowMs: number };
  outbox: () => ContactOutbox;
  sender: () => MailSender;
  enforceAppCheck: boolean | Expression<boolean>;
  cors: boolean | string[] | Expression<string[]>;
  retry?: Pick<RetryPolicy, 'maxAttempts'>;
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

export function createContactFunctions(deps: ContactFunctionsDeps) {
  let handle: ContactHandler | null = null;
  const handler = () =>
    (handle ??= createContactHandler({
      recipients: deps.recipients(),
      rateLimiter: createRateLimiter(deps.rateLimit()),
      store: (mail) => deps.outbox().add(mail),
    }));

  const send = onCall(
    { region: REGION, enforceAppCheck: deps.enforceAppCheck, cors: deps.cors, maxInstances: 10, timeoutSeconds: 30 },
    async (request) => {
      try {
        return await handler()(request.data, { address: request.rawRequest.ip ?? '' });
      } catch (error) {
        throw toHttpsError(error);
      }
    },
  );

  const deliver = onDocumentWritten(
    { document: `${MESSAGES}/{messageId}`, region: REGION, retry: true, secrets: [SMTP_URL], maxInstances: 5, timeoutSeconds: 60 },
    async (event) => {
      // Only a message entering "stored" (new, or re-queued by hand) needs work; the
      // trigger also fires for its own state updates, which it ignores here.
      if (event.data?.after.data()?.state !== 'stored') return;
      const outcome = await deliverMessage(deps.outbox(), event.params.messageId, deps.sender(), deps.retry);
      logger.info(`Mensaje ${event.params.messageId}: ${outcome}`);
    },
  );

  return { send, deliver };
}
