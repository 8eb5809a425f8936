import type { Education, Job, Language } from './types';

// Tu recorrido, para el CV (public/assets/cv.pdf): como el perfil, el de un dueño ficticio; pon el
// tuyo. Los trabajos, el más reciente primero; el más antiguo empieza en profile.careerStartYear.
export const jobs: Job[] = [
  {
    role: 'Desarrollador full stack',
    organization: 'Independiente, para clientes propios',
    location: 'San Carlos de Bariloche (remoto)',
    start: { year: 2019, month: 3 },
    highlights: [
      'Apps móviles y sistemas web para municipios, pymes y emprendimientos turísticos, de la idea a la publicación.',
      'Diseño la arquitectura, programo frontend y backend y mantengo los sistemas en producción.',
      'Proyectos con Angular, React, Ionic, Node.js, Firebase y contratos inteligentes en Solidity.',
    ],
  },
  {
    role: 'Desarrollador full stack',
    organization: 'Andes Sistemas S.R.L.',
    location: 'San Carlos de Bariloche',
    start: { year: 2016, month: 2 },
    end: { year: 2019, month: 2 },
    highlights: [
      'Sistemas de gestión para clientes públicos y privados con Angular, Node.js y PostgreSQL.',
      'Llevé a producción la primera app móvil de la empresa, con Ionic.',
      'Incorporé revisiones de código, pruebas automáticas y despliegues con Docker.',
    ],
  },
  {
    role: 'Desarrollador web',
    organization: 'Estudio Nahuel Web',
    location: 'San Carlos de Bariloche',
    start: { year: 2014, month: 3 },
    end: { year: 2016, month: 1 },
    highlights: [
      'Sitios y tiendas online para hoteles, bodegas y comercios de la región.',
      'Maquetación a partir de diseños en Figma y paneles para que cada cliente cargue su contenido.',
    ],
  },
];

export const education: Education[] = [
  {
    title: 'Licenciatura en Ciencias de la Computación',
    institution: 'Universidad Nacional del Comahue',
    startYear: 2009,
    endYear: 2014,
  },
  {
    title: 'Diplomatura en Desarrollo Blockchain',
    institution: 'Universidad Tecnológica Nacional (a distancia)',
    startYear: 2020,
    endYear: 2020,
  },
];

export const languages: Language[] = [
  { name: 'Español', level: 'Nativo' },
  { name: 'Inglés', level: 'Avanzado (C1)' },
  { name: 'Portugués', level: 'Básico (A2)' },
];
