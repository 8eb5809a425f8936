import { describe, expect, it } from 'vitest';
import { projects, type Project } from '../../../../content';
import { collapsedCount, sortProjects } from '../project-order';

const project = (id: string, weight: number): Project => ({ id, name: id, description: '<p>x</p>', skills: [], weight });

describe('sortProjects', () => {
  it('puts the heaviest first and keeps the content order among equal weights', () => {
    const sorted = sortProjects([project('a', 2), project('b', 5), project('c', 2), project('d', 5), project('e', 1), project('f', 2)]);
    expect(sorted.map((p) => p.id)).toEqual(['b', 'd', 'a', 'c', 'f', 'e']);
  });

  it('leaves the content array as it was', () => {
    const before = projects.map((p) => p.id);
    sortProjects(projects);
    expect(projects.map((p) => p.id)).toEqual(before);
  });

  it('orders every project of the content by weight, never rising, the first of the heaviest first', () => {
    const weights = sortProjects(projects).map((p) => p.weight);
    expect(weights).toHaveLength(projects.length);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(sortProjects(projects)[0]).toBe(projects.find((p) => p.weight === Math.max(...weights)));
  });
});

describe('collapsedCount', () => {
  it.each([
    [320, 4],
    [375, 4],
    [639, 4],
    [640, 4],
    [767, 4],
    [768, 3],
    [900, 3],
    [1023, 3],
    [1024, 4],
    [1280, 4],
    [2560, 4],
  ])('shows %i px wide: %i cards', (width, count) => {
    expect(collapsedCount(width)).toBe(count);
  });
});
