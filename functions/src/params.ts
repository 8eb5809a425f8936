import { defineBoolean, defineInt, defineList, defineSecret, defineString } from 'firebase-functions/params';
import { DEFAULT_RATE_LIMIT } from '../../contact/rate-limiter.ts';
import { profile } from '../../content/profile.ts';

// Deploy-time configuration of the Firebase adapter. Values come from functions/.env (or the
// CLI asks for them on the first deploy); SMTP_URL is a Secret Manager secret:
//   firebase functions:secrets:set SMTP_URL
// The defaults mirror the local server's, except MAIL_FROM, which uses the site's domain.

export const DEFAULT_CONTACT_TO = profile.email;
export const DEFAULT_MAIL_FROM = `Portafolio <no-responder@${new URL(profile.siteUrl).hostname}>`;

export const SMTP_URL = defineSecret('SMTP_URL');
export const CONTACT_TO = defineString('CONTACT_TO', {
  default: DEFAULT_CONTACT_TO,
  description: 'Direcciones (separadas por comas) que pueden recibir mensajes de contacto',
});
export const MAIL_FROM = defineString('MAIL_FROM', { default: DEFAULT_MAIL_FROM, description: 'Remitente de los correos de contacto' });
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

/** At run time a param the environment lacks reads as "" or 0 (tests, a bare emulator): use the default then. */
export function orDefault<T extends string | number>(value: T, fallback: T): T {
  return value === '' || value === 0 ? fallback : value;
}

export function addressList(value: string): string[] {
  return value
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}
