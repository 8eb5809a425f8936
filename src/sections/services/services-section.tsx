import { SectionHeader } from '../../components/section-header';

// Placeholder: the Servicios issue fills this section.
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" tabIndex={-1} className="section">
      <SectionHeader id="services-title" eyebrow="Servicios" title="Lo que puedo hacer por vos" />
    </section>
  );
}
