import { describe, expect, it } from 'vitest';
import { statsReport } from '../stats-report.ts';

describe('statsReport', () => {
  it('groups every number from a thousand on, so a column reads alike', () => {
    const report = statsReport(
      [
        { day: '2026-12-06', counter: 'view', n: 3038 },
        { day: '2026-11-20', counter: 'view', n: 10_952 },
      ],
      '2026-12-07',
    );
    expect(report).toMatch(/ {2}portada +3\.038 +13\.990\n/);
  });
});
