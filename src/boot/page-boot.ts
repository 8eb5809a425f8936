// The page's boot script, inline in <head> (scripts/html/boot-script.ts; allowed by its hash):
// ARCHITECTURE.md, «Loading, in order», 3. The theme before the first paint, the web font's faces
// held (./web-font.ts), the taps before the code (./early-taps.ts), the layout before a jump the
// page does not make or on a reload (../lib/page-parts.ts); then, once the page is parsed and
// drawn, the hydration module, which loads the web font once it has run (../main.tsx).
import { holdPlaceOnFirstJump, layOutAllWhenRestoring } from '../lib/page-parts';
import { applyInitialTheme } from '../lib/theme';
import { retry } from '../lib/retry';
import { answerEarlyTaps } from './early-taps';
import { whenPainted } from './when-painted';
import { holdWebFont } from './web-font';

declare const __ENTRY_URL__: string;
/** The modules the entry imports (scripts/html/built-assets.ts). */
declare const __ENTRY_IMPORTS__: readonly string[];
/** The code of the parts below the fold. */
declare const __PART_CODE__: readonly string[];
/** The web font's faces the page's text needs (scripts/html/web-font-faces.ts). */
declare const __FONT_FACES__: readonly { family: string; source: string; descriptors: FontFaceDescriptors }[];

applyInitialTheme(window);
holdWebFont(
  document,
  __FONT_FACES__.map(({ family, source, descriptors }) => new FontFace(family, source, descriptors)),
);

// Hydration starts one way: once the page is parsed (React hydrates all of it, and the font moves
// the drawn parts) and its first paint reported. Fetched earlier, the font and the code competed
// with the page's stylesheet for a phone's bandwidth; waiting a frame instead let a busy phone ask
// before the paint reached the screen.
document.addEventListener('DOMContentLoaded', () => whenPainted(window, loadCode));

function loadCode() {
  preload(__ENTRY_IMPORTS__);
  // A lost request would leave the page as prerendered for good: try again a few times.
  retry(appendEntry).catch(() => console.error(`No se pudo cargar ${__ENTRY_URL__}: la página queda sin interacción`));
}

/**
 * Asked for now, run when imported: the entry's imports (found only once it had come, they came a
 * round trip later: ~200 ms on a slow phone), and the parts' code when a tap waits for it.
 */
function preload(urls: readonly string[]) {
  for (const href of urls) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

/** The hydration module, as a <script> that settles when it has run or failed to arrive. */
function appendEntry(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const entry = Object.assign(document.createElement('script'), { type: 'module', src: __ENTRY_URL__, onload: resolve, onerror: reject });
    document.head.append(entry);
  });
}

let partCodeAsked = false;
answerEarlyTaps(window, () => {
  if (!partCodeAsked) preload(__PART_CODE__);
  partCodeAsked = true;
});
layOutAllWhenRestoring(window);
holdPlaceOnFirstJump(window);
