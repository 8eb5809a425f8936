import { profile } from '../../../content';
import { SectionHeader } from '../../components/section-header';
import { computeStats } from '../../lib/stats';
import { useCurrentYear } from '../../lib/use-current-year';

export function AboutSection() {
  const stats = computeStats(useCurrentYear(), profile.careerStartYear);
  return (
    <section id="about" aria-labelledby="about-title" tabIndex={-1} className="section">
      <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <SectionHeader id="about-title" eyebrow="Sobre mi" title="Tecnología con oficio, cerca de las personas" />
          {profile.about.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {stats.map((stat) => (
            <div key={stat.title} className="card flex flex-col-reverse gap-1 p-6">
              <dt className="text-sm font-semibold text-muted">{stat.title}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-accent">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
