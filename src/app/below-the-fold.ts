import type { ComponentType } from 'react';

/**
 * The parts below the first screen, in page order, each in a chunk of its own. The browser
 * prerender (src/entry-server.tsx) loads them all before rendering; the page (src/main.tsx)
 * lets each one arrive, evaluate and hydrate in its own tasks after the shell, so no single
 * task holds the phone for long.
 */
export const belowTheFold: readonly { name: string; load: () => Promise<ComponentType> }[] = [
  { name: 'services', load: () => import('../sections/services/services-section').then((m) => m.ServicesSection) },
  { name: 'about', load: () => import('../sections/about/about-section').then((m) => m.AboutSection) },
  { name: 'skills', load: () => import('../sections/skills/skills-section').then((m) => m.SkillsSection) },
  { name: 'projects', load: () => import('../sections/projects/projects-section').then((m) => m.ProjectsSection) },
  { name: 'clients', load: () => import('../sections/clients/clients-section').then((m) => m.ClientsSection) },
  { name: 'contact', load: () => import('../sections/contact/contact-section').then((m) => m.ContactSection) },
  { name: 'footer', load: () => import('../components/footer').then((m) => m.Footer) },
];
