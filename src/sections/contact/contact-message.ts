import { buildMessageHtml } from '../../../contact/message-html';
import type { ContactForm } from '../../../contact/schema';

/** What the form posts to the `contact-send` callable (spec §3 "Message payload"). */
export interface ContactPayload {
  name: string;
  email: string;
  subject: string;
  to: string[];
  /**
   * The body built from the three fields, every value escaped. It comes from the same module
   * the server reads it back with (contact/message-html.ts), so the two cannot drift apart.
   */
  html: string;
  /**
   * The honeypot, sent only when filled (people never see the field, so a person's message is
   * exactly the spec's five keys); the server silently drops a message that carries it.
   */
  website?: string;
}

export function buildContactPayload(form: ContactForm, options: { subject: string; to: string[]; honeypot: string }): ContactPayload {
  return {
    name: form.name,
    email: form.email,
    subject: options.subject,
    to: options.to,
    html: buildMessageHtml(form),
    ...(options.honeypot !== '' && { website: options.honeypot }),
  };
}
