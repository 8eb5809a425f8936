import { Footer } from '../../components/footer';
import { ProjectTopBar } from './project-top-bar';

export const NOT_FOUND_TITLE = 'Página no encontrada';

/** What an unknown address shows (with a 404): where the visitor can go instead. */
export function NotFoundPage() {
  return (
    // The footer at the screen's foot, however short the page: no bare band under it on a desktop.
    <div className="flex min-h-dvh flex-col">
      <ProjectTopBar />
      <main className="mx-auto w-full max-w-3xl flex-1 px-5 py-20 text-center sm:px-8">
        <p className="text-sm font-bold tracking-wide text-accent uppercase">Error 404</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{NOT_FOUND_TITLE}</h1>
        <p className="mt-4 text-lg text-muted">La dirección no existe o el proyecto ya no está publicado.</p>
        <p className="mt-10 flex flex-wrap justify-center gap-3">
          <a href="/" className="btn-primary px-6">
            Ir al inicio
          </a>
          <a href="/#projects" className="btn-secondary px-6">
            Ver los proyectos
          </a>
        </p>
      </main>
      <Footer />
    </div>
  );
}
