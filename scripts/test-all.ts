// `npm test`: lint and the test build (either failing stops the run), then the unit, browser and
// Firebase emulator suites, each run whatever the one before it did (the last three side by
// side); then, last, a summary of every suite and what failed in it (scripts/test-summary.ts).
// Exits 1 when anything failed.
// The packages only the tests need are installed first, the first time (./packages-on-demand.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { EnginesReport } from '../e2e-engines/report.ts';
import { ensurePackages } from './packages-on-demand.ts';
import { summarizeEngines, summarizePlaywright, summarizeVitest, type PlaywrightReport, type VitestReport } from './test-summary.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp/test-reports');

interface Suite {
  name: string;
  command: string;
  args: string[];
  /** Nothing after it means anything if it fails (lint, the test build). */
  gate?: boolean;
  env?: NodeJS.ProcessEnv;
  /** The suite's JSON report, and what failed in it. */
  report?: { file: string; summarize: (json: string) => string[] };
}

const vitestReport = path.join(reports, 'unit.json');
const e2eReport = path.join(reports, 'e2e.json');
const firebaseReport = path.join(reports, 'firebase.json');
const enginesReport = path.join(reports, 'engines.json');
const playwright = (json: string) => summarizePlaywright(JSON.parse(json) as PlaywrightReport);

/**
 * The suites, one step after another; the suites of a step run side by side. Vitest and
 * Playwright alone keep both cores busy (93 and 91 % of them), and lint and the test build side by
 * side took 79 s against 76 one after the other. Alone, the last three left much of the two cores
 * idle while they waited on their browsers and servers (the engines 62 %, the owner drill 72 %,
 * Firebase 54 %): together they took 353 and 382 s, one after another 437 and 466 (interleaved).
 * Their ports and folders are their own.
 */
const steps: Suite[][] = [
  [{ name: 'lint', command: 'npm', args: ['run', 'lint'], gate: true }],
  [{ name: 'sitio de prueba', command: 'npm', args: ['run', 'build:test'], gate: true }],
  [
    {
      name: 'unitarias (vitest)',
      command: 'npx',
      args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
      report: { file: vitestReport, summarize: (json) => summarizeVitest(JSON.parse(json) as VitestReport) },
    },
  ],
  [
    {
      name: 'navegador (playwright)',
      command: 'npx',
      args: ['playwright', 'test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      report: { file: e2eReport, summarize: playwright },
    },
  ],
  [
    // The same visitor journeys in Firefox ESR and WebKitGTK (e2e-engines/, ~3 min alone).
    {
      name: 'Firefox y WebKit (recorridos)',
      command: 'npx',
      args: ['tsx', 'scripts/test-engines.ts'],
      env: { ENGINES_REPORT: enginesReport },
      report: { file: enginesReport, summarize: (json) => summarizeEngines(JSON.parse(json) as EnginesReport) },
    },
    // An owner's edits on a copy of the project: journeys, budgets, the content's messages (~4 min alone).
    { name: 'simulacro del dueño', command: 'npx', args: ['tsx', 'scripts/owner-drill.ts'] },
    {
      name: 'Firebase (emuladores)',
      command: 'npx',
      // Its extra arguments reach Playwright inside the emulators, and so does the environment.
      args: ['tsx', 'scripts/firebase/test-emulators.ts', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: firebaseReport },
      report: { file: firebaseReport, summarize: playwright },
    },
  ],
];

ensurePackages('functions', 'engines', 'bench', 'firebase-cli');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const summary: string[] = [];
let failed = false;
for (const step of steps) {
  const results = await Promise.all(step.map((suite) => run(suite, step.length > 1)));
  summary.push(...results.flatMap(({ lines }) => lines));
  failed ||= results.some(({ ok }) => !ok);
  // Ctrl-C stops the whole run, not just the suite it lands in.
  if (results.some(({ ok, interrupted }, i) => !ok && (step[i]!.gate || interrupted))) break;
}

/** Runs a suite, its output live, or kept and printed as one block when it ends if others run beside it. */
async function run(suite: Suite, beside: boolean): Promise<{ ok: boolean; interrupted: boolean; lines: string[] }> {
  const started = performance.now();
  if (beside) console.log(`\n▶ ${suite.name}: empieza (junto a otras; su salida, cuando termine)`);
  const child = spawn(suite.command, suite.args, {
    cwd: root,
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...suite.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const [status, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  if (beside) process.stdout.write(`\n── ${suite.name} ──\n${Buffer.concat(output).toString()}`);
  const seconds = Math.round((performance.now() - started) / 1000);
  const ok = status === 0;
  const lines = [`${ok ? '✔' : '✘'} ${suite.name}: ${ok ? 'bien' : `salió con ${status ?? signal}`} (${seconds} s)`];
  if (suite.report) {
    lines.push(
      ...(existsSync(suite.report.file)
        ? suite.report.summarize(readFileSync(suite.report.file, 'utf8'))
        : ['  sin informe: la suite no llegó a correr, ver su salida arriba']),
    );
  }
  return { ok, interrupted: signal === 'SIGINT' || status === 130, lines };
}

console.log(['', '── Resumen de npm test ──', ...summary].join('\n'));
process.exit(failed ? 1 : 0);
