// Real pictures for the image tests, made by sharp: a screenshot-like PNG (flat panels, text-like
// stripes and a photo) of a chosen size, deterministic so a failure reproduces.
import sharp from 'sharp';

/** A picture `width`×`height` whose lower part is noise (a photo's worth of detail), the rest flat panels. */
export async function screenshotPng(width: number, height: number, { seed = 1, noise = 0.4 } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  const random = () => ((state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff) >> 16) & 255;
  const noiseFrom = Math.round(height * (1 - noise));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const panel = y < height / 10 ? [30, 64, 175] : (x >> 6) % 5 === 0 && (y >> 3) % 3 === 0 ? [40, 40, 40] : [245, 247, 250];
      const value = y >= noiseFrom ? [random(), random(), random()] : panel;
      pixels.set(value, i);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
