import { SectionHeader } from '../../components/section-header';

// Placeholder: the Clientes issue fills this section.
export function ClientsSection() {
  return (
    <section id="clients" aria-labelledby="clients-title" tabIndex={-1} className="section">
      <SectionHeader id="clients-title" eyebrow="Clientes" title="Lo que dicen mis clientes" />
    </section>
  );
}
