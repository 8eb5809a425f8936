import type { Browser } from '@playwright/test';
import { median } from './median.ts';
import { controlsAt, tapControls } from './tap-controls.ts';
import { interactionToNextPaint, tapAtFirstPaint, type TapResult } from './taps.ts';

// The taps' goals, their medians over `runs` fresh visits, and the report's section.

export const TAP_WIDTHS = [375, 1280] as const;
const THEMES = ['light', 'dark'] as const;

/** The top bar answers with no code at all; every other control once its part is alive. */
export const TOP_BAR_GOAL = 100;
export const PART_GOAL = 1000;
export const INP_GOAL = 100;

export interface TapsData {
  /** Fresh visits per control and width for the taps at first paint. */
  runs: number;
  /** Visits per width and theme for interaction to next paint. */
  inpRuns: number;
  /** Per width, per control: every run's result. */
  atFirstPaint: Record<string, TapResult[]>;
  /** Per width and theme, per control: every run's INP. */
  inp: Record<string, Record<string, number[]>>;
}

export async function measureTaps(browser: Browser, origin: string, runs: number, inpRuns: number): Promise<TapsData> {
  const data: TapsData = { runs, inpRuns, atFirstPaint: {}, inp: {} };
  // Interleaved, run by run, so that a slow spell of the machine spreads over every case.
  for (let run = 0; run < Math.max(runs, inpRuns); run++) {
    for (const width of TAP_WIDTHS) {
      if (run < runs) await tapsAtFirstPaint(browser, origin, width, data, `${run + 1}/${runs}`);
      if (run < inpRuns) await interactionsToNextPaint(browser, origin, width, data, `${run + 1}/${inpRuns}`);
    }
  }
  return data;
}

async function tapsAtFirstPaint(browser: Browser, origin: string, width: number, data: TapsData, run: string) {
  for (const control of controlsAt(width)) {
    const result = await tapAtFirstPaint(browser, origin, width, control);
    (data.atFirstPaint[`${width} ${control.name}`] ??= []).push(result);
    console.log(
      `Toque ${run} ${width} px ${control.name}: ${result.tapToEffect === null ? 'perdido' : `${Math.round(result.tapToEffect)} ms`}`,
    );
  }
}

async function interactionsToNextPaint(browser: Browser, origin: string, width: number, data: TapsData, run: string) {
  for (const theme of THEMES) {
    const inp = await interactionToNextPaint(browser, origin, width, theme);
    for (const [name, value] of Object.entries(inp)) ((data.inp[`${width} ${theme}`] ??= {})[name] ??= []).push(value);
    console.log(`INP ${run} ${width} px ${theme}: ${JSON.stringify(inp)}`);
  }
}

const ms = (value: number | null) => (value === null || Number.isNaN(value) ? 'perdido' : `${Math.round(value)} ms`);
const mark = (ok: boolean) => (ok ? '✅' : '❌');

export function tapsReport(d: TapsData): string {
  const firstPaintRows = Object.entries(d.atFirstPaint).map(([key, results]) => {
    const [width, ...name] = key.split(' ');
    const control = tapControls.find((c) => c.name === name.join(' '))!;
    const goal = control.section ? PART_GOAL : TOP_BAR_GOAL;
    const lost = results.some((r) => r.tapToEffect === null);
    const effect = lost ? null : median(results.map((r) => r.tapToEffect!));
    const once = results.every((r) => r.changes === 1);
    const shell = median(results.map((r) => (r.shellAlive ?? NaN) - r.firstPaint));
    return `| ${width} | ${control.name} | ${ms(median(results.map((r) => r.firstPaint)))} | ${ms(shell)} | ≤ ${goal} ms | ${ms(effect)} | ${once ? 'sí' : 'no'} | ${mark(effect !== null && effect <= goal && once)} |`;
  });
  const inpRows = Object.entries(d.inp).flatMap(([key, controls]) =>
    Object.entries(controls).map(([name, values]) => {
      const value = median(values);
      return `| ${key.replace(' ', ' px, ')} | ${name} | ${ms(value)} | ${Math.min(...values)}–${Math.max(...values)} ms | ${mark(value <= INP_GOAL)} |`;
    }),
  );
  return `## Taps on a slow phone (medians of ${d.runs})

CPU 4× slower, 150 ms latency, 200 kB/s down, 100 kB/s up (DevTools protocol), a fresh visit each.
The control is tapped as soon as it is drawn (a part below the fold scrolled to first), with the
page's code still on its way; "tap to effect" runs to the frame that shows the effect. The top
bar answers without any of the page's code (≤ ${TOP_BAR_GOAL} ms); a tap elsewhere is held until its part
is alive and played once (≤ ${PART_GOAL} ms). "Shell alive" is after the first paint.

| width | control | first paint | shell alive | goal | tap to effect | once | |
|---|---|---|---|---|---|---|---|
${firstPaintRows.join('\n')}

### Interaction to next paint, the page alive (4× CPU; goal ≤ ${INP_GOAL} ms; medians of ${d.inpRuns})

Each control scrolled to the middle of the screen and tapped, in one visit per width and theme.
On a phone the finger comes and presses at once; on a desktop the pointer is over the control two
frames before it presses. The spread is the fastest and slowest of the visits.

| width, theme | control | INP | spread | |
|---|---|---|---|---|
${inpRows.join('\n')}
`;
}
