import { profile, projects } from '../../../content';
import { NativeImages } from '../../components/lazy-image';
import { ProjectCard } from './project-card';
import { sortProjects } from './project-order';

/**
 * Every project on a page of its own, with no script: the home page's collapsed grid links here
 * for visitors without JavaScript (its "Ver más" needs it). Prerendered by scripts/build.ts.
 */
export function AllProjectsPage() {
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
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">Proyectos</h1>
        <p className="mt-3 text-muted">{`Los ${ordered.length} proyectos, del más destacado al resto.`}</p>
        <ul className="mt-10 grid grid-cols-1 items-start gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {ordered.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <p className="mt-12 flex justify-center">
          <a href="/" className="btn-secondary px-6 shadow-sm">
            Volver al portafolio
          </a>
        </p>
      </main>
    </NativeImages>
  );
}
