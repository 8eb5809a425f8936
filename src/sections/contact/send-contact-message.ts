import type { ContactForm } from '../../../contact/schema';
import { site } from '../../../content';
import { loadCallable, preloadCallable } from '../../lib/callable/load-callable';
import { buildContactPayload, type ContactPayload } from './contact-message';

/** The callable's name: the Firebase adapter exports `contact.send`, which deploys as this. */
export const CONTACT_CALLABLE = 'contact-send';

export type SendContactMessage = (form: ContactForm, honeypot: string) => Promise<void>;

/** Posts a valid form to the owner; rejects with the SDK's FunctionsError on any failure. */
export const sendContactMessage: SendContactMessage = async (form, honeypot) => {
  const call = await loadCallable<ContactPayload, unknown>(CONTACT_CALLABLE);
  await call(buildContactPayload(form, { subject: site.contactSubject, to: __CONTACT_TO__, honeypot }));
};

/** Fetches the SDK while the visitor types, so the first send does not wait for it. */
export const preloadContactSender = () => preloadCallable(CONTACT_CALLABLE);
