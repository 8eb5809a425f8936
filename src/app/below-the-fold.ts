import type { ComponentType } from 'react';

const middleChunk = () => import('./below-the-fold-parts');

export interface BelowTheFoldPart {
  /** The part's name (src/lib/page-parts.ts): its element's place follows from it. */
  name: string;
  load: () => Promise<ComponentType>;
}

/**
 * The parts below the first screen, in page order: the prerender loads them all; the page
 * (src/main.tsx) fetches and hydrates each as the visitor nears it, as work of its own, not
 * during the load. The middle parts share one chunk (one request); the services have their own
 * (within a screen of the top, they come alive with the load), and so has the contact form (its
 * code brings the Firebase SDK).
 */
export const belowTheFold: readonly BelowTheFoldPart[] = [
  { name: 'services', load: () => import('../sections/services/services-section').then((m) => m.ServicesSection) },
  { name: 'about', load: () => middleChunk().then((m) => m.AboutSection) },
  { name: 'skills', load: () => middleChunk().then((m) => m.SkillsSection) },
  { name: 'projects', load: () => middleChunk().then((m) => m.ProjectsSection) },
  { name: 'clients', load: () => middleChunk().then((m) => m.ClientsSection) },
  { name: 'contact', load: () => import('../sections/contact/contact-section').then((m) => m.ContactSection) },
  { name: 'footer', load: () => middleChunk().then((m) => m.Footer) },
];
