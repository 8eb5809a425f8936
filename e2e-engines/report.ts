// The engines run's JSON report (ENGINES_REPORT names its file), and its summary for the end of
// `npm test` in the style of scripts/test-summary.ts: counts, each engine, what failed and why.

export interface EnginesReport {
  passed: number;
  failed: number;
  /** One line per engine: name, version, counts, seconds. */
  engines: string[];
  failures: { label: string; title: string; message: string }[];
}

/** The lines of an error worth showing. */
const ERROR_LINES = 8;

export function summarizeEngines(report: EnginesReport): string[] {
  const lines = [`  ${report.passed} bien, ${report.failed} mal`, ...report.engines.map((line) => `  ${line}`)];
  for (const { label, title, message } of report.failures) {
    const shown = message.split('\n').filter((line) => line.trim() !== '');
    lines.push(`  FALLÓ: [${label}] ${title}`, ...shown.slice(0, ERROR_LINES).map((line) => `      ${line}`));
  }
  return lines;
}
