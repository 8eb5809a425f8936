// How every cover is written, illustration or screenshot: the same formats, widths and settings.
import sharp, { type Sharp } from 'sharp';
import { coverFile, coverFormats, coverWidths, type CoverFormat } from '../../src/sections/projects/project-cover.ts';

// Flat shapes compress well; these settings keep every illustration far under 60 kB without
// visible banding, and a screenshot's text readable at the card's size.
const encoders: Record<CoverFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 80, effort: 6, smartSubsample: true }),
  // JPEG has no transparency: a screenshot's transparent parts turn white, as on a light card.
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 76, mozjpeg: true, progressive: true }),
};

export interface CoverOutput {
  file: string;
  data: Buffer;
}

/** The cover's files, AVIF/WebP/JPEG at each width, from a master picture `width`×`height` (oriented). */
export async function encodeCovers(id: string, master: Buffer, width: number, height: number): Promise<CoverOutput[]> {
  const outputs: CoverOutput[] = [];
  for (const w of coverWidths) {
    const h = Math.round((height * w) / width);
    for (const format of coverFormats) {
      // No metadata is kept (sharp's default): the same picture gives the same bytes, wherever it was taken.
      const data = await encoders[format](sharp(master).autoOrient().resize(w, h)).toBuffer();
      outputs.push({ file: coverFile(id, w, format), data });
    }
  }
  return outputs;
}
