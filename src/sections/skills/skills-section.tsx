import { SectionHeader } from '../../components/section-header';

// Placeholder: the Habilidades issue fills this section.
export function SkillsSection() {
  return (
    <section id="skills" aria-labelledby="skills-title" tabIndex={-1} className="section">
      <SectionHeader id="skills-title" eyebrow="Habilidades" title="Herramientas que domino" />
    </section>
  );
}
