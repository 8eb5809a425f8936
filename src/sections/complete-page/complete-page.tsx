import type { ReactNode } from 'react';
import { profile, projects, reviews } from '../../../content';
import { NativeImages } from '../../components/lazy-image';
import { ReviewCard } from '../clients/review-card';
import { ProjectCard } from '../projects/project-card';
import { sortProjects } from '../projects/project-order';
import type { CompletePagePart } from './complete-page-path';

// Prerendered at build time only: the countries' Spanish names come from the platform, not the service.
const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });

/** The page's title and heading. */
export const COMPLETE_PAGE_TITLE = 'Sobre mi, proyectos y opiniones';

function Part({ id, title, children }: { id: CompletePagePart; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-14 scroll-mt-6">
      <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Everything the home page's HTML leaves out or shortens, on a page of its own with no script:
 * the home page's <noscript> links lead here, each to its part (complete-page-path.ts).
 * Prerendered by scripts/build.ts.
 */
export function CompletePage() {
  const ordered = sortProjects(projects);
  return (
    <NativeImages value={true}>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto max-w-6xl px-5 py-5 sm:px-8">
          <a href="/" className="font-extrabold tracking-tight underline-offset-4 hover:underline">
            {profile.name}
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-5 py-14 sm:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{COMPLETE_PAGE_TITLE}</h1>
        <Part id="sobre-mi" title="Sobre mi">
          <div className="max-w-3xl">
            {profile.about.map((paragraph, i) => (
              <p key={i} className="mt-5 text-lg leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </div>
        </Part>
        <Part id="proyectos" title="Proyectos">
          <p className="mt-3 text-muted">{`Los ${ordered.length} proyectos, del más destacado al resto.`}</p>
          <ul className="mt-8 grid grid-cols-1 items-start gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {ordered.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </Part>
        <Part id="opiniones" title="Opiniones de clientes">
          <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
            {reviews.map((review, i) => (
              <li key={i} className="card">
                <ReviewCard review={review} lookUpCountry={false} countryName={regionNames.of(review.country)} />
              </li>
            ))}
          </ul>
        </Part>
        <p className="mt-12 flex justify-center">
          <a href="/" className="btn-secondary px-6 shadow-sm">
            Volver al portafolio
          </a>
        </p>
      </main>
    </NativeImages>
  );
}
