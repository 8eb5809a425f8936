import { useId } from 'react';
import { profile, type Project } from '../../content';
import { projectPath } from '../sections/project-page/project-path';
import { ShareIcon } from './icons';

/** The address a project is shared at: its page on the owner's site, whatever address it was opened at. */
export const projectUrl = (id: string) => new URL(projectPath(id), profile.siteUrl).href;

interface ShareButtonProps {
  project: Pick<Project, 'id' | 'name'>;
  /** `card`: a round icon over the card's cover; `page`: a labelled button. */
  variant: 'card' | 'page';
}

/**
 * Shares the project's page: the platform's share sheet, or the link copied, with the outcome
 * in a status beside the button (src/lib/share-link.ts answers the press, on whatever page).
 */
export function ShareButton({ project, variant }: ShareButtonProps) {
  const statusId = useId();
  const card = variant === 'card';
  return (
    // Without JavaScript nothing answers the press (a project's page is read without it): not shown.
    <span
      data-needs-script=""
      className={card ? 'absolute top-3 right-3 flex flex-col items-end gap-2' : 'flex flex-wrap items-center gap-3'}
    >
      <button
        type="button"
        data-share-url={projectUrl(project.id)}
        data-share-title={project.name}
        data-share-project={project.id}
        aria-describedby={statusId}
        // Its project's name, on the card as on the project's page (the visible «Compartir» first).
        aria-label={`Compartir ${project.name}`}
        // On the cover the focus ring hugs the button with a halo of its surface around it: offset
        // over the picture, it met the cover's own colours (contrast 1.00–1.41 on the darker ones).
        className={
          card
            ? 'grid size-11 place-items-center rounded-full border border-border bg-surface/90 text-fg shadow-md backdrop-blur transition-colors hover:bg-surface-2 focus-visible:outline-offset-0 focus-visible:shadow-[0_0_0_6px_var(--surface)]'
            : 'btn-secondary px-5'
        }
      >
        <ShareIcon />
        {!card && 'Compartir'}
      </button>
      <span
        id={statusId}
        role="status"
        // Empty, it takes no room but stays in the accessibility tree: a live region hidden when it changes is not announced.
        // The address to copy by hand may break anywhere: unbroken, it ran 31 px past a 375 px screen.
        className="max-w-full rounded-2xl text-sm font-semibold wrap-anywhere text-bg not-empty:bg-fg not-empty:px-3 not-empty:py-1"
      />
    </span>
  );
}
