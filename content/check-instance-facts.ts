// Holds the content to this instance's facts (instance-facts.ts). A difference is either a slip
// (a project lost in a merge) or a change the owner means: each message says which and where.
import type { InstanceFacts } from './instance-facts';
import type { SiteContent } from './validate-content';

const facts = 'content/instance-facts.ts';

export function instanceFactProblems({ profile, skills, projects, reviews }: SiteContent, expected: InstanceFacts): string[] {
  const problems: string[] = [];
  const count = (field: 'skillCount' | 'projectCount' | 'reviewCount', file: string, what: string, actual: number) => {
    if (expected[field] !== actual)
      problems.push(
        `${facts}: ${field} dice ${expected[field]} y ${file} tiene ${actual} ${what}; si el cambio es a propósito, pon ${field}: ${actual}.`,
      );
  };
  count('skillCount', 'content/skills.ts', 'habilidades', skills.length);
  count('projectCount', 'content/projects.ts', 'proyectos', projects.length);
  count('reviewCount', 'content/reviews.ts', 'opiniones', reviews.length);

  const weights = skills.map((s) => s.weight);
  const { lowest, highest } = expected.skillWeights;
  if (Math.min(...weights) !== lowest || Math.max(...weights) !== highest)
    problems.push(
      `${facts}: skillWeights dice de ${lowest} a ${highest} y content/skills.ts va de ${Math.min(...weights)} a ${Math.max(...weights)}; corrige los pesos o skillWeights.`,
    );
  for (const name of expected.namedSkills)
    if (!skills.some((s) => s.name === name))
      problems.push(`${facts}: namedSkills nombra "${name}" y content/skills.ts no la tiene; agrégala o quítala de namedSkills.`);
  const texts = projects.map((p) => `${p.name} ${p.description}`.toLowerCase());
  for (const [kind, pattern] of expected.projectKinds)
    if (!texts.some((text) => pattern.test(text)))
      problems.push(`${facts}: projectKinds pide un proyecto de ${kind} (${String(pattern)}) y ninguno de content/projects.ts lo es.`);
  for (const review of reviews)
    if (review.stars !== expected.reviewStars)
      problems.push(`${facts}: reviewStars dice ${expected.reviewStars} y la opinión de "${review.name}" tiene ${review.stars}.`);
  if (profile.location !== expected.location)
    problems.push(
      `${facts}: location dice "${expected.location}" y content/profile.ts "${profile.location}"; si te mudaste, cambia location.`,
    );
  if (profile.careerStartYear !== expected.careerStartYear)
    problems.push(
      `${facts}: careerStartYear dice ${expected.careerStartYear} y content/profile.ts ${profile.careerStartYear}; si es a propósito, cambia careerStartYear.`,
    );
  return problems;
}
