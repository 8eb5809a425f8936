import * as z from 'zod/mini';
import { contactFormSchema, contactMessages, EMAIL_MAX_LENGTH } from './schema.ts';

// The callable payload (spec §3 "Message payload"): {name, email, subject, to, html}, plus the
// optional honeypot `website` that the page keeps empty and hidden. Unknown keys are refused.
// name and email follow the form's own rules; the message rules are applied to the text the
// server recovers from `html` (see contact-core.ts).

export const SUBJECT_MAX_LENGTH = 200;
export const MAX_RECIPIENTS = 10;
/** Generous for 5000 escaped characters (an apostrophe becomes 5) plus the name and e-mail. */
export const HTML_MAX_LENGTH = 40_000;
export const HONEYPOT_MAX_LENGTH = 500;

export const payloadMessages = {
  subjectRequired: 'El asunto es requerido',
  subjectMismatch: 'El asunto no es el del sitio',
  subjectTooLong: `El asunto debe tener menos de ${SUBJECT_MAX_LENGTH} caracteres`,
  recipientsRequired: 'Falta el destinatario',
  recipientsTooMany: `No se admiten más de ${MAX_RECIPIENTS} destinatarios`,
  recipientInvalid: 'El destinatario no es válido',
  htmlRequired: 'El mensaje es requerido',
  htmlTooLong: 'El mensaje es demasiado largo',
  wrongType: 'Tipo de dato inválido',
  unknownKey: 'Campo no permitido',
  honeypotTooLong: 'Campo demasiado largo',
} as const;

export const contactPayloadSchema = z.strictObject({
  name: contactFormSchema.shape.name,
  email: contactFormSchema.shape.email,
  subject: z
    .string()
    .check(z.trim(), z.minLength(1, payloadMessages.subjectRequired), z.maxLength(SUBJECT_MAX_LENGTH, payloadMessages.subjectTooLong)),
  to: z
    .array(
      z
        .string()
        .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, payloadMessages.recipientInvalid), z.email(payloadMessages.recipientInvalid)),
    )
    .check(z.minLength(1, payloadMessages.recipientsRequired), z.maxLength(MAX_RECIPIENTS, payloadMessages.recipientsTooMany)),
  html: z.string().check(z.minLength(1, payloadMessages.htmlRequired), z.maxLength(HTML_MAX_LENGTH, payloadMessages.htmlTooLong)),
  website: z.optional(z.string().check(z.maxLength(HONEYPOT_MAX_LENGTH, payloadMessages.honeypotTooLong))),
});

export type ContactPayload = z.infer<typeof contactPayloadSchema>;

const requiredMessages: Record<string, string> = {
  name: contactMessages.nameRequired,
  email: contactMessages.emailRequired,
  subject: payloadMessages.subjectRequired,
  to: payloadMessages.recipientsRequired,
  html: contactMessages.messageRequired,
};

/** zod's own text is English ("Invalid input"): a missing field or a wrong type gets a Spanish one. */
function typeMessage(data: unknown, field: string, depth: number): string {
  const missing = depth === 1 && (data as Record<string, unknown>)[field] === undefined;
  return (missing && requiredMessages[field]) || payloadMessages.wrongType;
}

export type PayloadParse = { ok: true; payload: ContactPayload } | { ok: false; fields: Record<string, string> };

/** Validates a payload; on failure, the first problem per field in Spanish (unknown keys named). */
export function parsePayload(data: unknown): PayloadParse {
  const result = contactPayloadSchema.safeParse(data);
  if (result.success) return { ok: true, payload: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= payloadMessages.unknownKey;
      continue;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'data';
    fields[field] ??= issue.code === 'invalid_type' ? typeMessage(data, field, issue.path.length) : issue.message;
  }
  return { ok: false, fields };
}

// The payload's keys, the form's (the core names `message`, recovered from `html`), and the whole payload's.
const knownFields = new Set<string>([...Object.keys(contactPayloadSchema.shape), ...Object.keys(contactFormSchema.shape), 'data']);

/**
 * The names of the fields at fault, for a log line: a key the payload does not know is the
 * sender's own text (a hand-made request can put a message, or a fake log line, in one), so it is
 * named only as unknown.
 */
export function fieldsForLog(fields: Readonly<Record<string, string>> = {}): string[] {
  return [...new Set(Object.keys(fields).map((field) => (knownFields.has(field) ? field : '(campo desconocido)')))];
}
