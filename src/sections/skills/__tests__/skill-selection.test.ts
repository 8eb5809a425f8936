import { describe, expect, it } from 'vitest';
import { skills, type Skill } from '../../../../content';
import { filterSkills, LARGE_SKILL_COUNT, rankSkills } from '../skill-selection';

const skill = (name: string, weight: number, types: Skill['types'] = ['front']): Skill => ({ id: name.toLowerCase(), name, weight, types });
const names = (list: { skill: Skill }[]) => list.map((r) => r.skill.name);
const large = (list: ReturnType<typeof rankSkills>) => names(list.filter((r) => r.size === 'large'));

describe('filterSkills', () => {
  it('shows every skill under "all" and those of the type under the others', () => {
    expect(filterSkills(skills, 'all')).toEqual(skills);
    for (const type of ['front', 'back', 'tools'] as const) {
      const shown = filterSkills(skills, type);
      expect(shown.length, type).toBe(skills.filter((s) => s.types.includes(type)).length);
      expect(
        shown.every((s) => s.types.includes(type)),
        type,
      ).toBe(true);
    }
  });

  it('puts a skill of several types under each of its tabs', () => {
    const both = skill('TypeScript', 98, ['front', 'back']);
    const list = [both, skill('Git', 90, ['tools'])];
    expect(filterSkills(list, 'front')).toEqual([both]);
    expect(filterSkills(list, 'back')).toEqual([both]);
    expect(filterSkills(list, 'tools').map((s) => s.name)).toEqual(['Git']);
  });
});

describe('rankSkills', () => {
  it('makes the five heaviest large and the rest small, heaviest first', () => {
    const ranked = rankSkills(
      [skill('A', 60), skill('B', 99), skill('C', 70), skill('D', 80), skill('E', 50), skill('F', 90), skill('G', 55)],
      'all',
    );
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

  it('picks the top five of what each tab shows in the content, none lighter than a small card', () => {
    // Checked as a property, not a list, so the owner can change names and weights.
    for (const tab of ['all', 'front', 'back', 'tools'] as const) {
      const ranked = rankSkills(skills, tab);
      expect(ranked.map((r) => r.skill.id).sort(), tab).toEqual(
        filterSkills(skills, tab)
          .map((s) => s.id)
          .sort(),
      );
      const big = ranked.filter((r) => r.size === 'large').map((r) => r.skill);
      expect(big, tab).toHaveLength(Math.min(LARGE_SKILL_COUNT, ranked.length));
      const lightestLarge = Math.min(...big.map((s) => s.weight));
      for (const small of ranked.filter((r) => r.size === 'small'))
        expect(small.skill.weight, `${tab}: ${small.skill.name}`).toBeLessThanOrEqual(lightestLarge);
    }
  });

  it('shows every card large when a tab has five skills or fewer, and none for an empty tab', () => {
    expect(rankSkills([skill('A', 1), skill('B', 2)], 'all').map((r) => r.size)).toEqual(['large', 'large']);
    expect(rankSkills([skill('A', 1, ['back'])], 'tools')).toEqual([]);
  });
});
