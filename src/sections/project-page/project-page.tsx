import { profile, type Project } from '../../../content';
import { PIXEL_PATH } from '../../../counts/count-names';
import { Footer } from '../../components/footer';
import { ArrowLeftIcon, ChatIcon } from '../../components/icons';
import { ShareButton } from '../../components/share-button';
import { coverSize, coverSrcSet, coverUrl, iconUrl } from '../projects/project-cover';
import { ProjectDescription, ProjectOutcome, usedSkills } from '../projects/project-facts';
import { screenshots } from '../projects/screenshot-sizes';
import { projectPath } from './project-path';
import { ProjectTopBar } from './project-top-bar';

/** The cover spans the page's first column: 100 % on phones, about half of the 72rem container from 1024 px. */
const sizes = '(min-width: 1024px) 560px, 100vw';

/** The largest element of the first screen, fetched at once and at high priority. */
function ProjectCover({ project, className }: { project: Project; className: string }) {
  const { width, height } = coverSize(project, screenshots);
  return (
    <div
      className={`overflow-hidden rounded-3xl border border-border shadow-lg shadow-slate-900/[0.04] dark:shadow-black/20 ${className}`}
      style={project.imageBackground ? { background: project.imageBackground } : undefined}
    >
      <picture>
        <source type="image/avif" srcSet={coverSrcSet(project.id, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={coverSrcSet(project.id, 'webp')} sizes={sizes} />
        <img
          src={coverUrl(project.id, 960, 'jpg')}
          srcSet={coverSrcSet(project.id, 'jpg')}
          sizes={sizes}
          alt=""
          width={width}
          height={height}
          fetchPriority="high"
          className="block h-auto w-full"
        />
      </picture>
    </div>
  );
}

/** A few other projects, each a link to its own page: a visitor sent one work finds the rest. */
function OtherProjects({ others }: { others: readonly Project[] }) {
  return (
    <nav aria-labelledby="others-title" className="mt-16">
      <h2 id="others-title" className="text-2xl font-extrabold tracking-tight">
        Otros proyectos
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {others.map((other) => (
          <li key={other.id}>
            <a href={projectPath(other.id)} className="card flex h-full items-center gap-4 p-4 transition-colors hover:border-accent">
              <img src={iconUrl(other.id)} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-2xl" />
              <span className="font-bold leading-snug text-balance">{other.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One project on a page of its own (`/proyectos/<id>`), the address a freelancer sends to a
 * prospective client: what it is, what it achieved, what it was built with, a way to share it and
 * a way to write. Prerendered by the build, readable without scripts (scripts/html/project-pages.ts).
 */
export function ProjectPage({ project, others }: { project: Project; others: readonly Project[] }) {
  const used = usedSkills(project);
  return (
    <>
      <ProjectTopBar />
      <main className="mx-auto max-w-6xl px-5 pt-6 pb-16 sm:px-8">
        <a
          href="/#projects"
          className="-ml-1 inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold text-muted transition-colors hover:text-fg"
        >
          <ArrowLeftIcon width="18" height="18" />
          Todos los proyectos
        </a>
        {/* On a phone or a tablet the name and the result come before the picture: under it, a tall
            cover left a visitor sent the link with no name on the first screen (the name at y 677
            at 375 px, below an iPhone SE's 553 px). From 1024 px the picture takes the first
            column beside them; the second row takes the rest of its height. */}
        <article
          data-project={project.id}
          aria-labelledby="project-title"
          className="mt-4 grid items-start gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-0"
        >
          <header className="lg:col-start-2">
            <img
              src={iconUrl(project.id)}
              alt=""
              width={48}
              height={48}
              className="size-14 rounded-2xl border-4 border-surface bg-surface shadow-md shadow-slate-900/10"
            />
            {/* Whose work it is, where a visitor sent the link looks first: on a phone the top bar
                shows the initials alone. */}
            <p className="mt-4 text-sm font-semibold text-muted">Un proyecto de {profile.name}</p>
            <h1 id="project-title" className="mt-1 text-3xl font-extrabold tracking-tight text-balance wrap-anywhere sm:text-4xl">
              {project.name}
            </h1>
            <ProjectOutcome outcome={project.outcome} size="page" />
          </header>
          <ProjectCover project={project} className="lg:col-start-1 lg:row-span-2 lg:row-start-1" />
          <div className="lg:col-start-2">
            <ProjectDescription html={project.description} size="page" />
            <h2 className="mt-8 text-sm font-bold tracking-wide text-muted uppercase">Tecnologías</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {used.map((name) => (
                <li key={name} className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
                  {name}
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-wrap items-start gap-3">
              <a href="/#contact" className="btn-primary px-6">
                <ChatIcon />
                Hablemos de tu proyecto
              </a>
              <ShareButton project={project} variant="page" />
            </div>
          </div>
        </article>
        <OtherProjects others={others} />
        {/* Without JavaScript the view is counted by this pixel instead (src/boot/project-page-boot.ts counts it otherwise). */}
        <noscript>
          <img src={`${PIXEL_PATH}?project=${project.id}`} alt="" width={1} height={1} />
        </noscript>
      </main>
      <Footer />
    </>
  );
}
