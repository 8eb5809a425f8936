import * as z from 'zod/mini';
import { stripControlCharacters } from './header-field.ts';

// The one contact schema: the form validates with it as the visitor types, and the server
// validates every request with it again (the client is never the only check).
// zod/mini keeps the page's share of this at ~5 kB gzipped.

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;
/** Not in the spec: a header field must stay short, so the name has a ceiling too. */
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

export const contactMessages = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: `El nombre debe tener menos de ${NAME_MAX_LENGTH} caracteres`,
  emailRequired: 'El email es requerido',
  emailInvalid: 'El email no es válido',
  messageRequired: 'El mensaje es requerido',
  messageTooShort: `El mensaje debe tener al menos ${MESSAGE_MIN_LENGTH} caracteres`,
  messageTooLong: `El mensaje debe tener menos de ${MESSAGE_MAX_LENGTH} caracteres`,
} as const;

export const contactFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, contactMessages.nameRequired), z.maxLength(NAME_MAX_LENGTH, contactMessages.nameTooLong)),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactMessages.emailRequired),
      z.maxLength(EMAIL_MAX_LENGTH, contactMessages.emailInvalid),
      z.email(contactMessages.emailInvalid),
    ),
  // Counted without the controls the server drops (./header-field.ts), as the server counts it.
  message: z
    .string()
    .check(
      z.overwrite(stripControlCharacters),
      z.trim(),
      z.minLength(1, contactMessages.messageRequired),
      z.minLength(MESSAGE_MIN_LENGTH, contactMessages.messageTooShort),
      z.maxLength(MESSAGE_MAX_LENGTH, contactMessages.messageTooLong),
    ),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactField = keyof ContactForm;

/**
 * The first message per field, in rule order ("requerido" before "no es válido"), or an
 * empty object when the form is valid.
 */
export function contactFormErrors(values: Record<ContactField, string>): Partial<Record<ContactField, string>> {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}
