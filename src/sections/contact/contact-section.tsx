import { SectionHeader } from '../../components/section-header';

// Placeholder: the Contacto issue fills this section.
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" tabIndex={-1} className="section">
      <SectionHeader id="contact-title" eyebrow="Contacto" title="Hablemos de tu proyecto" />
    </section>
  );
}
