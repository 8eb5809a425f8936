import { profile, site, type SectionId } from '../../../content';
import { ArrowDownIcon, ChatIcon, DownloadIcon, MapPinIcon } from '../../components/icons';

function CvLink({ className }: { className: string }) {
  return (
    <a href={site.cvPath} target="_blank" rel="noopener" className={className}>
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
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-32 pb-20 sm:px-8 md:pt-40 md:pb-28 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm font-semibold text-muted">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
            Disponible para nuevos proyectos
          </p>
          <p className="mt-6 text-xl font-bold text-accent">{profile.greeting}</p>
          <h1 id="home-title" className="mt-2 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl">
            {profile.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">{profile.pitch}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={() => onNavigate('contact')}>
              <ChatIcon />
              Hablemos
            </button>
            <button type="button" className="btn-secondary" onClick={() => onNavigate('services')}>
              Ver más
              <ArrowDownIcon />
            </button>
            {/* Small screens: the CV sits with the other actions. */}
            <CvLink className="btn-secondary lg:hidden" />
          </div>
        </div>
        {/* Large screens: a profile card carries the CV. */}
        <aside aria-label="Perfil" className="card relative hidden p-8 shadow-2xl shadow-indigo-500/10 lg:block">
          <div
            aria-hidden="true"
            className="grid size-20 place-items-center rounded-3xl bg-gradient-to-br from-indigo-500 to-cyan-400 text-3xl font-extrabold text-white"
          >
            {profile.initials}
          </div>
          <p className="mt-6 text-2xl font-extrabold">{profile.name}</p>
          <p className="mt-1 text-muted">{profile.title}</p>
          <p className="mt-4 inline-flex items-center gap-2 text-sm text-muted">
            <MapPinIcon />
            {profile.location}
          </p>
          <CvLink className="btn-primary mt-8 w-full" />
        </aside>
      </div>
    </section>
  );
}
