// A tiny layout engine over pdfkit: measured text and blocks that flow down a column onto as many
// pages as they need. Page margins are zero and every position is explicit, so pdfkit never
// breaks a page on its own behind our back.
import { capCentredY, colors, missingGlyphs, page, type FontName } from './cv-style.ts';

export interface TextStyle {
  font: FontName;
  size: number;
  color?: string;
  lineGap?: number;
  characterSpacing?: number;
  align?: 'left' | 'right' | 'center';
  link?: string;
  /** Structure role for screen readers: H1-H3, P (default) or Link; Artifact for page furniture. */
  tag?: 'H1' | 'H2' | 'H3' | 'P' | 'Link' | 'Artifact';
}

// The tagged-PDF structure root of each document: text joins it in drawing order (the reading
// order), so main column comes before the sidebar whatever their positions on the page.
const structureRoots = new WeakMap<PDFKit.PDFDocument, PDFKit.PDFStructureElement>();

export function startTagging(doc: PDFKit.PDFDocument): void {
  const root = doc.struct('Document');
  doc.addStructure(root);
  structureRoots.set(doc, root);
}

export function endTagging(doc: PDFKit.PDFDocument): void {
  structureRoots.get(doc)?.end();
}

/** Decoration (rules, pills, dots, footers) that assistive technology should skip. */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

function apply(doc: PDFKit.PDFDocument, text: string, style: TextStyle): PDFKit.Mixins.TextOptions {
  doc.font(style.font).fontSize(style.size);
  const missing = missingGlyphs(doc, text);
  if (missing.length > 0) {
    throw new Error(`The ${style.font} CV font has no glyph for ${missing.join(' ')} (in "${text}"): add its subset to cv-style.ts`);
  }
  return { lineGap: style.lineGap ?? 0, characterSpacing: style.characterSpacing ?? 0, align: style.align ?? 'left' };
}

export function textHeight(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): number {
  return doc.heightOfString(text, { ...apply(doc, text, style), width });
}

export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return doc.widthOfString(text, apply(doc, text, style));
}

export function drawText(doc: PDFKit.PDFDocument, text: string, style: TextStyle, x: number, y: number, width: number): void {
  const options = apply(doc, text, style);
  const paint = () => {
    doc.fillColor(style.color ?? colors.fg);
    doc.text(text, x, y, { ...options, width, ...(style.link ? { link: style.link, underline: false } : {}) });
  };
  const root = structureRoots.get(doc);
  const tag = style.tag ?? (style.link ? 'Link' : 'P');
  if (!root) paint();
  else if (tag === 'Artifact') artifact(doc, paint, 'Pagination');
  else root.add(doc.struct(tag, {}, paint));
}

/** One line of text centred horizontally and (by its capitals) vertically in a box. */
export function drawCentredLine(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  box: { x: number; y: number; width: number; height: number },
): void {
  apply(doc, text, style);
  const y = capCentredY(doc, style.size, box.y, box.height);
  drawText(doc, text, { ...style, align: 'center' }, box.x, y, box.width);
}

/** Something drawn at a measured height; it is never split across pages. */
export interface Block {
  height(width: number): number;
  draw(x: number, y: number, width: number): void;
}

/** Measuring text is pdfkit's slowest call and nested stacks ask again and again: remember it. */
export function measured(block: Block): Block {
  const heights = new Map<number, number>();
  return {
    height(width) {
      let height = heights.get(width);
      if (height === undefined) {
        height = block.height(width);
        heights.set(width, height);
      }
      return height;
    },
    draw: (x, y, width) => block.draw(x, y, width),
  };
}

/** Blocks stacked with fixed gaps, kept together (a heading never ends a page alone). */
export function stack(blocks: Block[], gap: number): Block {
  return measured({
    height: (width) => blocks.reduce((sum, b, i) => sum + b.height(width) + (i > 0 ? gap : 0), 0),
    draw(x, y, width) {
      let top = y;
      for (const block of blocks) {
        block.draw(x, top, width);
        top += block.height(width) + gap;
      }
    },
  });
}

export function textBlock(doc: PDFKit.PDFDocument, text: string, style: TextStyle): Block {
  return measured({
    height: (width) => textHeight(doc, text, style, width),
    draw: (x, y, width) => drawText(doc, text, style, x, y, width),
  });
}

export const spacer = (size: number): Block => ({ height: () => size, draw: () => {} });

/** One column of one or more pages; `firstTop` leaves room for the header on page one. */
export class ColumnFlow {
  private pageIndex = 0;
  private y: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly x: number,
    private readonly width: number,
    firstTop: number,
  ) {
    this.y = firstTop;
  }

  add(block: Block, gapAfter = 0): void {
    const height = block.height(this.width);
    if (this.y + height > page.height - page.bottom) {
      this.pageIndex += 1;
      this.y = page.top;
    }
    while (this.doc.bufferedPageRange().count <= this.pageIndex) this.doc.addPage();
    this.doc.switchToPage(this.pageIndex);
    block.draw(this.x, this.y, this.width);
    this.y += height + gapAfter;
  }
}
