// The page's boot script, bundled into index.html at build time (scripts/html/boot-script.ts)
// and allowed by the CSP through its SHA-256 hash (as is the page's one other inline script, a
// line in src/app/page-stylesheet.tsx). It runs in <head>, before the first paint:
//  1. the theme, from the same rules as the theme store (no flash of the wrong theme);
//  2. the `js` class, so CSS can tell a page whose scripts run from one read without them;
//  3. after the first paint, once the page is parsed, the web font and the hydration module
//     (tried again if lost).
//     Fetched any earlier, they compete with the first paint for the phone's bandwidth and delay it;
//  4. jumps that land where they aim although the parts below the fold are not laid out yet;
//  5. taps made before the page's code is alive: answered, or held and played again once
//     (src/boot/early-taps.ts).
import { holdPlaceOnFirstJump, layOutAllWhenRestoring, layOutBelowTheFold } from '../lib/lay-out-below-the-fold';
import { retry } from '../lib/retry';
import { answerEarlyTaps } from './early-taps';
import { markScriptedPage } from './scripted-page';
import { holdWebFont, switchToWebFont } from './web-font';

declare const __ENTRY_URL__: string;
/** The modules the entry imports (scripts/html/built-assets.ts). */
declare const __ENTRY_IMPORTS__: readonly string[];
/** The code of the parts below the fold. */
declare const __PART_CODE__: readonly string[];
/** The web font's faces the page's text needs (scripts/html/web-font-faces.ts). */
declare const __FONT_FACES__: readonly { family: string; source: string; descriptors: FontFaceDescriptors }[];

markScriptedPage(window);
const fontFaces = __FONT_FACES__.map(({ family, source, descriptors }) => new FontFace(family, source, descriptors));
holdWebFont(document, fontFaces);

let started = false;
function start() {
  if (started) return;
  started = true;
  // Not before the browser has read the whole page (the first paint comes before: the parser waits
  // after the hero for the page's stylesheet, src/app/page-stylesheet.tsx). Fetched earlier, the
  // font's faces would compete with that stylesheet for the phone's bandwidth; the drawn text
  // moves onto them region by region, so the parts on screen must all be there; and React
  // hydrates the whole page. A lost request would leave the page as prerendered for good: try
  // again a few times.
  whenParsed(() => {
    void switchToWebFont(document, fontFaces);
    retry(appendEntry).catch(() => console.error(`No se pudo cargar ${__ENTRY_URL__}: la página queda sin interacción`));
  });
}

function whenParsed(then: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
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

try {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} catch {
  // No paint timing: fall through to the fallbacks below.
}
// A visitor who touches or types before the first paint is reported wants the page alive now.
addEventListener('pointerdown', start, { once: true, capture: true });
addEventListener('keydown', start, { once: true, capture: true });
// Browsers without paint timing, and a tab loaded in the background (it reports no paint
// until shown), still hydrate: a while after `load`, long after any first paint.
addEventListener('load', () => setTimeout(start, 2000));

// A tap on an in-page link before hydration is the browser's own jump. Parts below the fold are
// not laid out yet (content-visibility: their heights are estimates), so the jump would measure
// the target's place wrongly and the target would move as they lay out. Lay them all out first:
// the click runs before the jump, which then lands exactly (scrollToSection does the same after
// hydration).
// A link in the side menu, followed before the page's code has come, closes the menu too.
addEventListener('click', (event) => {
  if (document.documentElement.dataset.hydrated) return;
  const link = event.target instanceof Element && event.target.closest('a[href^="#"]');
  if (!link) return;
  layOutBelowTheFold(document);
  link.closest('dialog')?.close();
});
let partCodeAsked = false;
answerEarlyTaps(window, () => {
  start();
  if (!partCodeAsked) preload(__PART_CODE__);
  partCodeAsked = true;
});
layOutAllWhenRestoring(window);
holdPlaceOnFirstJump(window);
