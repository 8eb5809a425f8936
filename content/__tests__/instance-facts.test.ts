import { describe, expect, it } from 'vitest';
import { profile, projects, reviews, skills } from '..';
import { instanceFactProblems } from '../check-instance-facts';
import { instanceFacts } from '../instance-facts';

// The content's own agreement with instance-facts.ts is content.test.ts's; here, what an owner
// sees when the two part: the field to change, in the one file that holds it.
const content = () => structuredClone({ profile, skills, projects, reviews });

describe('instanceFactProblems', () => {
  it('names the fact to change when the owner adds a project', () => {
    const c = content();
    c.projects.push({ ...c.projects[0]!, id: 'nuevo' });
    expect(instanceFactProblems(c, instanceFacts)).toEqual([
      'content/instance-facts.ts: projectCount dice 16 y content/projects.ts tiene 17 proyectos; si el cambio es a propósito, poné projectCount: 17.',
    ]);
    expect(instanceFactProblems(c, { ...instanceFacts, projectCount: 17 })).toEqual([]);
  });

  it('names the fact to change when the owner moves or a review goes missing', () => {
    const c = content();
    c.profile.location = 'Córdoba, Argentina';
    c.reviews.pop();
    expect(instanceFactProblems(c, instanceFacts)).toEqual([
      'content/instance-facts.ts: reviewCount dice 11 y content/reviews.ts tiene 10 opiniones; si el cambio es a propósito, poné reviewCount: 10.',
      'content/instance-facts.ts: location dice "San Carlos de Bariloche, Argentina" y content/profile.ts "Córdoba, Argentina"; si te mudaste, cambiá location.',
    ]);
  });

  it('names a kind of work the spec lists that no project covers any more', () => {
    const c = content();
    c.projects = c.projects.filter((p) => !/estacionamiento/i.test(`${p.name} ${p.description}`));
    expect(instanceFactProblems(c, { ...instanceFacts, projectCount: c.projects.length })).toEqual([
      'content/instance-facts.ts: projectKinds pide un proyecto de estacionamiento (/estacionamiento/) y ninguno de content/projects.ts lo es.',
    ]);
  });
});
