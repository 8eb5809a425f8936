import { SectionHeader } from '../../components/section-header';

// Placeholder: the Proyectos issue fills this section.
export function ProjectsSection() {
  return (
    <section id="projects" aria-labelledby="projects-title" tabIndex={-1} className="section">
      <SectionHeader id="projects-title" eyebrow="Proyectos" title="Proyectos destacados" />
    </section>
  );
}
