// A real picture of a project (content/images/<id>.png|jpg|jpeg|webp, or the file its `image`
// names) becomes a cover like the illustrated ones: AVIF, WebP and JPEG at the same two widths,
// in the picture's own proportions, which the page reads back (SCREENSHOT_SIZES) for the
// width and height that keep the card from moving when the file arrives.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { coverWidths, type CoverSize } from '../../src/sections/projects/project-cover.ts';
import { encodeCovers, type CoverOutput } from './cover-encoders.ts';

/** A phone's or a browser's screenshot is 1–3 MB; past this it is a photo to crop first. */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
const SMALLEST_WIDTH = Math.min(...coverWidths);

/** A picture that cannot become a cover: the message, in Spanish, names the file and the fix. */
export class ScreenshotError extends Error {
  override name = 'ScreenshotError';
}

export interface ScreenshotCovers {
  /** The cover's size at the widest width: what the page's <img> says. */
  size: CoverSize;
  /** The source's SHA-256: the covers are remade when it changes. */
  sha256: string;
  outputs: CoverOutput[];
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `file` is the path shown to the owner (from the project's folder), `full` where it is read. */
export async function screenshotCovers(id: string, file: string, full: string): Promise<ScreenshotCovers> {
  const bytes = await stat(full).then(
    (found) => found.size,
    () => {
      throw new ScreenshotError(`${file} no existe; cópiala allí o corrige la ruta en content/projects.ts.`);
    },
  );
  if (bytes > MAX_SOURCE_BYTES)
    throw new ScreenshotError(
      `${file} pesa ${(bytes / 1024 / 1024).toFixed(1)} MB; el máximo es 10 MB: guárdala más chica (por ejemplo como JPEG) o recórtala.`,
    );
  const source = await readFile(full);
  const meta = await sharp(source)
    .metadata()
    .catch(() => {
      throw new ScreenshotError(`${file} no se puede leer como imagen; guárdala de nuevo como PNG, JPEG o WebP.`);
    });
  // A phone's photo may be stored sideways with an orientation tag: measure it as it is seen.
  const { width, height } = meta.autoOrient;
  if (width < SMALLEST_WIDTH)
    throw new ScreenshotError(`${file} mide ${width} px de ancho; hace falta al menos ${SMALLEST_WIDTH} px: usa una captura más grande.`);
  const outputs = await encodeCovers(id, source, width, height);
  const widest = Math.max(...coverWidths);
  return { size: { width: widest, height: Math.round((height * widest) / width) }, sha256: sha256(source), outputs };
}

/** For the command line and the build: a picture it cannot use ends the run with its message alone. */
export function exitOnScreenshotError(error: unknown): never {
  if (!(error instanceof ScreenshotError)) throw error;
  console.error(error.message);
  process.exit(1);
}
