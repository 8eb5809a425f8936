// The downloadable CV follows the content without a step of its own: the build draws it again
// and writes public/assets/cv.pdf when what it says changed. Edited without `npm run generate`,
// the e-mail a visitor read in the CV was the old one while the page showed the new one.
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { renderCv } from '../generate-cv.ts';

/**
 * The PDF with every Flate stream inflated and the byte offsets (lengths, xref) dropped: two files
 * that say the same thing compare equal even when another zlib build compressed them differently.
 */
export function normalizedPdf(pdf: Buffer): string {
  return pdf
    .toString('latin1')
    .replace(/stream\n([\s\S]*?)\nendstream/g, (match, data: string) => {
      try {
        return `stream\n${inflateSync(Buffer.from(data, 'latin1')).toString('latin1')}\nendstream`;
      } catch {
        return match;
      }
    })
    .replace(/\/Length \d+/g, '/Length _')
    .replace(/\nxref\n[\s\S]*$/, '');
}

/**
 * Draws the CV from the current content (as `npm run generate` does, same date) and replaces
 * `cvFile` only when it says something else, so an unchanged checkout stays unchanged. Drawn in
 * `scratchDir` and moved in whole: a server reading the old file never sees half of the new.
 * Returns whether it wrote. About 0.5 s.
 */
export async function refreshCv(cvFile: string, scratchDir: string): Promise<boolean> {
  const drawn = path.join(scratchDir, `cv-${process.pid}.pdf`);
  await renderCv(drawn);
  const [fresh, current] = await Promise.all([readFile(drawn), readFile(cvFile).catch(() => null)]);
  if (current && normalizedPdf(current) === normalizedPdf(fresh)) {
    await rm(drawn);
    return false;
  }
  await rename(drawn, cvFile);
  return true;
}
