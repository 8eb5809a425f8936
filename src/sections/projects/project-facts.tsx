import { skills, type Project } from '../../../content';

// What a project says of itself, drawn alike on its card and on its own page (larger there).

type Size = 'card' | 'page';

const skillNames = new Map(skills.map((skill) => [skill.id, skill.name]));

/** The names of the skills the project used, in the content's order. */
export const usedSkills = (project: Pick<Project, 'skills'>) => project.skills.flatMap((id) => skillNames.get(id) ?? []);

const outcomeClasses: Record<Size, { line: string; year: string }> = {
  card: {
    line: 'mt-2 flex items-start gap-2 text-sm leading-snug font-semibold text-fg',
    year: 'shrink-0 rounded-md bg-accent-soft px-1.5 py-0.5 text-xs font-bold tabular-nums text-accent',
  },
  page: {
    line: 'mt-4 flex items-start gap-2 font-semibold leading-snug',
    year: 'shrink-0 rounded-md bg-accent-soft px-2 py-0.5 text-sm font-bold tabular-nums text-accent',
  },
};

/** The result first catches the eye; the year says how long it has held. */
export function ProjectOutcome({ outcome, size }: { outcome: Project['outcome']; size: Size }) {
  if (!outcome) return null;
  const classes = outcomeClasses[size];
  return (
    <p className={classes.line}>
      <time dateTime={String(outcome.year)} className={classes.year}>
        {outcome.year}
      </time>
      <span>{outcome.result}</span>
    </p>
  );
}

const descriptionClasses: Record<Size, string> = {
  card: 'mt-2 space-y-2 text-sm leading-relaxed text-muted',
  page: 'mt-5 space-y-3 text-lg leading-relaxed text-muted',
};

/** The owner's own HTML, rendered as written. */
export function ProjectDescription({ html, size }: { html: string; size: Size }) {
  return (
    <div
      className={`${descriptionClasses[size]} [&_li]:mt-1 [&_strong]:font-semibold [&_strong]:text-fg [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:marker:text-accent`}
      // content/__tests__/project-html.test.ts lets only bare p, strong, em, br, ul and li
      // through, so no sanitiser ships to visitors.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
