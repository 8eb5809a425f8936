/** One @font-face of the web font's stylesheet, as the FontFace constructor takes it. */
export interface WebFontFace {
  family: string;
  /** The rule's `src`, as written (FontFace takes a CSS src value). */
  source: string;
  descriptors: { style?: string; weight?: string; display?: string; unicodeRange?: string };
}

/**
 * The faces of the web font's built stylesheet (src/styles/fonts.css), for the boot script to
 * bring in with the FontFace API (src/boot/web-font.ts): it puts them in the page's font set
 * before the first paint; the page's code, once run, loads them and moves the text onto them a
 * region at a time.
 * Inserting the stylesheet instead lays the whole first screen out twice (when the rules arrive,
 * and when the font does), and each is a long task on a phone.
 */
export function webFontFaces(css: string): WebFontFace[] {
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const declarations = new Map(
      body!
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([name, value]) => name && value)
        .map(([name, value]) => [name!, value!]),
    );
    const family = declarations.get('font-family')?.replace(/^(['"])(.*)\1$/, '$2');
    const source = declarations.get('src');
    if (!family || !source) throw new Error(`A web font face without font-family or src: ${body}`);
    const descriptors = {
      style: declarations.get('font-style'),
      weight: declarations.get('font-weight'),
      display: declarations.get('font-display'),
      unicodeRange: declarations.get('unicode-range'),
    };
    return { family, source, descriptors };
  });
  if (faces.length === 0) throw new Error('The web font stylesheet has no @font-face');
  return faces;
}

/**
 * The faces whose unicode-range holds a character of `pageText` (the finished HTML: its markup is
 * ASCII, which the basic Latin face covers anyway). Only these go into the inline script: each
 * face costs every visitor ~60 bytes of the first round trip.
 */
export function neededFaces(css: string, pageText: string): WebFontFace[] {
  const codePoints = [...new Set([...pageText].map((char) => char.codePointAt(0)!))];
  const needed = webFontFaces(css).filter(
    ({ descriptors: { unicodeRange } }) =>
      unicodeRange === undefined || unicodeRanges(unicodeRange).some(([from, to]) => codePoints.some((c) => c >= from && c <= to)),
  );
  if (needed.length === 0) throw new Error('No web font face covers the page text');
  return needed;
}

/** `U+0-7F, U+0460-052F, U+4??` → inclusive [from, to] pairs (CSS Fonts 4, unicode-range). */
export function unicodeRanges(value: string): [number, number][] {
  return value.split(',').map((range) => {
    const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(range.trim());
    if (!match) throw new Error(`Not a unicode-range: ${range}`);
    const [, start, end] = match;
    if (end) return [parseInt(start!, 16), parseInt(end, 16)];
    return [parseInt(start!.replaceAll('?', '0'), 16), parseInt(start!.replaceAll('?', 'F'), 16)];
  });
}
