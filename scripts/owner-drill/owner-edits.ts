import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { reviews } from '../../content/reviews.ts';
import { skills } from '../../content/skills.ts';
import { restCountries } from '../../e2e/support/rest-countries.ts';
import { appendToArray, projectSource, replaceIn, reviewSource, setFacts } from './content-edits.ts';
import { textMaker } from './owner-text.ts';
import { screenshotPng } from './screenshot-png.ts';

// The owner's edit sets the drill applies to a copy of the project (owner-drill.ts).

export const NEW_PROJECT = 'panel-reservas';
export const NEW_PROJECT_NAME = 'Panel de Reservas';
export const NEW_CITY = 'Córdoba, Argentina';
/** Every country the countries service knows, which is every code an owner may write. */
const ALL_COUNTRIES = Object.keys(restCountries);
/** Countries no review names yet (Iceland, Kenya and Vietnam while none does): nothing may expect the old ones. */
const NEW_COUNTRIES = [...new Set(['IS', 'KE', 'VN', ...ALL_COUNTRIES])]
  .filter((code) => !reviews.some((r) => r.country === code))
  .slice(0, 3);
/** A skill of each type; the back and tools ones among their tab's large cards, so its ranking changes (their icons: drawn by the build). */
const NEW_SKILLS = [
  "  { id: 'svelte', name: 'Svelte', types: ['front'], weight: 70 },",
  "  { id: 'redis', name: 'Redis', types: ['back'], weight: 93 },",
  "  { id: 'vitest', name: 'Vitest', types: ['tools'], weight: 91 },",
];

/** What the owner's edit adds, which the growth on top of it counts from. */
const OWNER_ADDS = { projects: 1, reviews: NEW_COUNTRIES.length, skills: NEW_SKILLS.length };

const text = textMaker(36);

/** "Sobre mi" three times as long as today's, in paragraphs of about today's length, new city included. */
function longerAbout(): string[] {
  const length = profile.about.join('').length * 3;
  const about = [`Soy desarrollador full stack y vivo en ${NEW_CITY.split(',')[0]}. ${text(120)}`];
  while (about.join('').length < length) about.push(text(200));
  return about;
}

function review(i: number, country: string): string {
  return reviewSource({
    name: `Cliente ${i} ${text(8).split(' ')[0]}`,
    country,
    comment: `${text(50)}<br>${text(60)}`,
  });
}

function project(i: number, extra: Partial<{ id: string; weight: number; description: string; image: string }> = {}): string {
  return projectSource({
    id: `proyecto-${i}`,
    name: `Proyecto ${i}`,
    description: `<p>${text(60)} <strong>${text(20).slice(0, -1)}</strong> ${text(50)}</p>`,
    skills: [skills[0]!.id, skills[1]!.id],
    weight: 2,
    ...extra,
  });
}

/** The content's counts after the edits, in the one file of facts, as an owner who means them sets them. */
function countFacts(dir: string, added: { projects: number; reviews: number; skills: number }): boolean {
  return setFacts(dir, {
    projectCount: projects.length + added.projects,
    reviewCount: reviews.length + added.reviews,
    skillCount: skills.length + added.skills,
    location: NEW_CITY,
  });
}

/**
 * A new project with a real screenshot (a 2400 × 1500 PNG dropped in content/images/), three
 * reviews from countries new to the content, a new skill of each type, a "Sobre mi" three times
 * longer and another city. Returns whether the project has a file of facts to update.
 */
export async function ownerEdits(dir: string): Promise<boolean> {
  mkdirSync(path.join(dir, 'content/images'), { recursive: true });
  writeFileSync(path.join(dir, 'content/images', `${NEW_PROJECT}.png`), await screenshotPng());
  appendToArray(dir, 'content/projects.ts', [
    projectSource({
      id: NEW_PROJECT,
      name: NEW_PROJECT_NAME,
      description:
        '<p>Panel web para que un complejo de cabañas gestione <strong>reservas, pagos y limpieza</strong> en un solo lugar.</p>',
      skills: [skills[0]!.id, 'svelte', 'redis'],
      weight: 5,
    }),
  ]);
  appendToArray(
    dir,
    'content/reviews.ts',
    NEW_COUNTRIES.map((country, i) => review(i + 1, country)),
  );
  appendToArray(dir, 'content/skills.ts', NEW_SKILLS);
  replaceIn(
    dir,
    'content/profile.ts',
    /about: \[[\s\S]*?\n {2}\],/,
    `about: ${JSON.stringify(longerAbout(), null, 4).replace(/\n\]$/, '\n  ]')},`,
  );
  replaceIn(dir, 'content/profile.ts', `location: '${profile.location}'`, `location: '${NEW_CITY}'`);
  return countFacts(dir, OWNER_ADDS);
}

/** The owner's slips the content's check must stop, each with its Spanish message (matched by owner-drill.ts). */
export function brokenEdits(dir: string): void {
  appendToArray(dir, 'content/projects.ts', [
    project(1, { id: projects[0]!.id }),
    project(2, { weight: 7 }),
    project(3, { description: '<p>Un sistema con un script colado.</p><script>alert(1)</script>' }),
    project(4, { image: 'content/images/no-existe.png' }),
  ]);
}

export const BROKEN_MESSAGES: RegExp[] = [
  new RegExp(`content/projects\\.ts: el id "${projects[0]!.id}" está en más de un proyecto`),
  /content\/projects\.ts: el proyecto "proyecto-2" tiene peso 7; el peso va de 1 a 5/,
  /content\/projects\.ts: el proyecto "proyecto-3" tiene en la descripción: etiqueta <script>/,
  /content\/projects\.ts: el proyecto "proyecto-4" nombra la imagen "content\/images\/no-existe\.png", que no existe/,
];

/**
 * Then a field deleted (a new skill's `name:`): esbuild takes the file as it is, so only the
 * content's type check stops it. Returns what it says: the file, the line and the missing field.
 */
export function deletedFieldSlip(dir: string): RegExp {
  const line =
    readFileSync(path.join(dir, 'content/skills.ts'), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes("id: 'svelte'")) + 1;
  replaceIn(dir, 'content/skills.ts', "{ id: 'svelte', name: 'Svelte', ", "{ id: 'svelte', ");
  return new RegExp(`content/skills\\.ts, línea ${line}: La propiedad "name" falta en el tipo .*"Skill"`);
}

/**
 * The site a year after the owner's edit (ownerEdits first): 40 projects and 30 reviews, most of
 * them from countries new to the content, beside its "Sobre mi" three times longer. The HTML must
 * not grow with them.
 */
export function growthEdits(dir: string): boolean {
  const moreProjects = 40 - projects.length - OWNER_ADDS.projects;
  const moreReviews = 30 - reviews.length - OWNER_ADDS.reviews;
  appendToArray(
    dir,
    'content/projects.ts',
    Array.from({ length: moreProjects }, (_, i) => project(i + 1)),
  );
  appendToArray(
    dir,
    'content/reviews.ts',
    Array.from({ length: moreReviews }, (_, i) => review(i + 1, ALL_COUNTRIES[(i * 37) % ALL_COUNTRIES.length]!)),
  );
  return countFacts(dir, { ...OWNER_ADDS, projects: OWNER_ADDS.projects + moreProjects, reviews: OWNER_ADDS.reviews + moreReviews });
}
