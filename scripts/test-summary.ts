// What failed in a test run, in a few lines, read from the JSON reports of Vitest and Playwright.
// `npm test` prints it last (scripts/test-all.ts): CI keeps only the tail of a long run, and the
// Firebase emulators' logs would otherwise bury a browser test that failed ten minutes earlier.
import { stripVTControlCharacters } from 'node:util';
import type { EnginesReport } from '../e2e-engines/report.ts';

/** The lines of an error worth showing: enough to name the cause, not a whole call log. */
const ERROR_LINES = 14;

interface PlaywrightResult {
  status: string;
  retry: number;
  error?: { message?: string };
}
interface PlaywrightTest {
  projectName: string;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  results: PlaywrightResult[];
}
interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: PlaywrightTest[];
}
interface PlaywrightSuite {
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
/** Playwright's `json` reporter, the parts read here. */
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** Vitest's `json` reporter (Jest's format), the parts read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

function errorExcerpt(message: string | undefined): string[] {
  const lines = stripVTControlCharacters(message ?? '(sin mensaje)')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const shown = lines.slice(0, ERROR_LINES).map((line) => `      ${line}`);
  if (lines.length > ERROR_LINES) shown.push(`      … (${lines.length - ERROR_LINES} líneas más arriba en la salida)`);
  return shown;
}

function* specsOf(suites: PlaywrightSuite[] = []): Generator<PlaywrightSpec> {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* specsOf(suite.suites);
  }
}

/** Failed tests with their errors, then flaky ones (failed, then passed on a retry: none is configured, only `--retries` by hand) with the first error. */
export function summarizePlaywright(report: PlaywrightReport): string[] {
  const { expected, unexpected, flaky, skipped } = report.stats;
  const lines = [`  ${expected} bien, ${unexpected} mal, ${flaky} inestables, ${skipped} omitidas`];
  for (const spec of specsOf(report.suites)) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const label = test.status === 'unexpected' ? 'FALLÓ' : 'INESTABLE (pasó al reintentar)';
      lines.push(`  ${label}: [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
      const failed = test.results.filter((result) => result.status !== 'passed' && result.status !== 'skipped');
      for (const result of test.status === 'flaky' ? failed.slice(0, 1) : failed) {
        lines.push(`    intento ${result.retry + 1}: ${result.status}`, ...errorExcerpt(result.error?.message));
      }
    }
  }
  return lines;
}

/** Failed tests with their errors, and files that failed without a test (an import that threw). */
export function summarizeVitest(report: VitestReport): string[] {
  const lines = [`  ${report.numPassedTests} bien, ${report.numFailedTests} mal`];
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) {
      lines.push(`  FALLÓ el archivo: ${file.name}`, ...errorExcerpt(file.message));
    }
    for (const test of failed) {
      lines.push(`  FALLÓ: ${file.name} › ${test.fullName}`, ...errorExcerpt(test.failureMessages.join('\n')));
    }
  }
  return lines;
}

/** Counts, each engine, then what failed, with its error. */
export function summarizeEngines(report: EnginesReport): string[] {
  const lines = [`  ${report.passed} bien, ${report.failed} mal`, ...report.engines.map((line) => `  ${line}`)];
  for (const { label, title, message } of report.failures) lines.push(`  FALLÓ: [${label}] ${title}`, ...errorExcerpt(message));
  return lines;
}
