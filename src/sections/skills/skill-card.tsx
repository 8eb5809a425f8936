import { skillTabs, type Skill } from '../../../content';
import { LazyImage } from '../../components/lazy-image';
import { skillIconUrl } from './skill-icon';
import type { SkillCardSize } from './skill-selection';

const typeNames = new Map(skillTabs.map((tab) => [tab.id, tab.name]));

const lift = 'transition duration-300 hover:border-accent/40 hover:shadow-lg hover:shadow-indigo-500/10 motion-safe:hover:-translate-y-1';

/**
 * The icon sits beside the name, so it is decorative (alt=""). One file per theme: the theme is a
 * class on the root, which a <picture> media query cannot see, so each theme hides the other's
 * image; a lazy image that is not displayed is never fetched, so a visitor loads only one set.
 */
function SkillIcon({ id, size }: { id: string; size: 32 | 48 }) {
  const className = `shrink-0 rounded-[28%] ${size === 48 ? 'size-12' : 'size-8'}`;
  return (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <LazyImage
          key={theme}
          src={skillIconUrl(id, theme)}
          alt=""
          width={size}
          height={size}
          decoding="async"
          className={`${className} ${theme === 'light' ? 'dark:hidden' : 'hidden dark:block'}`}
        />
      ))}
    </>
  );
}

interface SkillCardProps {
  skill: Skill;
  size: SkillCardSize;
  /** Placement in the parent grid (column spans). */
  className?: string;
}

export function SkillCard({ skill, size, className = '' }: SkillCardProps) {
  if (size === 'small') {
    return (
      <li
        data-testid="skill-card"
        data-size="small"
        // Under 360 px (two columns of 126 px at 320) the icon stands over the name: beside it, the
        // name had 66 px, and «JavaScript», «PostgreSQL» (79 px) broke inside the word.
        className={`card flex items-center gap-3 rounded-2xl px-3.5 py-3 shadow-sm shadow-slate-900/[0.03] max-[359px]:flex-col max-[359px]:items-start max-[359px]:gap-2 ${lift} ${className}`}
      >
        <SkillIcon id={skill.id} size={32} />
        <span className="min-w-0 text-sm font-semibold break-words">{skill.name}</span>
      </li>
    );
  }
  return (
    <li
      data-testid="skill-card"
      data-size="large"
      className={`card relative isolate flex flex-col gap-5 overflow-hidden p-5 shadow-md shadow-slate-900/[0.04] sm:p-6 ${lift} ${className}`}
    >
      {/* A soft glow of the accent in the corner: decoration that marks the headline skills. */}
      <span aria-hidden="true" className="absolute -top-12 -right-12 -z-10 size-32 rounded-full bg-accent-soft blur-2xl" />
      <SkillIcon id={skill.id} size={48} />
      {/* Broken inside a word only where it cannot fit whole: the card clips (its glow), and with a
          reader's wider letter spacing at 320 px «TypeScript» lost its «t» to the card's edge. */}
      <span className="flex min-w-0 flex-col gap-1 break-words">
        <span className="text-lg leading-tight font-bold">{skill.name}</span>
        <span className="text-sm text-muted">{skill.types.map((type) => typeNames.get(type)).join(' · ')}</span>
      </span>
    </li>
  );
}
