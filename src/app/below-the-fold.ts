import type { ComponentType } from 'react';

const parts = () => import('./below-the-fold-parts');

export interface BelowTheFoldPart {
  name: string;
  load: () => Promise<ComponentType>;
  /**
   * The page fetches this part's code only when the visitor comes near it (./when-near.ts),
   * not with the first load: the contact form's code serves only those who reach the form.
   * Until then its prerendered HTML stands as it is.
   */
  onApproach?: boolean;
}

/**
 * The parts below the first screen, in page order, in one chunk of their own
 * (./below-the-fold-parts.ts) but for those loaded on approach. The prerender
 * (src/entry-server.tsx) loads them all before rendering; the page (src/main.tsx) hydrates the
 * shell first and each part when its code has come, as separate interruptible work, so no
 * single task holds the phone for long.
 */
export const belowTheFold: readonly BelowTheFoldPart[] = [
  { name: 'services', load: () => parts().then((m) => m.ServicesSection) },
  { name: 'about', load: () => parts().then((m) => m.AboutSection) },
  { name: 'skills', load: () => parts().then((m) => m.SkillsSection) },
  { name: 'projects', load: () => parts().then((m) => m.ProjectsSection) },
  { name: 'clients', load: () => parts().then((m) => m.ClientsSection) },
  { name: 'contact', load: () => import('../sections/contact/contact-section').then((m) => m.ContactSection), onApproach: true },
  { name: 'footer', load: () => parts().then((m) => m.Footer) },
];
