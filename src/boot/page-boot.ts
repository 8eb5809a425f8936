// The page's boot script, bundled into index.html at build time (scripts/html/boot-script.ts)
// and allowed by the CSP through its SHA-256 hash (as is the page's one other inline script, a
// line in src/app/page-stylesheet.tsx). It runs in <head>, before the first paint
// (ARCHITECTURE.md, «Loading, in order», 3.):
//  - the theme, from the same rules as the theme store (no flash of the wrong theme);
//  - the web font's faces, held unused until after the first paint (./web-font.ts);
//  - once the page is parsed and drawn, the web font and the hydration module (below);
//  - taps made before the page's code is alive: in-page links laid out to land, buttons
//    answered or held and played again once (./early-taps.ts), their part's code asked for at once;
//  - jumps the page does not make, and a reload's restored place, that land where they aim
//    although the parts below the fold are not laid out yet (../lib/page-parts.ts).
import { holdPlaceOnFirstJump, layOutAllWhenRestoring } from '../lib/page-parts';
import { applyInitialTheme } from '../lib/theme';
import { retry } from '../lib/retry';
import { answerEarlyTaps } from './early-taps';
import { whenPainted } from './when-painted';
import { holdWebFont, switchToWebFont } from './web-font';

declare const __ENTRY_URL__: string;
/** The modules the entry imports (scripts/html/built-assets.ts). */
declare const __ENTRY_IMPORTS__: readonly string[];
/** The code of the parts below the fold. */
declare const __PART_CODE__: readonly string[];
/** The web font's faces the page's text needs (scripts/html/web-font-faces.ts). */
declare const __FONT_FACES__: readonly { family: string; source: string; descriptors: FontFaceDescriptors }[];

applyInitialTheme(window);
const fontFaces = __FONT_FACES__.map(({ family, source, descriptors }) => new FontFace(family, source, descriptors));
holdWebFont(document, fontFaces);

// Hydration starts one way: once the browser has read the whole page and drawn it. The first
// paint comes before the end of parsing (the parser waits after the hero for the page's
// stylesheet, src/app/page-stylesheet.tsx); fetched earlier, the font's faces and the code would
// compete with that stylesheet for the phone's bandwidth, and evaluating the code with the first
// paint. The drawn text moves onto the faces region by region, so the parts on screen must all
// be there; and React hydrates the whole page. Where nothing is drawn yet (a fast load, a tab in
// the background) it waits for the browser to report the first paint: a background tab starts
// when it is shown. (Waiting a frame instead was not enough on a busy phone: the paint is
// reported when it reaches the screen, and the font and the code were asked for before it.)
// A report that never comes is waited for a second past the first frame (./when-painted.ts).
// This script runs in <head> (scripts/html/finish-page.ts), while the page is still being read.
document.addEventListener('DOMContentLoaded', () => whenPainted(window, loadFontAndCode));

function loadFontAndCode() {
  void switchToWebFont(document, fontFaces);
  // A lost request would leave the page as prerendered for good: try again a few times.
  retry(appendEntry).catch(() => console.error(`No se pudo cargar ${__ENTRY_URL__}: la página queda sin interacción`));
}

/**
 * Asked for now, run when imported: the entry's imports come with it (discovered only once it
 * had come, they were a round trip later: ~200 ms on a slow phone), and a part's code with the
 * entry when a tap waits for it (src/boot/early-taps.ts).
 */
function preload(urls: readonly string[]) {
  for (const href of urls) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

/** The hydration module, as a <script> that settles when it has run or failed to arrive. */
function appendEntry(): Promise<unknown> {
  preload(__ENTRY_IMPORTS__);
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
