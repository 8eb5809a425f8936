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

  it('names each service once, however many hosts it arrives under, and counts the visitors who came from none', () => {
    const day = '2026-12-07';
    const report = statsReport(
      [
        { day, counter: 'visitors', n: 9 },
        { day, counter: 'ref:www.google.com', n: 2 },
        { day, counter: 'ref:www.google.com.ar', n: 1 },
        { day, counter: 'ref:com.google.android.googlequicksearchbox', n: 1 },
        { day, counter: 'ref:www.linkedin.com', n: 1 },
        { day, counter: 'ref:lnkd.in', n: 1 },
        { day, counter: 'ref:com.linkedin.android', n: 1 },
        { day, counter: 'ref:blog.ejemplo.dev', n: 1 },
      ],
      day,
    );
    const section = report.slice(report.indexOf('Sitios de origen')).split('\n').slice(0, 5);
    expect(section.map((line) => line.trim().replace(/\s+/g, ' '))).toEqual([
      'Sitios de origen, visitantes (30 días):',
      'Google 4',
      'LinkedIn 3',
      'blog.ejemplo.dev 1',
      '(directo o sin sitio) 1',
    ]);
  });
});
