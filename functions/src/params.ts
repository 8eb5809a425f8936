import { defineBoolean, defineInt, defineList, defineSecret, defineString } from 'firebase-functions/params';
import { DEFAULT_RATE_LIMIT } from '../../contact/rate-limiter.ts';
import { DEFAULT_COUNT_RATE_LIMIT_MAX } from '../../counts/count-policy.ts';
import { profile } from '../../content/profile.ts';
import { CONTACT_TO_DEFAULT, MAIL_FROM_DEFAULT, parseContactTo } from '../../contact/recipients.ts';
import { defaultRetryPolicy } from '../../contact/delivery-policy.ts';

// Configuration of the Firebase adapter. `npm run start:firebase` and `npm run deploy:firebase`
// write the values from the same environment `npm start` reads (scripts/firebase/functions-env.ts)
// into the .env Firebase loads; SMTP_URL is a secret (Secret Manager when deployed:
// firebase functions:secrets:set SMTP_URL; functions/.secret.local in the emulator).
// The defaults are the local server's (contact/, counts/), except CORS_ORIGINS: the site's own origin.

export const SMTP_URL = defineSecret('SMTP_URL');
export const CONTACT_TO = defineString('CONTACT_TO', {
  default: CONTACT_TO_DEFAULT,
  description: 'Direcciones (separadas por comas) que pueden recibir mensajes de contacto',
});
export const MAIL_FROM = defineString('MAIL_FROM', { default: MAIL_FROM_DEFAULT, description: 'Remitente de los correos de contacto' });
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Rechazar las llamadas sin un token válido de App Check',
});
export const CORS_ORIGINS = defineList('CORS_ORIGINS', {
  default: [new URL(profile.siteUrl).origin],
  description: 'Orígenes que pueden llamar a contact-send directamente (con el rewrite de Hosting no hace falta)',
});
export const RATE_LIMIT_MAX = defineInt('RATE_LIMIT_MAX', { default: DEFAULT_RATE_LIMIT.max });
export const RATE_LIMIT_WINDOW_MS = defineInt('RATE_LIMIT_WINDOW_MS', { default: DEFAULT_RATE_LIMIT.windowMs });
export const COUNT_RATE_LIMIT_MAX = defineInt('COUNT_RATE_LIMIT_MAX', { default: DEFAULT_COUNT_RATE_LIMIT_MAX });
/** Wait before the first re-try of a failed delivery; Cloud Tasks doubles it each time (up to 1 h). */
export const RETRY_FIRST_DELAY_SECONDS = defineInt('RETRY_FIRST_DELAY_SECONDS', { default: defaultRetryPolicy.baseDelayMs / 1000 });

/** At run time a param the environment lacks reads as "" or 0 (tests, a bare emulator): use the default then. */
export function orDefault<T extends string | number>(value: T, fallback: T): T {
  return value === '' || value === 0 ? fallback : value;
}

/** CONTACT_TO parsed by the same code as the page's and the local server's (blank → the profile's e-mail). */
export const contactTo = (): string[] => parseContactTo(CONTACT_TO.value());

/** The SMTP URL, or null when blank: then messages are only stored, as with the local server. */
export function smtpUrl(): string | null {
  const value = SMTP_URL.value().trim();
  return value === '' ? null : value;
}
