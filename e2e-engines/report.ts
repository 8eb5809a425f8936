// The engines run's JSON report (ENGINES_REPORT names its file), and its summary for the end of
// `npm test` in the style of scripts/test-summary.ts: counts, each engine, what failed and why.

export interface EnginesReport {
  passed: number;
  failed: number;
  /** One line per engine: name, version, counts, seconds. */
  engines: string[];
  failures: { label: string; title: string; message: string }[];
  /** Failed once and passed when run again (CI only), with the first failure. */
  flaky: { label: string; title: string; message: string }[];
}

/** The lines of an error worth showing. */
const ERROR_LINES = 8;

export function summarizeEngines(report: EnginesReport): string[] {
  const lines = [
    `  ${report.passed} bien, ${report.failed} mal, ${report.flaky.length} inestables`,
    ...report.engines.map((line) => `  ${line}`),
  ];
  const list = (word: string, items: EnginesReport['failures']) => {
    for (const { label, title, message } of items) {
      const shown = message.split('\n').filter((line) => line.trim() !== '');
      lines.push(`  ${word}: [${label}] ${title}`, ...shown.slice(0, ERROR_LINES).map((line) => `      ${line}`));
    }
  };
  list('FALLÓ', report.failures);
  list('INESTABLE', report.flaky);
  return lines;
}
