import { goalLimit } from './goals.ts';
import type { LighthouseRun } from './lighthouse.ts';
import { median } from './median.ts';
import type { BenchData } from './report.ts';
import { FIRST_ROUND_TRIP, JS_BUDGET, kB, LOAD_BUDGET } from './sizes.ts';
import { tapControls } from './tap-controls.ts';
import { INP_GOAL, PART_GOAL, TOP_BAR_GOAL } from './taps-report.ts';

// README's «Cifras», in the owner's words: written by `npm run bench` from the figures it writes
// to bench/report.json, between two markers, so the owner's guide never quotes an older
// measurement than the report (scripts/__tests__/readme-figures.test.ts holds the two equal).

export const FIGURES_START = '<!-- cifras: las escribe `npm run bench` a partir de bench/report.json; no las edites a mano -->';
export const FIGURES_END = '<!-- fin de las cifras -->';

const comma = (text: string) => text.replace('.', ',');
const seconds = (ms: number) => `${comma((ms / 1000).toFixed(2))} s`;
const goalSeconds = (ms: number) => `${comma(String(ms / 1000))} s`;
const spanishKB = (bytes: number) => comma(kB(bytes));
/** Bytes the way README writes them: "14 600 B". */
export const bytes = (value: number) => `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} B`;
const ms = (value: number) => `${Math.round(value)} ms`;
const cases = (n: number) => (n === 1 ? '1 caso' : `${n} casos`);
/** The lowest and highest of the values, rounded: "531–689", or one figure when they agree. */
function span(values: number[]): string {
  const [low, high] = [Math.round(Math.min(...values)), Math.round(Math.max(...values))];
  return low === high ? String(low) : `${low}–${high}`;
}
const scores = ({ scores: s }: LighthouseRun) => [s.performance, s.accessibility, s['best-practices'], s.seo].join(' · ');

/** A paragraph in lines of at most 100 characters, as the rest of the README. */
const wrap = (text: string) => text.replace(/(.{1,100})(?: |$)/g, '$1\n').trimEnd();

/** The figures' block, markers included. */
export function readmeFigures(d: BenchData): string {
  const { mobile, 'mobile-devtools': devtools, desktop } = d.lighthouse;
  const columns = [mobile, devtools, desktop];
  const cpu = Object.values(d.lighthouse).map((run) => run.benchmarkIndex);
  const row = (label: string, goal: string, cell: (run: LighthouseRun) => string) =>
    `| ${label} | ${goal} | ${columns.map(cell).join(' | ')} |`;
  const lcpGoals = `devtools: LCP ≤ ${goalSeconds(goalLimit('mobile-devtools', 'LCP'))}; escritorio: LCP ≤ ${goalSeconds(goalLimit('desktop', 'LCP'))}`;
  const html = d.html.body + d.html.headers;
  const project = [d.lighthouse['project-mobile'], d.lighthouse['project-desktop']];
  return [
    FIGURES_START,
    wrap(`Medido el ${d.date} en ${d.machine}; índice de CPU de Lighthouse: ${span(cpu)}.`),
    '',
    '| | meta | móvil simulado | móvil `devtools` | escritorio |',
    '|---|---|---|---|---|',
    row('Performance · A11y · BP · SEO', '100', scores),
    row(
      'FCP / LCP',
      `≤ ${goalSeconds(goalLimit('mobile', 'FCP'))} / ≤ ${goalSeconds(goalLimit('mobile', 'LCP'))} (${lcpGoals})`,
      (run) => `${seconds(run.metrics.FCP)} / ${seconds(run.metrics.LCP)}`,
    ),
    row('TBT', `≤ ${ms(goalLimit('mobile', 'TBT'))}`, (run) => ms(run.metrics.TBT)),
    row('tarea más larga tras la primera pintura', `≤ ${ms(goalLimit('mobile', 'longest task after FCP'))}`, (run) =>
      ms(run.longestTaskAfterFcp),
    ),
    row('CLS', `≤ ${comma(String(goalLimit('mobile', 'CLS')))}`, (run) => comma(run.metrics.CLS.toFixed(3))),
    `| JavaScript antes de interactuar (gzip) · bytes al cargar | ≤ ${spanishKB(JS_BUDGET)} · ≤ ${spanishKB(LOAD_BUDGET)} | ${spanishKB(d.load.jsGzip)} · ${spanishKB(mobile.bytes)} | | |`,
    `| HTML (brotli, con cabeceras) | un viaje (≤ ${bytes(FIRST_ROUND_TRIP)}) | ${bytes(html)}: quedan ${bytes(FIRST_ROUND_TRIP - html)} | | |`,
    '',
    wrap(
      `La página de un proyecto (la del primero de la grilla) saca ` +
        `${scores(project[0]!)} en móvil y ${scores(project[1]!)} en escritorio (Performance · A11y · BP · SEO), ` +
        `con TBT de ${ms(project[0]!.metrics.TBT)} y CLS de ${comma(project[0]!.metrics.CLS.toFixed(3))} en móvil.`,
    ),
    ...(d.taps ? ['', ...taps(d.taps)] : []),
    FIGURES_END,
  ].join('\n');
}

function taps(t: NonNullable<BenchData['taps']>): string[] {
  const firstPaint = Object.entries(t.atFirstPaint).map(([key, results]) => {
    const name = key.split(' ').slice(1).join(' ');
    const inPart = tapControls.find((control) => control.name === name)?.section !== undefined;
    const lost = results.some((r) => r.tapToEffect === null);
    const effects = results.flatMap((r) => (r.tapToEffect === null ? [] : [r.tapToEffect]));
    return { inPart, lost, twice: results.some((r) => r.changes !== 1), effect: effects.length ? median(effects) : NaN };
  });
  // The spans are of the taps carried out; a lost one is counted above them.
  const carriedOut = (inPart: boolean) =>
    firstPaint.filter((tap) => tap.inPart === inPart && !Number.isNaN(tap.effect)).map((tap) => tap.effect);
  const [topBar, parts] = [carriedOut(false), carriedOut(true)];
  const lost = firstPaint.filter((tap) => tap.lost).length;
  const twice = firstPaint.filter((tap) => tap.twice).length;
  const inp = Object.values(t.inp).flatMap((controls) => Object.values(controls));
  const visits = inp.flat();
  const over = visits.filter((value) => value > INP_GOAL).length;
  return [
    wrap(
      `Los toques, en el teléfono lento, tocando cada control apenas se dibuja (el código de la página todavía en camino; medianas de ${t.runs}): ` +
        (lost || twice
          ? `${[lost && `se perdió un toque en ${cases(lost)}`, twice && `uno contó dos veces en ${cases(twice)}`].filter(Boolean).join(' y ')} (control × ancho). `
          : 'ninguno se pierde ni se cuenta dos veces. ') +
        `La barra superior responde en ${span(topBar)} ms sin esperar ningún código (meta ≤ ${TOP_BAR_GOAL} ms); ` +
        `un toque más abajo se ve oído al instante y se cumple ${span(parts)} ms después (meta ≤ ${goalSeconds(PART_GOAL)}), ` +
        'cuando llega el código de su parte.',
    ),
    '',
    wrap(
      `Con la página ya viva, la respuesta a cada toque (INP, a 4× CPU, medianas de ${t.inpRuns}) queda en ` +
        `${span(inp.map(median))} ms en los ${inp.length} casos (control × ancho × tema; meta ≤ ${INP_GOAL} ms); ` +
        (over === 0
          ? `ninguna de las ${visits.length} visitas pasó de ${INP_GOAL} ms.`
          : `${over} de ${visits.length} visitas ${over === 1 ? 'pasó' : 'pasaron'} de ${INP_GOAL} ms.`),
    ),
  ];
}

/** The README with its figures' block replaced by these; throws if it has lost its markers. */
export function readmeWithFigures(readme: string, d: BenchData): string {
  const start = readme.indexOf(FIGURES_START);
  const end = readme.indexOf(FIGURES_END);
  if (start < 0 || end < start) {
    throw new Error(
      `README.md ya no tiene las marcas de las cifras («${FIGURES_START}» … «${FIGURES_END}»): vuelve a ponerlas en «Cifras»`,
    );
  }
  return readme.slice(0, start) + readmeFigures(d) + readme.slice(end + FIGURES_END.length);
}
