// The page's one inline script, bundled into index.html at build time (scripts/html/boot-script.ts)
// and allowed by the CSP through its SHA-256 hash. It runs in <head>, before the first paint:
//  1. the theme, from the same rules as the theme store (no flash of the wrong theme);
//  2. the `js` class, so CSS can tell a page whose scripts run from one read without them;
//  3. after the first paint, the whole stylesheet (the HTML carries only the first screen's
//     rules), the web font and the hydration module (tried again if lost). Fetched any earlier,
//     they compete with the first paint for the phone's bandwidth and delay it;
//  4. jumps that land where they aim although the parts below the fold are not laid out yet.
import {
  holdPlace,
  holdPlaceOnFirstJump,
  layOutAllWhenRestoring,
  layOutBelowTheFold,
  startsBelowTheTop,
} from '../lib/lay-out-below-the-fold';
import { retry } from '../lib/retry';
import { markScriptedPage } from './scripted-page';
import { holdWebFont, switchToWebFont } from './web-font';

declare const __ENTRY_URL__: string;
declare const __STYLESHEET_URL__: string;
/** The web font's faces the page's text needs (scripts/html/web-font-faces.ts). */
declare const __FONT_FACES__: readonly { family: string; source: string; descriptors: FontFaceDescriptors }[];

markScriptedPage(window);
const fontFaces = __FONT_FACES__.map(({ family, source, descriptors }) => new FontFace(family, source, descriptors));
holdWebFont(document, fontFaces);

let stylesheetAdded = false;
/**
 * The rules the HTML does not carry (it inlines the first screen's). A visit that starts lower
 * (a reload, a link to a section) waits for them before its first paint: its first screen is
 * not the one inlined. Otherwise they come after that paint. At the top of the page they change
 * nothing on screen (a test holds the first screen to that), so they apply as they arrive. A
 * visitor already further down (a link to a text fragment scrolls there) gets them as a print
 * stylesheet switched on once in, their place held in the same task. The switch makes the
 * browser style and lay out more of the page than an arrival does (measured: 130–190 ms against
 * 40–80 at 4× CPU), so the top, where visits start, is spared it.
 */
function addStylesheet(beforeFirstPaint: boolean) {
  if (stylesheetAdded) return;
  stylesheetAdded = true;
  const add = () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: __STYLESHEET_URL__ });
    if (beforeFirstPaint) link.setAttribute('blocking', 'render');
    if (beforeFirstPaint || scrollY === 0) return appendToHead(link);
    link.media = 'print';
    const middle = () => document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return appendToHead(link).then(() => holdPlace(window, middle(), () => (link.media = 'all')));
  };
  // A lost request would leave the page without these rules for good: try again a few times.
  retry(add).catch(() => console.error(`No se pudo cargar ${__STYLESHEET_URL__}: la página queda sin estilos más abajo`));
}
if (startsBelowTheTop(window)) addStylesheet(true);

let started = false;
function start() {
  if (started) return;
  started = true;
  addStylesheet(false);
  void switchToWebFont(document, fontFaces);
  const entry = () => Object.assign(document.createElement('script'), { type: 'module', src: __ENTRY_URL__ });
  retry(() => appendToHead(entry())).catch(() => console.error(`No se pudo cargar ${__ENTRY_URL__}: la página queda sin interacción`));
}

/** Settles when the element's resource has arrived (and, for a script, run), or has failed to. */
function appendToHead(element: HTMLLinkElement | HTMLScriptElement): Promise<unknown> {
  return new Promise((resolve, reject) => {
    element.onload = resolve;
    element.onerror = () => {
      element.remove();
      reject(new Error(`No llegó ${element instanceof HTMLLinkElement ? element.href : element.src}`));
    };
    document.head.append(element);
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
addEventListener('click', (event) => {
  if (document.documentElement.dataset.hydrated) return;
  if (!(event.target instanceof Element) || !event.target.closest('a[href^="#"]')) return;
  layOutBelowTheFold(document);
});
layOutAllWhenRestoring(window);
holdPlaceOnFirstJump(window);
