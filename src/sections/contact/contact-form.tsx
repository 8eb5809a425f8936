import { useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type FormEvent } from 'react';
import { profile } from '../../../content';
import { useHydrated } from '../../lib/use-hydrated';
import type { ContactField } from '../../../contact/schema';
import { PRIVACY_PATH } from '../privacy/privacy-path';
import { contactCopy } from './contact-copy';
import { AlertCircleIcon, CheckCircleIcon, SendIcon, SpinnerIcon } from '../../components/icons';
import { FormField } from './form-field';
import { contactFields, type ContactFormState } from './use-contact-form';

/**
 * Above the schema's 5000 so its own message explains the limit, yet stops a runaway paste.
 * (A literal: importing the schema's constant would pull zod into the page's first load.)
 */
const MESSAGE_HARD_CAP = 6000;

interface ContactFormProps {
  form: ContactFormState;
  /** Called on focus and input; the first call is the moment to fetch the Firebase SDK. */
  onUse: () => void;
  className?: string;
}

/**
 * One rendering of the contact form. The section renders it once per layout; useId keeps
 * the ids of the two copies apart, and the state is shared between them.
 */
export function ContactForm({ form, onUse, className = '' }: ContactFormProps) {
  const id = useId();
  const live = useHydrated();
  const submitRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const { values, status, setValue, touch, visibleError } = form;
  const locked = status === 'sending' || status === 'sent';

  // The submit button disappears while sending. If it had focus, keep focus where the visitor
  // is instead of letting it fall to <body>: on the status while it lives, back on the button
  // when it returns after an error. (A visitor who pressed Enter in a field stays there.)
  const buttonHadFocus = useRef(false);
  useEffect(() => {
    if (status === 'sending' && buttonHadFocus.current) statusRef.current?.focus();
    if (status === 'error' && statusRef.current === document.activeElement) submitRef.current?.focus();
  }, [status]);

  // An error shown above the focused control pushes it down by the error's height, and the
  // browser's scroll anchoring, anchored higher, leaves it there: the errors of the fields a quick
  // Tab left before the schema came (84 px at 375 px) pushed a focused «Enviar» off the screen.
  const formRef = useRef<HTMLFormElement>(null);
  const shownErrors = contactFields.map(visibleError).join('\n');
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && formRef.current?.contains(focused)) focused.scrollIntoView({ block: 'nearest' });
  }, [shownErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const honeypot = new FormData(element).get('website');
    buttonHadFocus.current = submitRef.current !== null && submitRef.current === document.activeElement;
    void form.submit(typeof honeypot === 'string' ? honeypot : '').then((firstInvalid) => {
      if (firstInvalid) (element.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
    });
  }

  /** A field or the button taken up: the sending code comes. Not the note's link to the privacy notice. */
  function handleUse(event: FocusEvent | FormEvent) {
    if (!(
      event.target instanceof HTMLInputElement ||
      event.target instanceof HTMLTextAreaElement ||
      event.target instanceof HTMLButtonElement
    ))
      return;
    form.prepare();
    onUse();
  }

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    label: contactCopy.labels[name],
    placeholder: contactCopy.placeholders[name],
    value: values[name],
    onValueChange: (value: string) => setValue(name, value),
    onBlur: () => touch(name),
    error: visibleError(name),
    readOnly: locked,
    live,
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      onFocus={handleUse}
      onInput={handleUse}
      className={`card relative p-6 shadow-xl shadow-indigo-500/5 sm:p-8 ${className}`}
    >
      <h3 id={`${id}-title`} className="text-xl font-bold tracking-tight">
        {contactCopy.formTitle}
      </h3>
      <noscript>
        <p className="mt-6">
          {contactCopy.noScript}{' '}
          <a href={`mailto:${profile.email}`} className="font-semibold text-accent underline underline-offset-4">
            {profile.email}
          </a>
        </p>
      </noscript>
      {/* Without JavaScript the form cannot send: the note above says where to write instead. */}
      <div data-needs-script="">
        <p className="mt-1 text-sm text-muted">
          {`${contactCopy.formNote} (`}
          <a href={PRIVACY_PATH} className="underline underline-offset-4 hover:text-fg">
            {contactCopy.privacyLink}
          </a>
          ).
        </p>
        {/* aria-busy marks the fields being sent, not the form: a busy ancestor may silence
            the status region below, which announces the sending. */}
        <div className="mt-6 grid gap-5" aria-busy={status === 'sending'}>
          <FormField {...field('name')} type="text" autoComplete="name" maxLength={form.nameMaxLength} />
          <FormField {...field('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
          <FormField {...field('message')} multiline rows={6} maxLength={MESSAGE_HARD_CAP} className="min-h-36 resize-y" />
        </div>
        <div className="mt-6 flex min-h-12 items-center">
          {!locked && (
            <button ref={submitRef} type="submit" disabled={!live} className="btn-primary w-full px-7 sm:w-auto">
              {contactCopy.submit}
              <SendIcon width="18" height="18" />
            </button>
          )}
          {/* Always in the page, so screen readers announce what appears in it. */}
          <div ref={statusRef} role="status" tabIndex={-1} className="flex-1 empty:flex-none">
            {status === 'sending' && (
              <p className="inline-flex min-h-11 items-center gap-3 font-semibold text-muted">
                <SpinnerIcon width="24" height="24" className="text-accent" data-testid="contact-spinner" />
                {contactCopy.sending}
              </p>
            )}
            {status === 'sent' && (
              <p className="flex items-start gap-3 rounded-2xl bg-accent-soft px-4 py-3">
                <CheckCircleIcon width="24" height="24" className="mt-0.5 shrink-0 text-accent" />
                <span>
                  <strong className="block font-bold">{contactCopy.sentTitle}</strong>
                  <span className="text-muted">{contactCopy.sentBody}</span>
                </span>
              </p>
            )}
          </div>
        </div>
        <div role="alert">
          {status === 'error' && (
            <p className="mt-4 flex items-start gap-3 rounded-2xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
              <AlertCircleIcon className="mt-px shrink-0" />
              {contactCopy.error}
            </p>
          )}
        </div>
      </div>
      {/* Honeypot: off-screen and hidden from assistive technology; only bots fill it in. */}
      {live && (
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor={`${id}-website`}>{contactCopy.honeypotLabel}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      )}
    </form>
  );
}
