import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { MailSender } from '../../contact/mail-sender.ts';
import { DEFAULT_RATE_LIMIT } from '../../contact/rate-limiter.ts';
import { createSmtpSender } from '../../mail/smtp-sender.ts';
import { createContactFunctions } from './contact-functions.ts';
import { firestoreOutbox, type ContactOutbox } from './firestore-outbox.ts';
import {
  addressList,
  CONTACT_TO,
  CORS_ORIGINS,
  DEFAULT_CONTACT_TO,
  DEFAULT_MAIL_FROM,
  ENFORCE_APP_CHECK,
  MAIL_FROM,
  orDefault,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_MS,
  SMTP_URL,
} from './params.ts';

// Entry point Firebase deploys (bundled to functions/lib/index.js by scripts/build-functions.ts).

initializeApp();

let outbox: ContactOutbox | null = null;
let sender: MailSender | null = null;

export const contact = createContactFunctions({
  recipients: () => addressList(orDefault(CONTACT_TO.value(), DEFAULT_CONTACT_TO)),
  rateLimit: () => ({
    max: orDefault(RATE_LIMIT_MAX.value(), DEFAULT_RATE_LIMIT.max),
    windowMs: orDefault(RATE_LIMIT_WINDOW_MS.value(), DEFAULT_RATE_LIMIT.windowMs),
  }),
  outbox: () => (outbox ??= firestoreOutbox(getFirestore())),
  sender: () => (sender ??= createSmtpSender(SMTP_URL.value(), orDefault(MAIL_FROM.value(), DEFAULT_MAIL_FROM))),
  enforceAppCheck: ENFORCE_APP_CHECK,
  cors: CORS_ORIGINS,
});
