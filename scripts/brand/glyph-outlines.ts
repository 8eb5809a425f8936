// Text as SVG paths, so the favicon and the social card look the same on any machine: no system
// font, no @font-face, nothing for librsvg or a browser to substitute.
import { create, type Font } from 'fontkit';
import { manropeFont, type ManropeWeight } from './brand.ts';

// fontkit reads the glyph outlines (the same font engine pdfkit uses for the CV).
function openFont(data: Buffer): Font {
  const font = create(data);
  if ('fonts' in font) throw new Error('Se esperaba una fuente, no una colección');
  return font;
}

const fonts = new Map<ManropeWeight, Font>();

export function manrope(weight: ManropeWeight): Font {
  let font = fonts.get(weight);
  if (!font) {
    font = openFont(manropeFont(weight));
    fonts.set(weight, font);
  }
  return font;
}

export interface TextOutline {
  /** SVG path data, coordinates rounded to 0.01 so the output is small and stable. */
  d: string;
  width: number;
  /** Height of a capital letter at this size: what optical centring uses. */
  capHeight: number;
  /** Horizontal extent of the ink (advance widths include side bearings, the eye does not). */
  inkLeft: number;
  inkRight: number;
}

export interface OutlineOptions {
  weight: ManropeWeight;
  size: number;
  /** Extra space between letters, in em (negative tightens, as display type wants). */
  tracking?: number;
}

/** The outline of `text` with its baseline at y = 0 and its start at x = 0. */
export function outlineText(text: string, { weight, size, tracking = 0 }: OutlineOptions): TextOutline {
  const font = manrope(weight);
  const missing = [...text].filter((c) => !/\s/.test(c) && !font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0));
  if (missing.length > 0) throw new Error(`Manrope (latin) has no glyph for ${missing.join(' ')} in "${text}"`);
  const scale = size / font.unitsPerEm;
  const { glyphs, positions } = font.layout(text);
  let pen = 0;
  const parts: string[] = [];
  glyphs.forEach((glyph, i) => {
    const pos = positions[i] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
    parts.push(
      glyph.path
        .scale(scale, -scale)
        .translate(pen + pos.xOffset * scale, -pos.yOffset * scale)
        .toSVG(),
    );
    pen += pos.xAdvance * scale + (i < glyphs.length - 1 ? tracking * size : 0);
  });
  const d = parts.join('').replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (n) => String(Math.round(Number(n) * 100) / 100 || 0));
  // fontkit writes only M/L/Q/C/Z with x,y pairs, so every even number is an x (control points
  // included: close enough for centring).
  const xs = (d.match(/-?[\d.]+/g) ?? []).map(Number).filter((_, i) => i % 2 === 0);
  const inkLeft = xs.length ? Math.min(...xs) : 0;
  const inkRight = xs.length ? Math.max(...xs) : 0;
  return { d, width: pen, capHeight: font.capHeight * scale, inkLeft, inkRight };
}

/** A <path> placing an outline at (x, baseline), aligned by its start, middle or end. */
export function textPath(
  outline: TextOutline,
  x: number,
  baseline: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' | 'ink-middle' = 'start',
): string {
  const left = {
    start: x,
    middle: x - outline.width / 2,
    end: x - outline.width,
    // Centred on what is drawn: a monogram in a square must look centred, not measure centred.
    'ink-middle': x - (outline.inkLeft + outline.inkRight) / 2,
  }[anchor];
  const tx = Math.round(left * 100) / 100;
  const ty = Math.round(baseline * 100) / 100;
  return `<path transform="translate(${tx} ${ty})" fill="${fill}" d="${outline.d}"/>`;
}
