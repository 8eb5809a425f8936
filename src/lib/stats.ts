import type { StatItem } from '../../content';

export function yearsOfExperience(currentYear: number, startYear: number): number {
  return currentYear - startYear;
}

/** Spec §9: years = year − start, projects = ⌊3 × years⌋, clients always 100 %. */
export function computeStats(currentYear: number, startYear: number): StatItem[] {
  const years = yearsOfExperience(currentYear, startYear);
  return [
    { title: 'Años de experiencia', value: `+${years}` },
    { title: 'Proyectos realizados', value: `+${Math.floor(years * 3)}` },
    { title: 'Clientes satisfechos', value: '100%' },
  ];
}
