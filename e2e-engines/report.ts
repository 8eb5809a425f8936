// The engines run's JSON report (ENGINES_REPORT names its file); scripts/test-summary.ts sums it
// up at the end of `npm test`.

export interface EnginesReport {
  passed: number;
  failed: number;
  /** One line per engine: name, version, counts, seconds. */
  engines: string[];
  failures: { label: string; title: string; message: string }[];
}
