// `npx tsx scripts/generate-brand-icons.ts [publicDir]`: favicons, the iOS home-screen icon and the
// Open Graph card, drawn from profile.initials / name / title / location. Outputs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { profile, services } from '../content/index.ts';
import { icoFromPngs } from './brand/ico.ts';
import { monogramSvg } from './brand/monogram.ts';
import { OG_HEIGHT, OG_WIDTH, ogCardSvg } from './brand/og-card.ts';
import { oneDecimalText } from '../src/lib/decimal-text.ts';

/** PNG with the strongest lossless compression and no metadata, so re-runs give identical bytes. */
async function png(
  svg: string,
  size: { width: number; height: number },
  svgWidth: number,
  { opaque = false, palette = false } = {},
): Promise<Buffer> {
  // librsvg rasterises at 72 dpi × density / 72: scale so the vector is drawn at the target size
  // (never drawn small and upscaled into blur).
  const density = (72 * size.width) / svgWidth;
  const image = sharp(Buffer.from(svg), { density }).resize(size.width, size.height);
  // Opaque images drop the alpha channel: smaller, and iOS wants home-screen icons without one.
  // A palette of 16 colours draws a two-colour icon at 32 px with no visible loss, in half the bytes.
  const options = palette ? { palette: true, colours: 16, effort: 10 } : { adaptiveFiltering: true };
  return (opaque ? image.removeAlpha() : image).png({ compressionLevel: 9, ...options }).toBuffer();
}

/** The tab icon, drawn as outlines (no font on any machine can change it): the source of every favicon. */
export const tabIconSvg = () => monogramSvg(profile.initials, { radius: 0.22 });

export interface BrandFile {
  /** Path inside public/. */
  file: string;
  data: Buffer;
}

/** Every brand asset, rendered in memory (the test compares them with the committed files). */
export async function renderBrandAssets(): Promise<BrandFile[]> {
  const tab = tabIconSvg();
  // iOS rounds home-screen icons itself and shows transparent corners as black: a full square.
  const homeScreen = monogramSvg(profile.initials, { radius: 0, capShare: 0.42 });
  const square = (side: number) => ({ width: side, height: side });

  const outputs: [string, Buffer][] = [
    // Inlined into every page as a data: URI: every byte counts in the first round trip.
    ['favicon-32.png', await png(tab, square(32), 64, { palette: true })],
    [
      'favicon.ico',
      icoFromPngs([
        { size: 16, png: await png(tab, square(16), 64) },
        { size: 32, png: await png(tab, square(32), 64) },
        { size: 48, png: await png(tab, square(48), 64) },
      ]),
    ],
    ['apple-touch-icon.png', await png(homeScreen, square(180), 64, { opaque: true })],
    ['assets/og-image.png', await png(ogCardSvg(profile, services), { width: OG_WIDTH, height: OG_HEIGHT }, OG_WIDTH, { opaque: true })],
  ];
  return outputs.map(([file, data]) => ({ file, data }));
}

export async function generateBrandIcons(publicDir: string): Promise<{ file: string; bytes: number }[]> {
  const written: { file: string; bytes: number }[] = [];
  for (const { file, data } of await renderBrandAssets()) {
    const target = path.join(publicDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    written.push({ file, bytes: data.length });
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const publicDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'public'));
  for (const { file, bytes } of await generateBrandIcons(publicDir)) {
    console.log(`Escrito ${path.relative(process.cwd(), path.join(publicDir, file))} (${oneDecimalText(bytes / 1024)} kB)`);
  }
}
