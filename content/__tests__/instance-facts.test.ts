import { describe, expect, it } from 'vitest';
import { instanceFactProblems } from '../check-instance-facts';
import { fixtureContent, fixtureFacts } from './fixture-content';

// The content's own agreement with instance-facts.ts is content.test.ts's; here, on a small fixed
// site, what an owner sees when the two part: the field to change, in the one file that holds it.
describe('instanceFactProblems', () => {
  it('finds nothing while the content holds what the facts say', () => {
    expect(instanceFactProblems(fixtureContent(), fixtureFacts())).toEqual([]);
  });

  it('names the fact to change when the owner adds a project', () => {
    const c = fixtureContent();
    c.projects.push({ ...c.projects[0]!, id: 'nuevo' });
    expect(instanceFactProblems(c, fixtureFacts())).toEqual([
      'content/instance-facts.ts: projectCount dice 2 y content/projects.ts tiene 3 proyectos; si el cambio es a propósito, pon projectCount: 3.',
    ]);
    expect(instanceFactProblems(c, { ...fixtureFacts(), projectCount: 3 })).toEqual([]);
  });

  it('names the fact to change when the owner moves or a review goes missing', () => {
    const c = fixtureContent();
    c.profile.location = 'Córdoba, Argentina';
    c.reviews.pop();
    expect(instanceFactProblems(c, fixtureFacts())).toEqual([
      'content/instance-facts.ts: reviewCount dice 1 y content/reviews.ts tiene 0 opiniones; si el cambio es a propósito, pon reviewCount: 0.',
      'content/instance-facts.ts: location dice "Rosario, Argentina" y content/profile.ts "Córdoba, Argentina"; si te mudaste, cambia location.',
    ]);
  });

  it('names a kind of work the spec lists that no project covers any more, and a skill it names that is gone', () => {
    const c = fixtureContent();
    c.projects[1]!.description = '<p>Una tienda online con envíos a todo el país.</p>';
    c.skills[2]!.name = 'GitHub';
    expect(instanceFactProblems(c, fixtureFacts())).toEqual([
      'content/instance-facts.ts: namedSkills nombra "Git" y content/skills.ts no la tiene; agrégala o quítala de namedSkills.',
      'content/instance-facts.ts: projectKinds pide un proyecto de estacionamiento (/estacionamiento/) y ninguno de content/projects.ts lo es.',
    ]);
  });
});
