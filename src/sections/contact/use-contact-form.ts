import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ContactField } from '../../../contact/schema';
import { loadContactValidation, loadedContactValidation, type ContactValidation } from './contact-validation';
import type { SendContactMessage } from './send-contact-message';

/** Spec §4: idle → sending → sent | error; a retry goes from error back to sending. */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'error';

/** Field order on screen: the first invalid one in this order receives focus. */
export const contactFields: readonly ContactField[] = ['name', 'email', 'message'];

type Values = Record<ContactField, string>;
type Touched = Partial<Record<ContactField, true>>;

const empty: Values = { name: '', email: '', message: '' };
const allTouched: Touched = { name: true, email: true, message: true };

/**
 * The contact form's state, shared by both layouts (so resizing keeps what was typed).
 * Errors come from the shared schema and are shown only once a field has been touched.
 */
export function useContactForm(send: SendContactMessage) {
  const [values, setValues] = useState<Values>(empty);
  const [touched, setTouched] = useState<Touched>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [validation, setValidation] = useState<ContactValidation | null>(loadedContactValidation);
  // A ref, not state: two submits in the same tick must still send once.
  const inFlight = useRef(false);
  const errors = useMemo(() => validation?.errors(values) ?? {}, [validation, values]);

  const setValue = (field: ContactField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: ContactField) => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  /** The message to show under a field: only after it was touched. */
  const visibleError = (field: ContactField) => (touched[field] ? errors[field] : undefined);

  /** Fetches the schema when the visitor starts using the form (first focus or input). */
  function prepare() {
    if (!validation)
      loadContactValidation().then(
        (loaded) => setValidation(() => loaded),
        () => {},
      );
  }

  /**
   * Sends a valid form, or marks every field touched and resolves to the first invalid one
   * (for the caller to focus) without sending anything. The touched state is committed
   * before it resolves, so the field is focused already marked invalid.
   */
  async function submit(honeypot: string): Promise<ContactField | undefined> {
    if (inFlight.current || status === 'sent') return undefined;
    inFlight.current = true;
    let validate: ContactValidation;
    try {
      validate = validation ?? (await loadContactValidation());
    } catch {
      // Without the schema the SDK cannot have loaded either: the network is down.
      inFlight.current = false;
      setStatus('error');
      return undefined;
    }
    const form = validate.parse(values);
    if (!form) {
      inFlight.current = false;
      const invalid = validate.errors(values);
      flushSync(() => {
        setValidation(() => validate);
        setTouched(allTouched);
        setStatus('idle'); // the error of a previous attempt is cleared at every submit
      });
      return contactFields.find((field) => invalid[field] !== undefined);
    }
    setStatus('sending');
    try {
      await send(form, honeypot);
      setStatus('sent');
    } catch {
      setStatus('error');
    } finally {
      inFlight.current = false;
    }
    return undefined;
  }

  // The schema's limit, once loaded: one ceiling for the input and the validation (no copy here).
  const nameMaxLength = validation?.nameMaxLength;

  return { values, status, nameMaxLength, setValue, touch, visibleError, prepare, submit };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
