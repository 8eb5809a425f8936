import { projects } from '../content/projects.ts';
import { projectPath } from '../src/sections/project-page/project-path.ts';
import { sortProjects } from '../src/sections/projects/project-order.ts';
import type { FormFactor, LighthouseRun, Throttling } from './lighthouse.ts';
import { kB, LOAD_BUDGET } from './sizes.ts';

// The page-load goals, one list, checked against the medians of each Lighthouse configuration.

export type Config = 'mobile' | 'mobile-devtools' | 'desktop' | 'project-mobile' | 'project-desktop';

/** The project whose page is measured: the first of the grid, the one most often sent. */
export const measuredProject = sortProjects(projects)[0]!;

export const configs: { id: Config; label: string; path: string; formFactor: FormFactor; throttling: Throttling }[] = [
  { id: 'mobile', label: 'mobile (simulated slow 4G, 4× CPU)', path: '/', formFactor: 'mobile', throttling: 'simulate' },
  {
    id: 'mobile-devtools',
    label: "mobile, throttlingMethod 'devtools' (real throttled load)",
    path: '/',
    formFactor: 'mobile',
    throttling: 'devtools',
  },
  { id: 'desktop', label: 'desktop', path: '/', formFactor: 'desktop', throttling: 'simulate' },
  {
    id: 'project-mobile',
    label: `a project's page, mobile (${projectPath(measuredProject.id)})`,
    path: projectPath(measuredProject.id),
    formFactor: 'mobile',
    throttling: 'simulate',
  },
  {
    id: 'project-desktop',
    label: `a project's page, desktop`,
    path: projectPath(measuredProject.id),
    formFactor: 'desktop',
    throttling: 'simulate',
  },
];

interface Goal {
  config: Config;
  name: string;
  goal: string;
  /** The most a measure may reach (none for a score, which must be 100). */
  limit?: number;
  value: (run: LighthouseRun) => number;
  show: (value: number) => string;
  ok: (value: number) => boolean;
}

export const ms = (value: number) => `${Math.round(value)} ms`;
const atMost = (config: Config, name: string, limit: number, value: (r: LighthouseRun) => number, show = ms): Goal => ({
  config,
  name,
  goal: `≤ ${show(limit)}`,
  limit,
  value,
  show,
  ok: (v) => v <= limit,
});
const score = (config: Config, category: keyof LighthouseRun['scores']): Goal => ({
  config,
  name: category,
  goal: '100',
  value: (r) => r.scores[category],
  show: String,
  ok: (v) => v >= 100,
});
const scores = (config: Config) => (['performance', 'accessibility', 'best-practices', 'seo'] as const).map((c) => score(config, c));
const cls = (v: number) => v.toFixed(3);

export const goals: Goal[] = [
  atMost('mobile', 'FCP', 800, (r) => r.metrics.FCP),
  atMost('mobile', 'LCP', 800, (r) => r.metrics.LCP),
  atMost('mobile', 'Speed Index', 1000, (r) => r.metrics.SpeedIndex),
  atMost('mobile', 'TBT', 50, (r) => r.metrics.TBT),
  atMost('mobile', 'longest task after FCP', 50, (r) => r.longestTaskAfterFcp),
  atMost('mobile', 'CLS', 0.005, (r) => r.metrics.CLS, cls),
  atMost('mobile', 'bytes at load', LOAD_BUDGET, (r) => r.bytes, kB),
  ...scores('mobile'),
  atMost('mobile-devtools', 'LCP', 1300, (r) => r.metrics.LCP),
  atMost('mobile-devtools', 'TBT', 50, (r) => r.metrics.TBT),
  atMost('mobile-devtools', 'longest task after FCP', 50, (r) => r.longestTaskAfterFcp),
  atMost('mobile-devtools', 'CLS', 0.005, (r) => r.metrics.CLS, cls),
  atMost('desktop', 'LCP', 400, (r) => r.metrics.LCP),
  atMost('desktop', 'CLS', 0.005, (r) => r.metrics.CLS, cls),
  ...scores('desktop'),
  // A project's page: what a prospective client opens from a shared link, held to the same scores.
  atMost('project-mobile', 'TBT', 50, (r) => r.metrics.TBT),
  atMost('project-mobile', 'CLS', 0.005, (r) => r.metrics.CLS, cls),
  ...scores('project-mobile'),
  atMost('project-desktop', 'CLS', 0.005, (r) => r.metrics.CLS, cls),
  ...scores('project-desktop'),
];

/** The limit of the goal `name` of a configuration (README's figures quote it). */
export function goalLimit(config: Config, name: string): number {
  const limit = goals.find((g) => g.config === config && g.name === name)?.limit;
  if (limit === undefined) throw new Error(`bench/goals.ts has no limit for ${config} ${name}`);
  return limit;
}

/** The goals table: one row per goal, its median, and whether it is met. */
export function goalsTable(medians: Record<Config, LighthouseRun>): string {
  const rows = goals.map((g) => {
    const value = g.value(medians[g.config]);
    return `| ${g.config} | ${g.name} | ${g.goal} | ${g.show(value)} | ${g.ok(value) ? '✅' : '❌'} |`;
  });
  return ['| preset | measure | goal | median | |', '|---|---|---|---|---|', ...rows].join('\n');
}
