import { profile } from './profile';

/** Lo que describe al sitio mismo (para los buscadores y el asunto del e-mail de contacto). */
export const site = {
  name: `Portafolio de ${profile.name}`,
  description: `${profile.name}, ${profile.title.toLowerCase()} en ${profile.location}. Aplicaciones móviles, desarrollo web y software a medida.`,
  contactSubject: `Portafolio de ${profile.name} - Mensaje de contacto`,
  cvPath: '/assets/cv.pdf',
};
