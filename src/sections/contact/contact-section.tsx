import { SectionHeader } from '../../components/section-header';
import { contactCopy } from './contact-copy';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { preloadContactSender, sendContactMessage, type SendContactMessage } from './send-contact-message';
import { useContactForm } from './use-contact-form';

interface ContactSectionProps {
  /** Injected by tests; the page uses the Firebase callable. */
  send?: SendContactMessage;
  onUse?: () => void;
}

/**
 * Contact details and the form. The spec wants the form once per layout: on large screens it
 * sits in the right column beside the details, on small ones below them. Only one copy is
 * displayed at a time (the other is display:none, so out of the tab order and the
 * accessibility tree); both share one state, so resizing keeps what the visitor typed.
 */
export function ContactSection({ send = sendContactMessage, onUse = preloadContactSender }: ContactSectionProps) {
  const form = useContactForm(send);
  return (
    <section id="contact" aria-labelledby="contact-title" tabIndex={-1} className="section">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:gap-14">
        <div>
          <SectionHeader id="contact-title" eyebrow="Contacto" title="Hablemos de tu proyecto">
            {contactCopy.lead}
          </SectionHeader>
          <div className="mt-8">
            <ContactDetails />
          </div>
        </div>
        <ContactForm form={form} onUse={onUse} className="hidden lg:block" />
        <ContactForm form={form} onUse={onUse} className="lg:hidden" />
      </div>
    </section>
  );
}
