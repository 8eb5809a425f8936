import { createHash, randomBytes } from 'node:crypto';

// A visitor is a salted hash, never an address. The salt is random per day and deleted once its
// day is over, after which no hash can be tied to an address again (even by trying all of IPv4).
// The address and user agent are read to make the hash and then dropped.

/** A new day's salt: 128 random bits. */
export const freshSalt = (): string => randomBytes(16).toString('hex');

export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}
