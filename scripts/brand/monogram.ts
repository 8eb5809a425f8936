// The "LF" monogram (profile.initials): white Manrope ExtraBold on the site's indigo.
import { brand } from './brand.ts';
import { outlineText, textPath } from './glyph-outlines.ts';

export interface MonogramOptions {
  /** Corner radius as a share of the side: rounded for tabs, 0 for iOS (it rounds icons itself). */
  radius: number;
  /** Capital height as a share of the side: big enough to read at 16 px. */
  capShare?: number;
}

/** A square SVG of side 64, in outlines only: it renders the same in every browser and in sharp. */
export function monogramSvg(initials: string, { radius, capShare = 0.5 }: MonogramOptions): string {
  const side = 64;
  // Manrope's capitals are 72 % of its size. Letters are spaced a little wider than text would be
  // so that at 16 px they stay apart by a whole pixel instead of merging.
  const tracking = 0.04;
  let outline = outlineText(initials, { weight: 800, size: (side * capShare) / 0.72, tracking });
  const maxWidth = side * 0.8;
  if (outline.width > maxWidth) {
    // Three or more initials: shrink to fit rather than touch the edges.
    outline = outlineText(initials, { weight: 800, size: ((side * capShare) / 0.72) * (maxWidth / outline.width), tracking });
  }
  const baseline = side / 2 + outline.capHeight / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side}" height="${side}">`,
    `<rect width="${side}" height="${side}" rx="${side * radius}" fill="${brand.accent}"/>`,
    textPath(outline, side / 2, baseline, brand.white, 'ink-middle'),
    '</svg>',
    '',
  ].join('\n');
}
