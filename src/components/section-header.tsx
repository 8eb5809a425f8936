import type { ReactNode } from 'react';
import { sectionLabel, sectionTitle, type SectionId } from '../../content';

interface SectionHeaderProps {
  section: Exclude<SectionId, 'home'>;
  children?: ReactNode;
}

/** The id of a section's heading, which the section's aria-labelledby names. */
export const sectionTitleId = (section: SectionId) => `${section}-title`;

/**
 * The small label, the heading and an optional lead paragraph that open every section. The label
 * is the menu's name for the section and the heading its title, both from content/sections.ts.
 */
export function SectionHeader({ section, children }: SectionHeaderProps) {
  return (
    <div className="max-w-2xl">
      <p className="eyebrow">{sectionLabel(section)}</p>
      <h2 id={sectionTitleId(section)} className="section-title">
        {sectionTitle(section)}
      </h2>
      {children && <p className="mt-4 text-lg leading-relaxed text-muted">{children}</p>}
    </div>
  );
}
