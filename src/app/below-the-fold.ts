import type { ComponentType } from 'react';

const middleChunk = () => import('./below-the-fold-parts');

export interface BelowTheFoldPart {
  /** The part's name (src/lib/page-parts.ts): its element's place follows from it. */
  name: string;
  load: () => Promise<ComponentType>;
}

/**
 * The parts below the first screen, in page order. The prerender (src/entry-server.tsx) loads
 * them all before rendering. The page (src/main.tsx) hydrates the shell after the first paint,
 * and each part only when the visitor comes near it or presses inside it: its code is fetched,
 * evaluated and hydrated then, as work of its own, not during the load (where every long task
 * holds a phone that has just shown the page). A visit that never reaches a part pays nothing
 * for it; until then its prerendered HTML stands as it is, text and links working.
 * The middle of the page shares one chunk (./below-the-fold-parts.ts): one request for it. The
 * services have their own: they are within a screen of the top, so they come alive with the
 * load, and the rest of the page's code need not come with them. So has the contact form, whose
 * code, with the Firebase SDK, serves only those who reach it.
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
