import { useId, useState } from 'react';
import { skills, skillTabs, type SkillFilter } from '../../../content';
import { SectionHeader } from '../../components/section-header';
import { SkillCard } from './skill-card';
import { rankSkills } from './skill-selection';
import { SkillTabs } from './skill-tabs';
import { useAnimatedHeight } from './use-animated-height';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * Five large cards without a ragged last row: on phones the top skill spans both columns (1 + 2 + 2),
 * from 640 px two then three share a row, from 1024 px all five do.
 */
const largeSpans = [
  'col-span-2 sm:col-span-3 lg:col-span-1',
  'sm:col-span-3 lg:col-span-1',
  'sm:col-span-2 lg:col-span-1',
  'sm:col-span-2 lg:col-span-1',
  'sm:col-span-2 lg:col-span-1',
];

export function SkillsSection() {
  const [chosen, setFilter] = useState<SkillFilter>('all');
  const narrow = useNarrowScreen();
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (id: SkillFilter) => `${baseId}-tab-${id}`;
  const panel = useAnimatedHeight<HTMLDivElement>();

  // A tab hidden on narrow screens cannot stay selected while the screen is narrow: "Todas" shows.
  const hidden = narrow && !skillTabs.find((tab) => tab.id === chosen)?.shortName;
  const filter: SkillFilter = hidden ? 'all' : chosen;

  const ranked = rankSkills(skills, filter);
  const large = ranked.filter((r) => r.size === 'large');
  const small = ranked.filter((r) => r.size === 'small');

  return (
    <section id="skills" aria-labelledby="skills-title" tabIndex={-1} className="section">
      {/* The title and the tabs (470 px from 640 px) share a row from 1024 px: at 768 px they need 734 px of its 689. */}
      <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeader id="skills-title" eyebrow="Habilidades" title="Herramientas que domino" />
        <SkillTabs tabs={skillTabs} selected={filter} onSelect={setFilter} narrow={narrow} panelId={panelId} tabId={tabId} />
      </div>
      {/* Focusable (APG): the cards inside are not, so Tab from the tabs lands on the panel. */}
      <div
        ref={panel}
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(filter)}
        tabIndex={0}
        className="mt-10 rounded-3xl motion-safe:transition-[height] motion-safe:duration-300 motion-safe:ease-out"
      >
        <div>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-6 sm:gap-4 lg:grid-cols-5">
            {large.map(({ skill, size }, index) => (
              <SkillCard key={skill.id} skill={skill} size={size} className={largeSpans[index]} />
            ))}
          </ul>
          {small.length > 0 && (
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
              {small.map(({ skill, size }) => (
                <SkillCard key={skill.id} skill={skill} size={size} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
