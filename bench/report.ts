import { configs, goalsTable, ms, type Config } from './goals.ts';
import type { PageLoad } from './load-bytes.ts';
import type { LighthouseRun } from './lighthouse.ts';
import { kB } from './sizes.ts';

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
 * Under 'devtools' throttling every request pays the whole round trip, and the first paint waits
 * for the HTML and then for the render-blocking stylesheet: the numbers that bound its LCP.
 */
function waitsFor(r: LighthouseRun): string {
  const { htmlReceived, stylesheetRequested, stylesheetReceived } = r.criticalPath;
  const at = (value: number) => (Number.isNaN(value) ? 'none' : `${Math.round(value)} ms`);
  return `## What the first paint waits for (mobile, 'devtools'; medians)

| HTML received | stylesheet requested | stylesheet received | FCP | LCP | after the stylesheet |
|---|---|---|---|---|---|
| ${at(htmlReceived)} | ${at(stylesheetRequested)} | ${at(stylesheetReceived)} | ${at(r.metrics.FCP)} | ${at(r.metrics.LCP)} | ${at(r.metrics.LCP - stylesheetReceived)} |

The browser asks for the stylesheet once it has read the HTML, and paints only after receiving it
and styling, laying out and painting the first screen ("after the stylesheet", at 4× CPU): a page
whose first paint waits for a stylesheet of its own cannot paint before "stylesheet received".`;
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

## Against the goals (issue 16)

${goalsTable(d.lighthouse)}

## Bytes (the same measurement as the budgets in e2e/budgets.spec.ts)

| what | size |
|---|---|
| HTML, brotli, with its headers (first round trip ≤ 14 600 B) | ${d.html.body + d.html.headers} B (${d.html.body} + ${d.html.headers}) |
| JavaScript before interaction (gzip -9; budget 90 kB) | ${kB(d.load.jsGzip)} |
| CSS (gzip -9) | ${kB(d.load.cssGzip)} |
| transferred until hydrated and quiet (budget 150 kB) | ${kB(d.load.transfer)} |
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
