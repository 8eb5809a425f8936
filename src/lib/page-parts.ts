/**
 * The page's parts, written down once: what each is called, where it is, and whether it is alive.
 * The shell (top bar, side menu, hero) is one part; below it, each section and the footer is a
 * part of its own, whose code comes and hydrates as the visitor nears it (src/app/below-the-fold.ts).
 * The boot script, the hydration, the layout and the theme's hold all ask here.
 */

/** The parts in the page's flow, top to bottom: the sections and the footer. */
export const PARTS = 'main > section, body footer';

/** Where the part named `name` is: the section with that id, or the footer. */
export const partSelector = (name: string): string => (name === 'footer' ? 'body footer' : `#${name}`);

/** The name of the part an element is in: the section's id below the fold, `footer`, or `shell`. */
export function partOf(element: Element): string {
  if (element.closest('body footer')) return 'footer';
  const section = element.closest('main > section');
  return section && section.id !== 'home' ? section.id : 'shell';
}

/** Whether the part named `name` is alive: `<html data-parts>`, the page's one record of it (src/app/hydration-progress.ts). */
export const isAlive = (doc: Document, name: string): boolean => (doc.documentElement.dataset.parts ?? '').split(' ').includes(name);
