import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import type { MailSender } from '../../contact/mail-sender.ts';
import { MAIL_FROM_DEFAULT } from '../../contact/recipients.ts';
import { DEFAULT_RATE_LIMIT } from '../../contact/rate-limiter.ts';
import { DEFAULT_COUNT_RATE_LIMIT_MAX } from '../../counts/count-policy.ts';
import { createSmtpSender } from '../../mail/smtp-sender.ts';
import { createContactFunctions } from './contact-functions.ts';
import { createRateLimiter } from '../../contact/rate-limiter.ts';
import { createCounter, type Counter } from '../../counts/count-core.ts';
import { createCountFunction } from './count-function.ts';
import { firestoreCountStore } from './firestore-counts.ts';
import { FUNCTIONS_REGION } from '../../contact/functions-region.ts';
import { RETRY_FUNCTION, type RetryQueue } from './delivery-functions.ts';
import { firestoreOutbox, type ContactOutbox } from './firestore-outbox.ts';
import {
  contactTo,
  CORS_ORIGINS,
  COUNT_RATE_LIMIT_MAX,
  ENFORCE_APP_CHECK,
  MAIL_FROM,
  orDefault,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_MS,
  RETRY_FIRST_DELAY_SECONDS,
  smtpUrl,
} from './params.ts';

// Entry point Firebase deploys (bundled to functions/lib/index.js by scripts/build-functions.ts).

// In the emulator the admin SDK would ask the (absent) metadata server which service account
// signs a retry task; naming the emulator's own keeps every request on 127.0.0.1.
initializeApp(process.env.FUNCTIONS_EMULATOR === 'true' ? { serviceAccountId: 'emulated-service-acct@email.com' } : undefined);

let outbox: ContactOutbox | null = null;
let sender: MailSender | null | undefined;
let retryQueue: RetryQueue | null = null;
let counter: Counter | null = null;

const theCounter = () =>
  (counter ??= createCounter({
    store: firestoreCountStore(getFirestore()),
    rateLimiter: createRateLimiter({
      max: orDefault(COUNT_RATE_LIMIT_MAX.value(), DEFAULT_COUNT_RATE_LIMIT_MAX),
      windowMs: orDefault(RATE_LIMIT_WINDOW_MS.value(), DEFAULT_RATE_LIMIT.windowMs),
    }),
  }));

/** "count": POST /count and GET /count.gif through Hosting (firebase.json). */
export const count = createCountFunction({ counter: theCounter });

export const contact = createContactFunctions({
  recipients: contactTo,
  rateLimit: () => ({
    max: orDefault(RATE_LIMIT_MAX.value(), DEFAULT_RATE_LIMIT.max),
    windowMs: orDefault(RATE_LIMIT_WINDOW_MS.value(), DEFAULT_RATE_LIMIT.windowMs),
  }),
  outbox: () => (outbox ??= firestoreOutbox(getFirestore())),
  sender: () => {
    if (sender !== undefined) return sender;
    const url = smtpUrl();
    return (sender = url === null ? null : createSmtpSender(url, orDefault(MAIL_FROM.value(), MAIL_FROM_DEFAULT)));
  },
  retryQueue: () =>
    (retryQueue ??= {
      async enqueue(messageId, delaySeconds) {
        const queue = getFunctions().taskQueue<{ messageId: string }>(`locations/${FUNCTIONS_REGION}/functions/${RETRY_FUNCTION}`);
        await queue.enqueue({ messageId }, { scheduleDelaySeconds: delaySeconds });
      },
    }),
  firstRetryDelaySeconds: RETRY_FIRST_DELAY_SECONDS,
  enforceAppCheck: ENFORCE_APP_CHECK,
  cors: CORS_ORIGINS,
  countMessage: (client) => theCounter().message({ address: client.address, headers: client.headers ?? {} }),
});
