import type { ReactNode } from 'react';

interface SectionHeaderProps {
  /** id of the h2, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The small label, the heading and an optional lead paragraph that open every section. */
export function SectionHeader({ id, eyebrow, title, children }: SectionHeaderProps) {
  return (
    <div className="max-w-2xl">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg leading-relaxed text-muted">{children}</p>}
    </div>
  );
}
