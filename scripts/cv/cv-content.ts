// What the CV says, picked from the site's content: pure functions, so the test can check them
// without drawing a PDF.
import { unescapeHtml } from '../../contact/escape-html.ts';
import {
  projects,
  reviews,
  skills,
  skillTabs,
  type Project,
  type Review,
  type Skill,
  type SkillType,
  type YearMonth,
} from '../../content/index.ts';

export interface PlainDescription {
  paragraphs: string[];
  bullets: string[];
}

export interface SkillGroup {
  label: string;
  skills: Skill[];
}

const clean = (html: string) =>
  unescapeHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/** A project description's HTML as plain paragraphs and list items (a PDF has no HTML). */
export function plainDescription(html: string): PlainDescription {
  const bullets = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => clean(m[1] ?? '')).filter(Boolean);
  const withoutLists = html.replace(/<ul\b[^>]*>[\s\S]*?<\/ul>/gi, '\n');
  const paragraphs = withoutLists
    .split(/<\/p>|<p\b[^>]*>/i)
    .map(clean)
    .filter(Boolean);
  return { paragraphs, bullets };
}

/** A review comment as plain text; `<br>` becomes a line break. */
export const plainComment = (review: Review): string => clean(review.comment);

const byWeight = <T extends { weight: number; name: string }>(a: T, b: T) => b.weight - a.weight || a.name.localeCompare(b.name, 'es');

/** The heaviest projects, in the order the site's grid shows them. */
export function topProjects(count: number, all: Project[] = projects): Project[] {
  return all
    .map((project, index) => ({ project, index }))
    .sort((a, b) => b.project.weight - a.project.weight || a.index - b.index)
    .slice(0, count)
    .map(({ project }) => project);
}

/**
 * Skills grouped under the site's tab names. A skill with several types is listed once, under its
 * first type, so the CV never repeats a name; within a group the heaviest come first.
 */
export function skillGroups(all: Skill[] = skills): SkillGroup[] {
  const types = skillTabs.filter((tab): tab is typeof tab & { id: SkillType } => tab.id !== 'all');
  return types
    .map((tab) => ({
      label: tab.name,
      skills: all.filter((skill) => skill.types[0] === tab.id).sort(byWeight),
    }))
    .filter((group) => group.skills.length > 0);
}

export function skillNames(ids: string[], all: Skill[] = skills): string[] {
  return ids.map((id) => all.find((skill) => skill.id === id)?.name ?? id);
}

/** Short testimonials read best in a sidebar: the shortest few, in their original order. */
export function shortReviews(count: number, all: Review[] = reviews): Review[] {
  const chosen = new Set([...all].sort((a, b) => plainComment(a).length - plainComment(b).length).slice(0, count));
  return all.filter((review) => chosen.has(review));
}

const MONTHS = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'];

const monthYear = ({ year, month }: YearMonth) => `${MONTHS[month - 1] ?? ''} ${year}`.trim();

/** "mar. 2016 – feb. 2019", or "mar. 2019 – actualidad" for the job that goes on. */
export function period(start: YearMonth, end?: YearMonth): string {
  return `${monthYear(start)} – ${end ? monthYear(end) : 'actualidad'}`;
}

/** "2009 – 2014", or one year when a course began and ended in it. */
export const yearSpan = (startYear: number, endYear: number): string =>
  startYear === endYear ? String(startYear) : `${startYear} – ${endYear}`;
