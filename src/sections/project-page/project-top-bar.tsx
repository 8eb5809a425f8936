import { profile, sectionLabel } from '../../../content';
import { ThemeControls } from '../../components/theme-controls';
import { OwnerBadge } from '../../components/owner-badge';

/**
 * The home page's top bar for a page of its own: the owner's badge back home, the projects and
 * the contact form on the home page, and the same theme controls (answered by the page's inline
 * script, src/boot/project-page-boot.ts).
 */
export function ProjectTopBar() {
  return (
    <header className="border-b border-border bg-surface/80">
      <nav aria-label="Principal" className="mx-auto flex max-w-6xl items-center gap-1 px-4 py-3 sm:gap-2 sm:px-8">
        <a
          href="/"
          aria-label={`${profile.name} — Inicio`}
          className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-full pr-2 font-extrabold tracking-tight"
        >
          <OwnerBadge />
        </a>
        <a
          href="/#projects"
          className="ml-auto hidden min-h-11 items-center rounded-full px-3.5 text-sm font-semibold text-muted transition-colors hover:text-fg sm:flex"
        >
          {sectionLabel('projects')}
        </a>
        <div className="ml-auto flex items-center gap-1 sm:ml-0 sm:gap-2">
          <ThemeControls />
          <a href="/#contact" className="btn-primary px-4 max-sm:min-h-10 max-sm:px-3">
            {sectionLabel('contact')}
          </a>
        </div>
      </nav>
    </header>
  );
}
