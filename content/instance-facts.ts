// What the specification says about this instance: how much of each thing it holds, where the
// owner lives, when the career began. The content must agree with it; one test holds it to these
// values (content/__tests__/instance-facts.test.ts), and every other test derives what it expects
// from the content itself (`projects.length`, `profile.location`…), so an edit of the content
// never has to be repeated in a test.
//
// Why expected values and not just "whatever the data says": a count the spec fixes is the only
// thing that catches a project or a review lost by accident (a bad merge, a slip while pasting).
// An owner who means the change — a 17th project, another city — edits the value here, in the
// same commit, and nothing else; the test's message names this file and the field.
//
// The rules that hold for any owner (ids, weights, markup, images) are not facts of one instance:
// they live in content/validate-content.ts, which the tests and the build both run.

export interface InstanceFacts {
  /** How many skills `content/skills.ts` lists. */
  skillCount: number;
  /** The lightest and the heaviest skill's weight: both ends are present. */
  skillWeights: { lowest: number; highest: number };
  /** Skills the spec names by name, among the others. */
  namedSkills: readonly string[];
  /** How many projects `content/projects.ts` lists. */
  projectCount: number;
  /** The kinds of work the spec lists, each found in some project's name or description. */
  projectKinds: readonly (readonly [kind: string, pattern: RegExp])[];
  /** How many reviews `content/reviews.ts` lists. */
  reviewCount: number;
  /** Every review's rating. */
  reviewStars: number;
  /** `profile.location`, exactly. */
  location: string;
  /** `profile.careerStartYear`: the stats count from it. */
  careerStartYear: number;
}

export const instanceFacts: InstanceFacts = {
  skillCount: 22,
  skillWeights: { lowest: 50, highest: 100 },
  namedSkills: ['Angular', 'Firebase', 'NodeJS', 'MongoDB', 'Git', 'Tailwind', 'TypeScript', 'Ionic', 'Figma', 'Web3'],
  projectCount: 16,
  projectKinds: [
    ['turnos', /turnos/],
    ['multas de tránsito', /multas?|infracci/],
    ['directorio comercial', /directorio|guía comercial/],
    ['pedidos a proveedores gastronómicos', /proveedores gastron/],
    ['token blockchain', /token/],
    ['plataforma de activos', /activos/],
    ['estacionamiento', /estacionamiento/],
  ],
  reviewCount: 11,
  reviewStars: 5,
  location: 'San Carlos de Bariloche, Argentina',
  careerStartYear: 2014,
};
