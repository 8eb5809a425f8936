import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../content/index.ts';
import { icoFromPngs } from '../brand/ico.ts';
import { monogramSvg } from '../brand/monogram.ts';
import { outlineText } from '../brand/glyph-outlines.ts';
import { renderBrandAssets, tabIconSvg, type BrandFile } from '../generate-brand-icons.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');
let assets: BrandFile[];

const asset = (file: string) => {
  const found = assets.find((a) => a.file === file);
  if (!found) throw new Error(`missing ${file}`);
  return found.data;
};

/** The PNG images in a file: itself, or those inside an .ico (see ico.ts for the layout). */
function rasterImages(file: string, data: Buffer): Buffer[] {
  if (!file.endsWith('.ico')) return [data];
  const ico = data;
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const offset = ico.readUInt32LE(entry + 12);
    return ico.subarray(offset, offset + ico.readUInt32LE(entry + 8));
  });
}

/** Mean absolute difference per channel (0-255); Infinity when the sizes differ. */
async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).raw().toBuffer({ resolveWithObject: true })));
  if (!x || !y || x.info.width !== y.info.width || x.info.height !== y.info.height || x.info.channels !== y.info.channels) return Infinity;
  let sum = 0;
  for (let i = 0; i < x.data.length; i += 1) sum += Math.abs(x.data[i]! - y.data[i]!);
  return sum / x.data.length;
}

beforeAll(async () => {
  assets = await renderBrandAssets();
});

describe('brand assets', () => {
  it('draws the favicon as outlines, so no font on the visitor machine can change it', () => {
    const svg = tabIconSvg();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64"/);
    expect(svg).not.toMatch(/<text|font-family|@font-face/);
    expect(svg).toContain('fill="#4f46e5"');
  });

  it('renders every PNG at its required size', async () => {
    const sizes: Record<string, [number, number]> = {
      'favicon-32.png': [32, 32],
      'apple-touch-icon.png': [180, 180],
      'assets/og-image.png': [1200, 630],
    };
    for (const [file, [width, height]] of Object.entries(sizes)) {
      const meta = await sharp(asset(file)).metadata();
      expect([file, meta.format, meta.width, meta.height]).toEqual([file, 'png', width, height]);
    }
    expect((await sharp(asset('apple-touch-icon.png')).metadata()).hasAlpha).toBe(false);
  });

  it('puts real ink on the icon: the initials are white on indigo', async () => {
    const { data, info } = await sharp(asset('favicon-32.png')).raw().toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) white += 1;
    expect(white).toBeGreaterThan(40);
    expect(white).toBeLessThan(32 * 32 * 0.5);
  });

  it('matches the committed files (regenerate with `npx tsx scripts/generate-brand-icons.ts`)', async () => {
    for (const { file, data } of assets) {
      const committed = await readFile(path.join(publicDir, file));
      // Compared by pixels, with a hair of tolerance: another CPU's SIMD path or zlib
      // build may encode or antialias the same picture a little differently.
      const before = rasterImages(file, committed);
      const after = rasterImages(file, data);
      expect(before.length, file).toBe(after.length);
      for (const [i, image] of before.entries()) {
        expect(await pixelDifference(image, after[i]!), `${file} is stale`).toBeLessThan(0.5);
      }
    }
  });
});

describe('brand helpers', () => {
  it('outlines Spanish text and refuses characters the font lacks', () => {
    const outline = outlineText('¿Añoranza? ¡Sí!', { weight: 600, size: 20 });
    expect(outline.width).toBeGreaterThan(100);
    expect(outline.d).toMatch(/^M/);
    expect(() => outlineText('→', { weight: 600, size: 20 })).toThrow(/no glyph/);
  });

  it('keeps long initials inside the square', () => {
    for (const initials of [profile.initials, 'MWMW']) {
      const svg = monogramSvg(initials, { radius: 0.2 });
      const tx = Number(svg.match(/translate\(([-\d.]+)/)?.[1]);
      const d = svg.match(/ d="([^"]+)"/)?.[1] ?? '';
      const xs = (d.match(/-?[\d.]+/g) ?? [])
        .map(Number)
        .filter((_, i) => i % 2 === 0)
        .map((x) => x + tx);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(4);
      expect(Math.max(...xs)).toBeLessThanOrEqual(60);
    }
  });

  it('writes a valid ICO directory', () => {
    const png = Buffer.from('89504e47', 'hex');
    const ico = icoFromPngs([
      { size: 16, png },
      { size: 32, png },
    ]);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect(ico.readUInt8(6 + 16)).toBe(32);
    expect(ico.readUInt32LE(6 + 16 + 12)).toBe(6 + 32 + 4);
  });
});
