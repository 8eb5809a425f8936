import { profile } from '../../../content';
import { SectionHeader } from '../../components/section-header';
import { computeStats } from '../../lib/stats';
import { useCurrentYear } from '../../lib/use-current-year';
import { useHydrated } from '../../lib/use-hydrated';
import { NoScriptLink } from '../complete-page/no-script-link';
import { aboutInHtml } from './about-in-html';

// The HTML carries the text up to a bound (about-in-html.ts); the rest renders once the part is alive.
const inHtml = aboutInHtml(profile.about);

export function AboutSection() {
  const stats = computeStats(useCurrentYear(), profile.careerStartYear);
  const paragraphs = useHydrated() ? profile.about : inHtml.shown;
  return (
    <section id="about" aria-labelledby="about-title" tabIndex={-1} className="section">
      <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <SectionHeader id="about-title" eyebrow="Sobre mi" title="Tecnología con oficio, cerca de las personas" />
          {paragraphs.map((paragraph, i) => (
            <p key={i} className="mt-5 text-lg leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
          {!inHtml.whole && (
            <NoScriptLink part="sobre-mi" className="mt-6 justify-start">
              Seguir leyendo
            </NoScriptLink>
          )}
        </div>
        {/* Phones: three numbers side by side in one compact card; large screens: a column of cards. */}
        <dl className="card grid grid-cols-3 divide-x divide-border sm:gap-4 sm:divide-x-0 sm:border-0 sm:bg-transparent lg:grid-cols-1">
          {stats.map((stat) => (
            // A word wider than its third of a phone's card breaks rather than run out of it (with a
            // reader's letter spacing at 320 px, «satisfechos»).
            <div key={stat.title} className="flex flex-col-reverse gap-1 px-3 py-4 text-center break-words sm:card sm:p-6 sm:text-left">
              <dt className="text-xs leading-snug font-semibold text-muted sm:text-sm">{stat.title}</dt>
              <dd className="text-2xl font-extrabold tracking-tight text-accent sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
