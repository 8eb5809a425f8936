import type { ComponentType } from 'react';

const parts = () => import('./below-the-fold-parts');

/**
 * The parts below the first screen, in page order, in one chunk of their own
 * (./below-the-fold-parts.ts). The prerender (src/entry-server.tsx) loads them before rendering;
 * the page (src/main.tsx) hydrates the shell first and each part when the chunk has come, as
 * separate interruptible work, so no single task holds the phone for long.
 */
export const belowTheFold: readonly { name: string; load: () => Promise<ComponentType> }[] = [
  { name: 'services', load: () => parts().then((m) => m.ServicesSection) },
  { name: 'about', load: () => parts().then((m) => m.AboutSection) },
  { name: 'skills', load: () => parts().then((m) => m.SkillsSection) },
  { name: 'projects', load: () => parts().then((m) => m.ProjectsSection) },
  { name: 'clients', load: () => parts().then((m) => m.ClientsSection) },
  { name: 'contact', load: () => parts().then((m) => m.ContactSection) },
  { name: 'footer', load: () => parts().then((m) => m.Footer) },
];
