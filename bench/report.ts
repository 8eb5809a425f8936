import { configs, goalsTable, ms, type Config } from './goals.ts';
import type { PageLoad } from './load-bytes.ts';
import type { LighthouseRun } from './lighthouse.ts';
import { CSS_BUDGET, FIRST_ROUND_TRIP, JS_BUDGET, kB, LOAD_BUDGET } from './sizes.ts';
import { tapsReport, type TapsData } from './taps-report.ts';

export interface BenchData {
  date: string;
  machine: string;
  runs: number;
  lighthouse: Record<Config, LighthouseRun>;
  html: { headers: number; body: number };
  load: Pick<PageLoad, 'jsGzip' | 'cssGzip' | 'transfer'>;
  threeChunkGzip: number | null;
  models: Record<string, number | null>;
  contact: { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; non2xx: number; errors: number };
  /** Taps on the slow-phone profile (./taps-report.ts); none when BENCH_ONLY leaves them out. */
  taps: TapsData | null;
}

const row = (label: string, r: LighthouseRun) =>
  `| ${[
    label,
    r.scores.performance,
    r.scores.accessibility,
    r.scores['best-practices'],
    r.scores.seo,
    ms(r.metrics.FCP),
    ms(r.metrics.LCP),
    ms(r.metrics.SpeedIndex),
    ms(r.metrics.TBT),
    ms(r.longestTask),
    ms(r.longestTaskAfterFcp),
    r.metrics.CLS.toFixed(3),
    kB(r.bytes),
    r.requests,
    Math.round(r.benchmarkIndex),
  ].join(' | ')} |`;

/**
 * Under 'devtools' throttling every request pays the whole round trip. The HTML carries the first
 * screen's rules, so the first paint waits for the HTML alone; the page's stylesheet (linked
 * after the hero) is asked for as the parser reaches it and arrives after that paint.
 */
function waitsFor(r: LighthouseRun): string {
  const { htmlReceived, stylesheetRequested, stylesheetReceived } = r.criticalPath;
  const at = (value: number) => (Number.isNaN(value) ? 'none' : `${Math.round(value)} ms`);
  return `## What the first paint waits for (mobile, 'devtools'; medians)

| HTML received | FCP | LCP | after the HTML | stylesheet requested | stylesheet received |
|---|---|---|---|---|---|
| ${at(htmlReceived)} | ${at(r.metrics.FCP)} | ${at(r.metrics.LCP)} | ${at(r.metrics.LCP - htmlReceived)} | ${at(stylesheetRequested)} | ${at(stylesheetReceived)} |

The HTML carries the rules of the top bar and the hero (\`scripts/html/critical-css.ts\`): the
browser paints once it has the HTML and has styled, laid out and painted them ("after the HTML",
at 4× CPU). The page's stylesheet is linked right after the hero (\`src/app/page-stylesheet.tsx\`):
requested as the parser reaches it, it stops the parser, not the paint, so "stylesheet received"
comes after "FCP".`;
}

export function report(d: BenchData): string {
  return `# Benchmark report

Measured ${d.date} on ${d.machine} with \`npm run bench\`: the production build served by the
project's server on loopback; Lighthouse ${d.runs} runs per configuration, interleaved, medians.
The machine is shared: the timings move with its load, so compare medians, not single runs.
"CPU index" is Lighthouse's benchmark of this machine during the runs (higher is faster): the
throttled timings scale with it, so compare reports whose indexes are close.

## Lighthouse (medians)

| configuration | Perf | A11y | BP | SEO | FCP | LCP | Speed Index | TBT | longest task | after FCP | CLS | bytes | requests | CPU index |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${configs.map((c) => row(c.label, d.lighthouse[c.id])).join('\n')}

${waitsFor(d.lighthouse['mobile-devtools'])}

## Against the goals

${goalsTable(d.lighthouse)}

${d.taps ? tapsReport(d.taps) : ''}
## Bytes (the same measurement as the budgets in e2e/budgets.spec.ts)

| what | size |
|---|---|
| HTML, brotli, with its headers (first round trip ≤ ${FIRST_ROUND_TRIP} B) | ${d.html.body + d.html.headers} B (${d.html.body} + ${d.html.headers}) |
| JavaScript before interaction (gzip -9; budget ${kB(JS_BUDGET)}) | ${kB(d.load.jsGzip)} |
| CSS (gzip -9; budget ${kB(CSS_BUDGET)}) | ${kB(d.load.cssGzip)} |
| transferred until hydrated and quiet (budget ${kB(LOAD_BUDGET)}) | ${kB(d.load.transfer)} |
| 3D chunk (loaded near Servicios) | ${d.threeChunkGzip === null ? 'n/a' : kB(d.threeChunkGzip)} |
${Object.entries(d.models)
  .map(([name, size]) => `| model ${name} (raw, meshopt) | ${size === null ? 'missing' : kB(size)} |`)
  .join('\n')}

## Contact endpoint (autocannon, 10 connections, 10 s, durable SQLite write per request)

| requests/s | p50 | p99 | non-2xx | errors |
|---|---|---|---|---|
| ${Math.round(d.contact.requestsPerSecond)} | ${d.contact.latencyP50Ms} ms | ${d.contact.latencyP99Ms} ms | ${d.contact.non2xx} | ${d.contact.errors} |
`;
}
