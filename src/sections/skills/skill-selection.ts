import type { Skill, SkillFilter } from '../../../content';

/** How many of the shown skills get a large card (spec §9). */
export const LARGE_SKILL_COUNT = 5;

export type SkillCardSize = 'large' | 'small';

export interface RankedSkill {
  skill: Skill;
  size: SkillCardSize;
}

export function filterSkills(skills: readonly Skill[], filter: SkillFilter): Skill[] {
  return filter === 'all' ? [...skills] : skills.filter((skill) => skill.types.includes(filter));
}

/** Heaviest first; equal weights by name, so the order never depends on the content's order. */
export function compareSkills(a: Skill, b: Skill): number {
  return b.weight - a.weight || a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });
}

/** The skills a tab shows, in display order: the top five are large cards, the rest small. */
export function rankSkills(skills: readonly Skill[], filter: SkillFilter): RankedSkill[] {
  return filterSkills(skills, filter)
    .sort(compareSkills)
    .map((skill, index) => ({ skill, size: index < LARGE_SKILL_COUNT ? 'large' : 'small' }));
}
