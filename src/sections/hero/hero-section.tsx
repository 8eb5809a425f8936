import { profile, site, type SectionId } from '../../../content';
import { ArrowDownIcon, ChatIcon, DownloadIcon } from '../../components/icons';
import { BestProject, ReviewsProof } from './hero-proof';
import { HeroTitle } from './hero-title';
import { countCvDownload } from '../../lib/count-visit';

function CvLink({ className }: { className: string }) {
  return (
    // The middle button opens it in a tab of its own: a download too (onClick hears only the main one).
    <a
      href={site.cvPath}
      target="_blank"
      rel="noopener"
      className={className}
      onClick={countCvDownload}
      onAuxClick={(event) => event.button === 1 && countCvDownload()}
    >
      <DownloadIcon />
      Descargar CV
      <span className="sr-only">(PDF, se abre en una pestaña nueva)</span>
    </a>
  );
}

export function HeroSection({ onNavigate }: { onNavigate: (id: SectionId) => void }) {
  return (
    <section id="home" aria-labelledby="home-title" tabIndex={-1} className="relative isolate overflow-hidden">
      {/* Soft accent glow: decoration only, drawn with CSS so it costs no request. */}
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--accent-soft),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-28 pb-16 sm:px-8 md:pt-40 md:pb-28 lg:grid-cols-[1.35fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm font-semibold text-muted">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
            Disponible para nuevos proyectos
          </p>
          <p className="mt-6 text-xl font-bold text-accent">{profile.greeting}</p>
          <HeroTitle id="home-title" title={profile.title} />
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted">{profile.pitch}</p>
          {/* Phones: one wide call to action over two equal secondary ones (stacked on the narrowest
              phones, where two would not fit side by side); from 640 px one row. */}
          <div className="mt-9 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <button type="button" className="btn-primary col-span-2 px-6" onClick={() => onNavigate('contact')}>
              <ChatIcon />
              Hablemos
            </button>
            <button
              type="button"
              className="btn-secondary whitespace-nowrap max-sm:px-3 max-[359px]:col-span-2"
              // Told apart from the projects' «Ver más» in a screen reader's list of buttons.
              aria-label="Ver más sobre mis servicios"
              onClick={() => onNavigate('services')}
            >
              Ver más
              <ArrowDownIcon />
            </button>
            {/* Small screens: the CV sits with the other actions. */}
            <CvLink className="btn-secondary whitespace-nowrap max-sm:px-3 max-[359px]:col-span-2 lg:hidden" />
          </div>
          <ReviewsProof onNavigate={onNavigate} className="mt-6 lg:hidden" />
        </div>
        {/* Large screens: proof of the work beside the headline, and the CV. */}
        <aside aria-label="Trabajo destacado" className="card relative hidden p-8 shadow-2xl shadow-indigo-500/10 lg:block">
          <BestProject onNavigate={onNavigate} />
          <div className="mt-5 border-t border-border pt-4">
            <ReviewsProof onNavigate={onNavigate} />
          </div>
          <CvLink className="btn-primary mt-5 w-full" />
        </aside>
      </div>
    </section>
  );
}
