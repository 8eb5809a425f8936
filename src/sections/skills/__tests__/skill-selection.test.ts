import { describe, expect, it } from 'vitest';
import { skills, type Skill } from '../../../content';
import { filterSkills, LARGE_SKILL_COUNT, rankSkills } from '../skill-selection';

const skill = (name: string, weight: number, types: Skill['types'] = ['front']): Skill => ({ id: name.toLowerCase(), name, weight, types });
const names = (list: { skill: Skill }[]) => list.map((r) => r.skill.name);
const large = (list: ReturnType<typeof rankSkills>) => names(list.filter((r) => r.size === 'large'));

describe('filterSkills', () => {
  it('shows every skill under "all" and those of the type under the others', () => {
    expect(filterSkills(skills, 'all')).toHaveLength(22);
    for (const type of ['front', 'back', 'tools'] as const) {
      const shown = filterSkills(skills, type);
      expect(shown.length, type).toBe(skills.filter((s) => s.types.includes(type)).length);
      expect(shown.every((s) => s.types.includes(type)), type).toBe(true);
    }
  });

  it('counts 10 front, 12 back and 7 tools in the content; a skill of several types is in each', () => {
    expect([filterSkills(skills, 'front').length, filterSkills(skills, 'back').length, filterSkills(skills, 'tools').length]).toEqual([10, 12, 7]);
    expect(filterSkills(skills, 'front').map((s) => s.id)).toContain('typescript');
    expect(filterSkills(skills, 'back').map((s) => s.id)).toContain('typescript');
  });
});

describe('rankSkills', () => {
  it('makes the five heaviest large and the rest small, heaviest first', () => {
    const ranked = rankSkills([skill('A', 60), skill('B', 99), skill('C', 70), skill('D', 80), skill('E', 50), skill('F', 90), skill('G', 55)], 'all');
    expect(names(ranked)).toEqual(['B', 'F', 'D', 'C', 'A', 'G', 'E']);
    expect(ranked.map((r) => r.size)).toEqual(['large', 'large', 'large', 'large', 'large', 'small', 'small']);
    expect(LARGE_SKILL_COUNT).toBe(5);
  });

  it('breaks equal weights by name, so a tie at the fifth place is decided alphabetically', () => {
    const tied = [skill('Zeta', 90), skill('Beta', 90), skill('Alfa', 100), skill('Ómicron', 90), skill('delta', 90), skill('Ceta', 90)];
    const ranked = rankSkills(tied, 'all');
    // Spanish collation, ignoring case and accents: Ómicron sorts as Omicron.
    expect(names(ranked)).toEqual(['Alfa', 'Beta', 'Ceta', 'delta', 'Ómicron', 'Zeta']);
    expect(large(ranked)).toEqual(['Alfa', 'Beta', 'Ceta', 'delta', 'Ómicron']);
  });

  it('does not depend on the order of the content', () => {
    const reversed = [...skills].reverse();
    expect(names(rankSkills(reversed, 'all'))).toEqual(names(rankSkills(skills, 'all')));
  });

  it('picks the top five of what the tab shows (content: Git wins the 90 tie in "all")', () => {
    expect(large(rankSkills(skills, 'all'))).toEqual(['Angular', 'TypeScript', 'Ionic', 'Firebase', 'Git']);
    expect(large(rankSkills(skills, 'front'))).toEqual(['Angular', 'TypeScript', 'Ionic', 'JavaScript', 'HTML']);
    expect(large(rankSkills(skills, 'back'))).toEqual(['TypeScript', 'Firebase', 'JavaScript', 'NodeJS', 'MongoDB']);
    expect(large(rankSkills(skills, 'tools'))).toEqual(['Firebase', 'Git', 'GitHub', 'Capacitor', 'Figma']);
  });

  it('shows every card large when a tab has five skills or fewer, and none for an empty tab', () => {
    expect(rankSkills([skill('A', 1), skill('B', 2)], 'all').map((r) => r.size)).toEqual(['large', 'large']);
    expect(rankSkills([skill('A', 1, ['back'])], 'tools')).toEqual([]);
  });
});
