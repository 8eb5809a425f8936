import { useEffect, useId, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { projects } from '../../../content';
import { ArrowDownIcon } from '../../components/icons';
import { Masonry } from '../../components/masonry';
import { SectionHeader } from '../../components/section-header';
import { listenForShares } from '../../lib/share-link';
import { ProjectCard } from './project-card';
import { NoScriptLink } from '../complete-page/no-script-link';
import { COLLAPSED_MOST, collapsedCount, sortProjects } from './project-order';
import { countMoreProjects } from '../../lib/count-visit';

const ordered = sortProjects(projects);

/** What the toggle must fix up once the grid has re-rendered. */
type PendingToggle = { kind: 'expand'; firstNew: number } | { kind: 'collapse'; buttonTop: number };

export function ProjectsSection() {
  const [expanded, setExpanded] = useState(false);
  // The cards render as interruptible work: the tap's own frame only shows the button pressed
  // (aria-busy), not a dozen cards laid out at once.
  const [toggling, startToggle] = useTransition();
  const gridId = useId();
  const grid = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pending = useRef<PendingToggle | null>(null);

  // The cards' share buttons (./project-card.tsx).
  useEffect(() => listenForShares(document), []);

  function toggle() {
    if (!expanded) countMoreProjects();
    pending.current = expanded
      ? { kind: 'collapse', buttonTop: button.current?.getBoundingClientRect().top ?? 0 }
      : { kind: 'expand', firstNew: collapsedCount(window.innerWidth) };
    startToggle(() => setExpanded(!expanded));
  }

  // Runs after the masonry has laid the cards out (its layout effect runs first) and before paint.
  useLayoutEffect(() => {
    const toggled = pending.current;
    pending.current = null;
    if (!toggled) return;
    if (toggled.kind === 'expand') {
      // Keyboard and screen-reader users continue at the first card they had not seen.
      grid.current?.querySelectorAll<HTMLElement>('[data-testid="project-card"]')[toggled.firstNew]?.focus();
      return;
    }
    // Hiding cards above the button would pull it up, out of sight: keep it where it was.
    const moved = (button.current?.getBoundingClientRect().top ?? 0) - toggled.buttonTop;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
  }, [expanded]);

  return (
    <section id="projects" aria-labelledby="projects-title" tabIndex={-1} className="section">
      <SectionHeader id="projects-title" eyebrow="Proyectos" title="Proyectos destacados" />
      <Masonry
        ref={grid}
        id={gridId}
        gap={24}
        // Collapsed, the grid ends a little below its shortest column: no hole above "Ver más".
        evenBottom={!expanded}
        data-collapsed={expanded ? undefined : ''}
        className="projects-grid mt-12 grid-cols-1 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      >
        {(expanded ? ordered : ordered.slice(0, COLLAPSED_MOST)).map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </Masonry>
      <div className="projects-toggle mt-10 flex justify-center">
        <button
          ref={button}
          type="button"
          className="btn-secondary px-6 shadow-sm"
          aria-expanded={expanded}
          aria-controls={gridId}
          aria-busy={toggling || undefined}
          onClick={toggle}
        >
          {expanded ? 'Ver menos' : 'Ver más'}
          <ArrowDownIcon className={`transition-transform duration-300 ${expanded ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <NoScriptLink part="proyectos" className="mt-10 justify-center">{`Ver los ${ordered.length} proyectos`}</NoScriptLink>
    </section>
  );
}
