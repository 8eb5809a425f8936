/** The parts whose layout still waits: index.css gives them content-visibility with this selector. */
export const WAITING_PARTS = 'main > section:not(#home, [data-laid-out]), body footer:not([data-laid-out])';

/**
 * Below the fold the browser lays a part out only as it nears the screen (content-visibility in
 * src/styles/index.css): the first paint, the font swap and the rest of the load skip that work.
 * A jump to a section cannot wait for that: until then the parts above it have estimated
 * heights, and the jump would miss. So before a jump every part is laid out for good, at once
 * (the boot script does it before hydration, scrollToSection after). It is one layout, paid by
 * the first jump and never again.
 */
export function layOutBelowTheFold(doc: Document): void {
  // Selects only the parts still waiting: later jumps touch nothing.
  for (const part of doc.querySelectorAll<HTMLElement>(WAITING_PARTS)) part.dataset.laidOut = '';
}
