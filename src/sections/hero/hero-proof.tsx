import { projects, reviews, skills, type SectionId } from '../../../content';
import { ArrowDownIcon } from '../../components/icons';
import { SectionLink } from '../../components/section-link';
import { oneDecimalText } from '../../lib/decimal-text';
import { sortProjects } from '../projects/project-order';

const best = sortProjects(projects)[0]!;
const skillNames = new Map(skills.map((skill) => [skill.id, skill.name]));
/** The description is HTML limited to a few inline tags and without entities (content/projects.ts). */
const bestSummary = best.description
  .replace(/<[^>]+>/g, ' ')
  .replace(/\s+/g, ' ')
  .trim();
const average = reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length;
const averageText = oneDecimalText(average);

function Stars() {
  return (
    <span aria-hidden="true" className="flex text-amber-600 dark:text-amber-400">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="16" height="16" className="fill-current">
          <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
        </svg>
      ))}
    </span>
  );
}

/** What clients say, in one line that leads to their reviews: proof on the first screen at every width. */
export function ReviewsProof({ onNavigate, className = '' }: { onNavigate: (id: SectionId) => void; className?: string }) {
  return (
    <SectionLink
      id="clients"
      onNavigate={onNavigate}
      className={`inline-flex min-h-11 items-center gap-2.5 rounded-full text-sm font-semibold text-muted transition-colors hover:text-fg ${className}`}
    >
      <Stars />
      <span>
        <span className="text-fg">{averageText}</span> de 5 en {reviews.length} opiniones de clientes
      </span>
    </SectionLink>
  );
}

/** The heaviest project, summarised: the work itself on the first screen (large screens). */
export function BestProject({ onNavigate }: { onNavigate: (id: SectionId) => void }) {
  return (
    <div>
      <p className="eyebrow">Proyecto destacado</p>
      <p className="mt-3 text-2xl font-extrabold tracking-tight">{best.name}</p>
      <p className="mt-2 leading-relaxed text-muted">{bestSummary}</p>
      <ul aria-label="Tecnologías" className="mt-4 flex flex-wrap gap-1.5">
        {best.skills.map((id) => (
          <li key={id} className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent">
            {skillNames.get(id) ?? id}
          </li>
        ))}
      </ul>
      <SectionLink
        id="projects"
        onNavigate={onNavigate}
        className="mt-4 inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-bold text-accent hover:text-accent-strong"
      >
        Ver todos los proyectos
        <ArrowDownIcon width="16" height="16" />
      </SectionLink>
    </div>
  );
}
