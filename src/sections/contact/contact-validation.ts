import type { ContactField, ContactForm } from '../../../contact/schema';

// The shared schema (contact/schema.ts, with zod) is ~5 kB gzipped: it is fetched when the
// visitor starts using the form, together with the Firebase SDK, instead of with the page.
// Errors show only after a field was focused and left, so it is there when they are needed.

export interface ContactValidation {
  /** The first message per invalid field, in rule order; {} when the form is valid. */
  errors: (values: Record<ContactField, string>) => Partial<Record<ContactField, string>>;
  /** The trimmed form when valid, otherwise null. */
  parse: (values: Record<ContactField, string>) => ContactForm | null;
  /** The schema's ceiling for the name, which the input adopts once the schema is here. */
  nameMaxLength: number;
}

let loaded: ContactValidation | null = null;
let pending: Promise<ContactValidation> | null = null;

/** The validation when it has already been loaded (synchronously), else null. */
export const loadedContactValidation = () => loaded;

/** Loads the validation once; a failed download is forgotten so the next call retries. */
export function loadContactValidation(): Promise<ContactValidation> {
  pending ??= import('../../../contact/schema').then(
    ({ contactFormErrors, contactFormSchema, NAME_MAX_LENGTH }) => {
      loaded = {
        errors: contactFormErrors,
        nameMaxLength: NAME_MAX_LENGTH,
        parse: (values) => {
          const result = contactFormSchema.safeParse(values);
          return result.success ? result.data : null;
        },
      };
      return loaded;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
