import type { ClassNameMap } from '../class-names/class-name-map.ts';
import { bootScript } from './boot-script.ts';
import type { BuiltAssets } from './built-assets.ts';
import { neededFaces } from './web-font-faces.ts';
import { PAGE_STYLESHEET_ID } from '../../src/app/page-stylesheet-id.ts';

/**
 * Turns Vite's index.html (already holding the prerendered page) into what visitors get: the
 * module tag and module preloads Vite wrote are dropped — fetched before the first paint they
 * delay it — and the inline boot script loads the entry after that paint instead (the entry then
 * loads the font's faces, which the boot script holds).
 * Without JavaScript the font's stylesheet still comes, through <noscript>. The stylesheet link
 * Vite wrote in <head> becomes the first screen's rules, inline: the page links its stylesheet
 * after the hero (src/app/page-stylesheet.tsx).
 */
export async function finishPage(html: string, assets: BuiltAssets, classNames: ClassNameMap, firstScreenCss: string): Promise<string> {
  if (!html.includes('<!--boot-->')) throw new Error('index.html has lost its <!--boot--> marker');
  const entryTag = new RegExp(`<script type="module"[^>]*\\ssrc="${assets.entry}"[^>]*></script>\\s*`);
  if (!entryTag.test(html)) throw new Error(`index.html does not load ${assets.entry} as a module`);
  const stylesheetTag = new RegExp(`<link rel="stylesheet"[^>]*\\shref="${assets.stylesheet}"[^>]*>`);
  if (!stylesheetTag.test(html)) throw new Error(`index.html does not link ${assets.stylesheet}`);
  const boot = [
    // No contentful frame before the parser has read the hero in whole (up to the link
    // criticalCss ends the first screen at): a hero drawn in part would move as the rest comes.
    // Chromium holds the first paint for it (`rel="expect"`), WebKit drew no such frame; Firefox
    // has no such hold and drew a hero read in part ~500 ms early with the HTML arriving slowly,
    // so there the page stays unseen until that link exists. Firefox alone (`-moz-appearance`):
    // Chromium did not always draw again when the link came (:has on the root, parser held).
    `<style>${firstScreenCss}@supports (-moz-appearance:none){:root:not(:has(#${PAGE_STYLESHEET_ID})) body{visibility:hidden}}</style>`,
    `<link rel="expect" href="#${PAGE_STYLESHEET_ID}" blocking="render" />`,
    // Text typed in other scripts than the page's (Cyrillic, Greek…) shows in the fallback;
    // without JavaScript the stylesheet below brings every face.
    `<script>${await bootScript(assets, neededFaces(assets.fontsCss, html), classNames)}</script>`,
    `<noscript><link rel="stylesheet" href="${assets.fonts}" /></noscript>`,
  ].join('\n    ');
  return (
    html
      .replace(entryTag, '')
      .replace(stylesheetTag, '')
      // index.html's notes to the developer (React's own markers, <!--$--> and <!-- -->, stay).
      .replace(/<!--\n[\s\S]*?-->\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace('<!--boot-->', () => boot)
  );
}
