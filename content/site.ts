import { profile } from './profile';

/** Strings that describe the site itself (metadata, the contact e-mail subject). */
export const site = {
  name: `Portafolio de ${profile.name}`,
  description: `${profile.name}, ${profile.title.toLowerCase()} en ${profile.location}. Aplicaciones móviles, desarrollo web y software a medida.`,
  contactSubject: `Portafolio de ${profile.name} - Mensaje de contacto`,
  cvPath: '/assets/cv.pdf',
};
