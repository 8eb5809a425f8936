import { useId } from 'react';
import type { Project } from '../../../content';
import { LazyImage } from '../../components/lazy-image';
import { ShareButton } from '../../components/share-button';
import { useHydrated } from '../../lib/use-hydrated';
import { projectPath } from '../project-page/project-path';
import { iconUrl } from './project-cover';
import { ProjectDescription, ProjectOutcome, usedSkills } from './project-facts';
import { ProjectImage } from './project-image';

/**
 * One project: cover over its gradient, icon, name (a link to the project's own page, pressed
 * anywhere on the card), its outcome, description and the skills it used. Once the page is alive,
 * a share button over the cover: drawn only then, it costs the page's HTML nothing and never shows where it cannot work.
 */
export function ProjectCard({ project }: { project: Project }) {
  const titleId = useId();
  const alive = useHydrated();
  const used = usedSkills(project);
  return (
    // tabIndex -1: "Ver más" moves focus here, to the first card it revealed.
    <article
      data-testid="project-card"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="card group relative overflow-hidden shadow-lg shadow-slate-900/[0.04] transition duration-300 hover:shadow-xl hover:shadow-indigo-500/10 motion-safe:hover:-translate-y-1 dark:shadow-black/20"
    >
      {/* The gradient shows while the cover loads, and behind a custom image's transparency. */}
      <div className="overflow-hidden" style={project.imageBackground ? { background: project.imageBackground } : undefined}>
        <div className="transition duration-500 motion-safe:group-hover:scale-[1.03]">
          <ProjectImage project={project} />
        </div>
      </div>
      <div className="px-5 pt-0 pb-6">
        <LazyImage
          src={iconUrl(project.id)}
          alt=""
          width={48}
          height={48}
          decoding="async"
          className="relative -mt-7 size-14 rounded-2xl border-4 border-surface bg-surface shadow-md shadow-slate-900/10"
        />
        <h3 id={titleId} className="mt-3 text-lg leading-snug font-bold tracking-tight text-balance wrap-break-word">
          {/* Its box spans the card (the nearest positioned box): the card lifts under the pointer
              as a link does, and a press on its picture went nowhere. The share button, later and
              positioned too, stays above it. */}
          <a
            href={projectPath(project.id)}
            className="underline-offset-4 group-hover:text-accent group-hover:underline after:absolute after:inset-0"
          >
            {project.name}
          </a>
        </h3>
        <ProjectOutcome outcome={project.outcome} size="card" />
        <ProjectDescription html={project.description} size="card" />
        <ul aria-label="Tecnologías" className="mt-4 flex flex-wrap gap-1.5">
          {used.map((name) => (
            <li key={name} className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent">
              {name}
            </li>
          ))}
        </ul>
      </div>
      {/* Last in the card, though drawn over the cover: it comes with the part's code, maybe while
          a keyboard visitor is on the title (Tab brought the card on screen). After the title, it
          is their next stop; before it, their first pass through the page skipped it. */}
      {alive && <ShareButton project={project} variant="card" />}
    </article>
  );
}
