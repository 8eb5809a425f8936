import type { InstanceFacts } from '../instance-facts';
import type { SiteContent } from '../validate-content';

// A small site that keeps every rule, for the checks' own tests: fixed here, so those tests say
// the same whatever the owner writes in content/.
export function fixtureContent(): SiteContent {
  return {
    profile: {
      name: 'Ana Pérez',
      initials: 'AP',
      title: 'Desarrolladora web',
      greeting: '¡Hola! Soy Ana',
      pitch: 'Hago sitios y aplicaciones.',
      about: ['Trabajo desde 2018 con pymes de la región.'],
      email: 'ana@ejemplo.dev',
      phone: '+54 9 11 5555-0000',
      location: 'Rosario, Argentina',
      linkedinUrl: 'https://www.linkedin.com/in/ana-perez',
      siteUrl: 'https://ejemplo.dev/',
      careerStartYear: 2018,
    },
    skills: [
      { id: 'angular', name: 'Angular', types: ['front'], weight: 100 },
      { id: 'nodejs', name: 'NodeJS', types: ['back'], weight: 80 },
      { id: 'git', name: 'Git', types: ['tools'], weight: 60 },
    ],
    projects: [
      {
        id: 'turnos',
        name: 'Turnos',
        description: '<p>App de <strong>turnos online</strong> para consultorios.</p>',
        skills: ['angular', 'nodejs'],
        weight: 5,
        outcome: { year: 2020, result: 'Usada por diez consultorios.' },
      },
      { id: 'tienda', name: 'Tienda', description: '<p>Una tienda online con estacionamiento de pedidos.</p>', skills: ['git'], weight: 2 },
    ],
    reviews: [{ stars: 5, name: 'Carolina Méndez', country: 'AR', comment: 'Excelente trabajo, muy recomendable.' }],
  };
}

/** The facts the fixture holds, as an owner's instance-facts.ts would say them. */
export function fixtureFacts(): InstanceFacts {
  return {
    skillCount: 3,
    skillWeights: { lowest: 60, highest: 100 },
    namedSkills: ['Angular', 'Git'],
    projectCount: 2,
    projectKinds: [
      ['turnos', /turnos/],
      ['estacionamiento', /estacionamiento/],
    ],
    reviewCount: 1,
    reviewStars: 5,
    location: 'Rosario, Argentina',
    careerStartYear: 2018,
  };
}
