import { describe, expect, it } from 'vitest';
import { computeStats } from '../stats';

describe('computeStats', () => {
  it('counts years from the start year, projects as three times the years, clients fixed', () => {
    expect(computeStats(2026, 2014)).toEqual([
      { title: 'Años de experiencia', value: '+12' },
      { title: 'Proyectos realizados', value: '+36' },
      { title: 'Clientes satisfechos', value: '100%' },
    ]);
  });
  it('moves with the year', () => {
    expect(computeStats(2031, 2014).map((s) => s.value)).toEqual(['+17', '+51', '100%']);
  });
});
