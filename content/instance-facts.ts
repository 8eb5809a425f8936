// Los hechos de tu contenido: cuántas cosas de cada tipo tiene, dónde vives, cuándo empezaste. El
// contenido tiene que coincidir con ellos; una sola prueba lo revisa
// (content/__tests__/instance-facts.test.ts), y las demás toman lo que esperan del contenido mismo
// (`projects.length`, `profile.location`…), así que un cambio de contenido nunca se repite en una
// prueba.
//
// Por qué cifras esperadas y no «lo que diga el contenido»: una cantidad fijada es lo único que
// detecta un proyecto o una opinión perdidos sin querer (al pegar, al unir cambios). Si el cambio
// es a propósito —un proyecto 17, otra ciudad—, cambia aquí la cifra, en el mismo commit, y nada
// más; el mensaje de la prueba nombra este archivo y el campo.
//
// Las reglas de cualquier dueño (ids, pesos, HTML, imágenes) no son hechos de tu contenido: están
// en content/validate-content.ts, que corren las pruebas y el build.

export interface InstanceFacts {
  /** Cuántas habilidades tiene `content/skills.ts`. */
  skillCount: number;
  /** El peso de la habilidad más liviana y el de la más pesada: las dos puntas están. */
  skillWeights: { lowest: number; highest: number };
  /** Habilidades que tienen que estar, por su nombre, entre las demás. */
  namedSkills: readonly string[];
  /** Cuántos proyectos tiene `content/projects.ts`. */
  projectCount: number;
  /** Los tipos de trabajo que tienen que estar, cada uno en el nombre o la descripción de algún proyecto. */
  projectKinds: readonly (readonly [kind: string, pattern: RegExp])[];
  /** Cuántas opiniones tiene `content/reviews.ts`. */
  reviewCount: number;
  /** Las estrellas de cada opinión. */
  reviewStars: number;
  /** `profile.location`, tal cual. */
  location: string;
  /** `profile.careerStartYear`: las cifras de «Sobre mi» cuentan desde ahí. */
  careerStartYear: number;
}

export const instanceFacts: InstanceFacts = {
  skillCount: 22,
  skillWeights: { lowest: 50, highest: 100 },
  namedSkills: ['Angular', 'Firebase', 'NodeJS', 'MongoDB', 'Git', 'Tailwind', 'TypeScript', 'Ionic', 'Figma', 'Web3'],
  projectCount: 16,
  projectKinds: [
    ['turnos', /turnos/],
    ['multas de tránsito', /multas?|infracci/],
    ['directorio comercial', /directorio|guía comercial/],
    ['pedidos a proveedores gastronómicos', /proveedores gastron/],
    ['token blockchain', /token/],
    ['plataforma de activos', /activos/],
    ['estacionamiento', /estacionamiento/],
  ],
  reviewCount: 11,
  reviewStars: 5,
  location: 'San Carlos de Bariloche, Argentina',
  careerStartYear: 2014,
};
