import type { Skill, SkillType, Tab } from './types';

export type SkillFilter = 'all' | SkillType;

export const skillTabs: Tab<SkillFilter>[] = [
  { id: 'all', name: 'Todas', shortName: 'Todas' },
  { id: 'front', name: 'Frontend', shortName: 'Front' },
  { id: 'back', name: 'Backend', shortName: 'Back' },
  // Sin nombre corto: con menos de 640 px esta pestaña no se muestra (especificación §9).
  { id: 'tools', name: 'Herramientas' },
];

// Los íconos están en public/assets/images/skills/{id}.png (los hace npm run generate).
export const skills: Skill[] = [
  { id: 'angular', name: 'Angular', types: ['front'], weight: 100 },
  { id: 'typescript', name: 'TypeScript', types: ['front', 'back'], weight: 98 },
  { id: 'ionic', name: 'Ionic', types: ['front'], weight: 95 },
  { id: 'firebase', name: 'Firebase', types: ['back', 'tools'], weight: 92 },
  { id: 'nodejs', name: 'NodeJS', types: ['back'], weight: 90 },
  { id: 'javascript', name: 'JavaScript', types: ['front', 'back'], weight: 90 },
  { id: 'git', name: 'Git', types: ['tools'], weight: 90 },
  { id: 'html', name: 'HTML', types: ['front'], weight: 88 },
  { id: 'tailwind', name: 'Tailwind', types: ['front'], weight: 86 },
  { id: 'css', name: 'CSS', types: ['front'], weight: 85 },
  { id: 'react', name: 'React', types: ['front'], weight: 84 },
  { id: 'github', name: 'GitHub', types: ['tools'], weight: 84 },
  { id: 'mongodb', name: 'MongoDB', types: ['back'], weight: 82 },
  { id: 'capacitor', name: 'Capacitor', types: ['front', 'tools'], weight: 80 },
  { id: 'express', name: 'Express', types: ['back'], weight: 80 },
  { id: 'nestjs', name: 'NestJS', types: ['back'], weight: 78 },
  { id: 'postgresql', name: 'PostgreSQL', types: ['back'], weight: 75 },
  { id: 'figma', name: 'Figma', types: ['tools'], weight: 72 },
  { id: 'docker', name: 'Docker', types: ['tools', 'back'], weight: 70 },
  { id: 'googlecloud', name: 'Google Cloud', types: ['tools', 'back'], weight: 66 },
  { id: 'web3', name: 'Web3', types: ['back', 'front'], weight: 62 },
  { id: 'solidity', name: 'Solidity', types: ['back'], weight: 50 },
];
