import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshotCovers } from '../project-images/screenshot-covers.ts';
import { coverFile, coverFormats, coverWidths } from '../../src/sections/projects/project-cover.ts';
import { screenshotPng } from './helpers/test-pictures.ts';

// The owner's real pictures become covers like the illustrated ones, from files sharp makes here.
const dir = mkdtempSync(path.join(tmpdir(), 'capturas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const put = (name: string, data: Buffer) => {
  writeFileSync(path.join(dir, name), data);
  return path.join(dir, name);
};
const covers = (name: string) => screenshotCovers('demo', `content/images/${name}`, path.join(dir, name));

describe('screenshotCovers', () => {
  it('makes a large PNG screenshot into AVIF, WebP and JPEG at both widths, in its proportions, each far smaller', async () => {
    const source = await screenshotPng(2400, 1500);
    expect(source.length, 'a screenshot of a few MB').toBeGreaterThan(1_000_000);
    const shot = await covers(path.basename(put('demo.png', source)));

    expect(shot.size).toEqual({ width: 960, height: 600 });
    expect(shot.outputs.map((o) => o.file)).toEqual(coverWidths.flatMap((w) => coverFormats.map((f) => coverFile('demo', w, f))));
    for (const { file, data } of shot.outputs) {
      const meta = await sharp(data).metadata();
      const width = file.includes('-640.') ? 640 : 960;
      expect([meta.format, meta.width, meta.height], file).toEqual([
        { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[path.extname(file).slice(1)],
        width,
        (width * 1500) / 2400,
      ]);
      expect(data.length, file).toBeLessThan(source.length / 5);
    }
  });

  it('gives the same bytes for the same picture, so committed covers stay as they are', async () => {
    const file = put('repetida.png', await screenshotPng(1280, 720, { seed: 7 }));
    const [first, second] = [await covers(path.basename(file)), await covers(path.basename(file))];
    expect(second.sha256).toBe(first.sha256);
    expect(second.outputs.map((o) => o.data.equals(first.outputs.find((f) => f.file === o.file)!.data))).toEqual(Array(6).fill(true));
  });

  it('measures a phone photo stored sideways as it is seen (EXIF orientation)', async () => {
    // Stored 1600×1000 with "rotate 90°": seen 1000 wide, 1600 tall.
    const stored = await sharp(await screenshotPng(1600, 1000, { noise: 0.1 }))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const shot = await covers(path.basename(put('de-costado.jpg', stored)));
    expect(shot.size).toEqual({ width: 960, height: 1536 });
    const widest = await sharp(shot.outputs.find((o) => o.file === 'demo.jpg')!.data).metadata();
    expect([widest.width, widest.height, widest.orientation]).toEqual([960, 1536, undefined]);
  });

  it('refuses a picture over 10 MB, naming it', async () => {
    // Noise barely compresses: 1900×1900 pixels stored without compression are ~10.8 MB.
    const big = await sharp(await screenshotPng(1900, 1900, { noise: 1 }))
      .png({ compressionLevel: 0 })
      .toBuffer();
    put('enorme.png', big);
    await expect(covers('enorme.png')).rejects.toThrow(
      `content/images/enorme.png pesa ${(big.length / 1024 / 1024).toFixed(1)} MB; el máximo es 10 MB: guárdala más chica (por ejemplo como JPEG) o recórtala.`,
    );
  });

  it('refuses a picture narrower than the smallest cover, naming it', async () => {
    put('angosta.png', await screenshotPng(600, 1200, { noise: 0 }));
    await expect(covers('angosta.png')).rejects.toThrow(
      'content/images/angosta.png mide 600 px de ancho; hace falta al menos 640 px: usa una captura más grande.',
    );
  });

  it('refuses a file that is not a picture, naming it', async () => {
    put('nota.png', Buffer.from('no es una imagen'));
    await expect(covers('nota.png')).rejects.toThrow(
      'content/images/nota.png no se puede leer como imagen; guárdala de nuevo como PNG, JPEG o WebP.',
    );
  });
});
