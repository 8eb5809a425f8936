// The CV's look: the site's palette and type (Manrope), embedded so the PDF reads the same everywhere.
import { brand, manropeFont, type ManropeWeight } from '../brand/brand.ts';

export const colors = {
  fg: brand.fg,
  body: '#334155',
  muted: '#64748b',
  border: '#e2e8f0',
  chip: '#f1f5f9',
  accent: brand.accent,
  white: brand.white,
} as const;

/** A4 in points, with generous margins and a two-column grid (main story left, facts right). */
export const page = {
  width: 595.28,
  height: 841.89,
  marginX: 50,
  top: 50,
  bottom: 56,
  gutter: 30,
  sideWidth: 158,
} as const;

export const mainWidth = page.width - 2 * page.marginX - page.gutter - page.sideWidth;
export const sideX = page.width - page.marginX - page.sideWidth;

export type FontName = 'regular' | 'semibold' | 'bold' | 'heavy';

const weights: Record<FontName, ManropeWeight> = { regular: 400, semibold: 600, bold: 700, heavy: 800 };

/** pdfkit cannot fall back per glyph, so a text outside the latin subset is an error (see missingGlyphs). */
export function fontData(name: FontName): Buffer {
  return manropeFont(weights[name]);
}

export const fontNames = Object.keys(weights) as FontName[];

/** What pdfkit knows of the current face (metrics in thousandths of the font size). */
interface EmbeddedFace {
  ascender: number;
  capHeight: number;
  font: { hasGlyphForCodePoint(codePoint: number): boolean };
}

function currentFace(doc: PDFKit.PDFDocument): EmbeddedFace {
  // pdfkit keeps the current face in `_font` (its fontkit font in `.font`) with no public accessor.
  const face = (doc as unknown as { _font?: EmbeddedFace })._font;
  if (!face?.font) throw new Error('No embedded font selected');
  return face;
}

/** Characters of `text` the document's current font cannot draw (they would print as boxes). */
export function missingGlyphs(doc: PDFKit.PDFDocument, text: string): string[] {
  const { font } = currentFace(doc);
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/.test(char)) continue;
    if (!font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.add(char);
  }
  return [...missing];
}

/**
 * The `y` to give doc.text() so capital letters sit optically centred in a box: pdfkit places the
 * ascender line at `y`, and Manrope's ascender is much taller than its capitals.
 */
export function capCentredY(doc: PDFKit.PDFDocument, size: number, boxY: number, boxHeight: number): number {
  const { ascender, capHeight } = currentFace(doc);
  const baseline = boxY + (boxHeight + (capHeight * size) / 1000) / 2;
  return baseline - (ascender * size) / 1000;
}
