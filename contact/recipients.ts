import * as z from 'zod/mini';
import { profile } from '../content/profile.ts';

// CONTACT_TO is the one recipient setting: the page's `to` (baked in by vite.config.ts), the
// local server's allow-list and the Firebase function's parameter all parse it here. MAIL_FROM's
// default is here too, one for both servers.

export const CONTACT_TO_DEFAULT = profile.email;

/**
 * MAIL_FROM unset: an address at the site's own domain (`siteUrl`), the one an owner's SMTP
 * provider is likeliest to allow; a made-up domain such as `localhost` a real one refuses.
 */
export const MAIL_FROM_DEFAULT = `Portafolio <no-responder@${new URL(profile.siteUrl).hostname}>`;

export class RecipientsError extends Error {}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** "a@b.co, c@d.co" → ['a@b.co', 'c@d.co']; unset or blank → the profile's e-mail. */
export function parseContactTo(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [CONTACT_TO_DEFAULT];
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  const bad = addresses.find((address) => !isEmail(address));
  if (bad !== undefined || addresses.length === 0) {
    throw new RecipientsError(`CONTACT_TO debe ser una lista de direcciones de e-mail separadas por comas (inválida: "${bad ?? value}")`);
  }
  return addresses;
}

/** Two recipient lists name the same owners (order and letter case aside). */
export function sameRecipients(a: readonly string[], b: readonly string[]): boolean {
  const key = (list: readonly string[]) => [...new Set(list.map((address) => address.toLowerCase()))].sort().join(',');
  return key(a) === key(b);
}
