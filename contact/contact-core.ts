import { buildContactMail, type ContactMail } from './build-mail.ts';
import { callableMessages, ContactError } from './contact-error.ts';
import { cleanHeaderField } from './header-field.ts';
import { messageFromHtml } from './message-html.ts';
import { parsePayload, payloadMessages } from './payload.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { contactFormSchema, contactMessages } from './schema.ts';
import { site } from '../content/site.ts';

// The one contact core: both adapters (server/ and functions/) hand it the callable `data`
// and the client's address, and answer what it returns or throws. Order matters:
// validate → drop honeypot → check recipients → rate-limit → store. Success is returned only
// after `store` has resolved, i.e. once the message is durable. The subject is the site's
// (content/site.ts, the same one the page sends): a caller can't choose what the owner reads.

export interface ContactCoreDeps {
  /** CONTACT_TO: the only addresses a message may go to (no open relay). */
  recipients: readonly string[];
  /** Persists the message durably (outbox row, Firestore document); may be async. */
  store: (mail: ContactMail, client: ContactClient) => unknown;
  rateLimiter?: RateLimiter;
  now?: () => number;
  /** Told when a bot's submission is dropped (the honeypot was filled), so the adapter can log it. */
  dropped?: () => void;
}

export interface ContactClient {
  /** The client's network address, the rate limit's key. */
  address: string;
  /** The request's headers (lower-case names), for an adapter that counts the stored message. */
  headers?: Readonly<Record<string, string | string[] | undefined>>;
}

/** What a successful call answers: the same whether the message was stored or dropped as spam. */
export interface ContactResult {
  ok: true;
}

const invalid = (fields: Record<string, string>) => new ContactError('INVALID_ARGUMENT', callableMessages.invalidFields, { fields });

export function createContactHandler(deps: ContactCoreDeps) {
  const allowed = new Map(deps.recipients.map((address) => [address.trim().toLowerCase(), address.trim()]));
  const now = deps.now ?? Date.now;

  return async function handleContact(data: unknown, client: ContactClient): Promise<ContactResult> {
    const parsed = parsePayload(data);
    if (!parsed.ok) throw invalid(parsed.fields);
    const payload = parsed.payload;

    // Bots fill every field; people never see this one. Answer as if sent, keep nothing.
    if (payload.website !== undefined && payload.website.trim() !== '') {
      deps.dropped?.();
      return { ok: true };
    }

    if (payload.subject !== site.contactSubject) throw invalid({ subject: payloadMessages.subjectMismatch });
    const name = cleanHeaderField(payload.name);
    if (name === '') throw invalid({ name: contactMessages.nameRequired });

    const messageCheck = contactFormSchema.shape.message.safeParse(messageFromHtml(payload.html));
    if (!messageCheck.success) throw invalid({ message: messageCheck.error.issues[0]?.message ?? contactMessages.messageRequired });

    const to: string[] = [];
    for (const address of payload.to) {
      const configured = allowed.get(address.toLowerCase());
      if (configured === undefined) throw new ContactError('PERMISSION_DENIED', callableMessages.foreignRecipient);
      if (!to.includes(configured)) to.push(configured);
    }

    const verdict = deps.rateLimiter?.take(client.address || 'desconocido', now());
    if (verdict && !verdict.allowed) {
      throw new ContactError('RESOURCE_EXHAUSTED', callableMessages.rateLimited, {
        retryAfterSeconds: Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)),
      });
    }

    await deps.store(
      buildContactMail({ name, email: payload.email, subject: cleanHeaderField(site.contactSubject), message: messageCheck.data, to }),
      client,
    );
    return { ok: true };
  };
}

export type ContactHandler = ReturnType<typeof createContactHandler>;
