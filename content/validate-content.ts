// The rules the content keeps whoever owns the site (spec §3, §9): unique ids, weights in range,
// skills that exist, the markup allowed, pictures that are there. Each problem is one sentence in
// Spanish naming the file, the item and the fix. content/__tests__ runs it, and so does the build
// (scripts/build.ts), which stops on the first problem before anything reaches dist/.
// What only this instance holds (22 skills, the city…) is not a rule: see instance-facts.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { markupProblems } from './description-markup';
import { profileProblems } from './validate-profile';
import { droppedScreenshots, SCREENSHOT_EXTENSIONS, strayScreenshots } from './project-screenshots';
import type { Profile, Project, Review, Skill, SkillType } from './types';

export interface SiteContent {
  profile: Profile;
  skills: Skill[];
  projects: Project[];
  reviews: Review[];
}

const SKILL_TYPES: SkillType[] = ['front', 'back', 'tools'];
const TAB_NAMES: Record<SkillType, string> = { front: 'Frontend', back: 'Backend', tools: 'Herramientas' };
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ID_FIX = 'usa minúsculas, números y guiones (por ejemplo "mi-proyecto")';
const inRange = (n: number, low: number, high: number) => Number.isInteger(n) && n >= low && n <= high;
const repeated = (values: string[]) => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim();

function skillProblems(skills: Skill[]): string[] {
  const file = 'content/skills.ts';
  const problems = [
    ...repeated(skills.map((s) => s.id)).map((id) => `${file}: el id "${id}" está en más de una habilidad; cada id va una sola vez.`),
    ...repeated(skills.map((s) => s.name)).map((name) => `${file}: hay más de una habilidad "${name}"; cada nombre va una sola vez.`),
  ];
  for (const { id, name, types, weight } of skills) {
    const item = `${file}: la habilidad "${id}"`;
    if (!ID.test(id)) problems.push(`${item} tiene un id inválido; ${ID_FIX}.`);
    if (!name.trim()) problems.push(`${item} no tiene nombre; escribe el que ve el visitante.`);
    if (!inRange(weight, 0, 100)) problems.push(`${item} tiene peso ${JSON.stringify(weight)}; el peso es un entero de 0 a 100.`);
    if (types.length === 0) problems.push(`${item} no tiene tipo; pon al menos uno de front, back o tools.`);
    for (const type of types)
      if (!SKILL_TYPES.includes(type)) problems.push(`${item} tiene el tipo "${type}"; los tipos son front, back y tools.`);
    for (const type of repeated(types)) problems.push(`${item} repite el tipo "${type}"; nómbralo una vez.`);
  }
  for (const type of SKILL_TYPES)
    if (skills.length > 0 && !skills.some((s) => s.types.includes(type)))
      problems.push(
        `${file}: ninguna habilidad es de tipo "${type}" y la pestaña ${TAB_NAMES[type]} quedaría vacía; agrega ese tipo a alguna.`,
      );
  return problems;
}

/** What to do with a picture no project takes: its extension (as cameras write it), or its name. */
function strayFix(stray: string, projects: readonly Project[]): string {
  const { name, ext } = path.parse(stray);
  const formats = SCREENSHOT_EXTENSIONS as readonly string[];
  if (formats.includes(ext.toLowerCase()) && ext !== ext.toLowerCase())
    return `su extensión va en minúsculas (${name}${ext.toLowerCase()}).`;
  if (!formats.includes(ext))
    return `${ext ? `el formato ${ext} no sirve` : 'le falta la extensión'}; usa ${formats.join(', ').replace(/, ([^,]+)$/, ' o $1')}.`;
  const near = nearest(
    name,
    projects.map((p) => p.id),
  );
  return `nómbrala con el id de su proyecto (${near ? `¿"${near}"?` : 'content/projects.ts'}) o bórrala.`;
}

function projectProblems({ projects, skills, profile }: SiteContent, root: string): string[] {
  const file = 'content/projects.ts';
  const skillIds = new Set(skills.map((s) => s.id));
  const thisYear = new Date().getFullYear();
  const problems = repeated(projects.map((p) => p.id)).map(
    (id) => `${file}: el id "${id}" está en más de un proyecto; cada id va una sola vez (nombra sus imágenes).`,
  );
  for (const project of projects) {
    const item = `${file}: el proyecto "${project.id}"`;
    if (!ID.test(project.id)) problems.push(`${item} tiene un id inválido; ${ID_FIX}.`);
    if (!project.name.trim()) problems.push(`${item} no tiene nombre; escribe el título de su tarjeta.`);
    if (!inRange(project.weight, 1, 5))
      problems.push(`${item} tiene peso ${JSON.stringify(project.weight)}; el peso va de 1 a 5 (entero).`);
    if (project.skills.length === 0) problems.push(`${item} no nombra habilidades; pon al menos un id de content/skills.ts.`);
    for (const id of project.skills)
      if (!skillIds.has(id))
        problems.push(`${item} nombra la habilidad "${id}", que no está en content/skills.ts; agrégala allí o quítala.`);
    for (const problem of markupProblems(project.description))
      problems.push(`${item} tiene en la descripción: ${problem}; solo van <p>, <strong>, <em>, <br>, <ul> y <li>, sin atributos.`);
    if (textOf(project.description).length <= 20) problems.push(`${item} tiene una descripción muy corta; escribe más de 20 letras.`);
    if (project.imageBackground && !/^(linear|radial|conic)-gradient\(/.test(project.imageBackground))
      problems.push(`${item} tiene imageBackground "${project.imageBackground}"; usa un degradado CSS (linear-gradient(…)).`);
    problems.push(...imageProblems(project, item, root));
    const { outcome } = project;
    if (outcome && !inRange(outcome.year, profile.careerStartYear, thisYear))
      problems.push(
        `${item} tiene un resultado del año ${outcome.year}; va de ${profile.careerStartYear} (inicio de la carrera) a ${thisYear}.`,
      );
    if (outcome && !/^[^\s<>][^<>]{9,88}\.$/.test(outcome.result))
      problems.push(
        `${item} tiene un resultado de ${outcome.result.length} caracteres; escribe una oración de 11 a 90, sin HTML, con punto final.`,
      );
  }
  for (const stray of strayScreenshots(projects, root))
    problems.push(`${stray} no es la imagen de ningún proyecto: ${strayFix(stray, projects)}`);
  return problems;
}

/** The id a name is a slip of (at most two letters off), if any. */
function nearest(name: string, ids: string[]): string | undefined {
  return ids
    .map((id) => ({ id, off: edits(name, id) }))
    .sort((a, b) => a.off - b.off)
    .find(({ off }) => off <= 2)?.id;
}

/** Letters added, dropped or changed between two names (Levenshtein's distance), row by row. */
function edits(a: string, b: string): number {
  let above = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    above = row;
  }
  return above[b.length]!;
}

function imageProblems(project: Project, item: string, root: string): string[] {
  const allowed = SCREENSHOT_EXTENSIONS.join(', ');
  if (project.image) {
    if (!SCREENSHOT_EXTENSIONS.includes(path.extname(project.image).toLowerCase() as (typeof SCREENSHOT_EXTENSIONS)[number]))
      return [`${item} nombra la imagen "${project.image}"; usa un archivo ${allowed}.`];
    if (!existsSync(path.join(root, project.image)))
      return [
        `${item} nombra la imagen "${project.image}", que no existe; cópiala allí (la ruta parte de la carpeta del proyecto) o borra image.`,
      ];
    return [];
  }
  const dropped = droppedScreenshots(project.id, root);
  if (dropped.length > 1) return [`${item} tiene ${dropped.length} imágenes (${dropped.join(', ')}); deja una sola.`];
  return [];
}

function reviewProblems(reviews: Review[]): string[] {
  const file = 'content/reviews.ts';
  const regions = new Intl.DisplayNames(['es'], { type: 'region' });
  const problems: string[] = [];
  reviews.forEach((review, i) => {
    const item = `${file}: la opinión ${i + 1} ("${review.name}")`;
    if (!review.name.trim()) problems.push(`${item} no tiene nombre; escribe quién la da.`);
    if (!inRange(review.stars, 1, 5)) problems.push(`${item} tiene ${review.stars} estrellas; van de 1 a 5.`);
    if (!/^[A-Z]{2}$/.test(review.country) || regions.of(review.country) === review.country)
      problems.push(`${item} tiene el país "${review.country}"; usa el código de dos letras en mayúsculas (AR, CL, ES…).`);
    for (const tag of (review.comment.match(/<[^>]*>/g) ?? []).filter((t) => !/^<br\s*\/?>$/.test(t)))
      problems.push(`${item} tiene ${tag} en el comentario; el único HTML permitido es <br> para un salto de línea.`);
    if (textOf(review.comment).length <= 20) problems.push(`${item} tiene un comentario muy corto; escribe más de 20 letras.`);
  });
  return problems;
}

/** Every way `content` breaks the rules, one Spanish sentence each; none when it keeps them all. */
/** The problems as the owner reads them, from `npm run build` and `npm run dev` alike. */
export const contentProblemsReport = (problems: readonly string[]): string =>
  `El contenido no se puede publicar así:\n${problems.map((problem) => `  • ${problem}`).join('\n')}`;

export function validateContent(content: SiteContent, root: string): string[] {
  return [
    ...profileProblems(content.profile),
    ...skillProblems(content.skills),
    ...projectProblems(content, root),
    ...reviewProblems(content.reviews),
  ];
}
