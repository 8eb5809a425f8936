import type { Profile } from './types';

// Un dueño ficticio: pon aquí tus datos y los siguen el sitio entero, el CV y lo que ven los
// buscadores.
export const profile: Profile = {
  name: 'Lucas Ferreyra',
  initials: 'LF',
  title: 'Desarrollador Full Stack · Web y Móvil',
  greeting: '¡Hola! Soy Lucas',
  pitch:
    'Diseño y construyo aplicaciones móviles, sitios web y software a medida que resuelven problemas reales de tu negocio: rápidos, accesibles y fáciles de mantener.',
  about: [
    'Soy desarrollador full stack y vivo en San Carlos de Bariloche. Desde 2014 acompaño a emprendedores, pymes y organismos públicos a convertir sus ideas en productos digitales que la gente usa todos los días.',
    'Trabajo de punta a punta: entiendo el problema, diseño la experiencia, programo el frontend y el backend, publico en las tiendas y me quedo cerca para mejorar lo que haga falta. Me importan el código prolijo, los plazos claros y la comunicación honesta.',
  ],
  email: 'hola@lucasferreyra.dev',
  phone: '+54 9 294 455-0123',
  location: 'San Carlos de Bariloche, Argentina',
  linkedinUrl: 'https://www.linkedin.com/in/lucas-ferreyra-dev',
  siteUrl: 'https://lucasferreyra.dev/',
  careerStartYear: 2014,
};
