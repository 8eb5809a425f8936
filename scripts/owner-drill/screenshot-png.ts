import sharp from 'sharp';

/**
 * A PNG like the screenshot an owner takes of a project in a browser: 2400 × 1500, a top bar,
 * panels, lines of "text" and a photo (noise, which PNG cannot squeeze), ~1.5–2 MB in all.
 */
export async function screenshotPng(seed = 7): Promise<Buffer> {
  const width = 2400;
  const height = 1500;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 255;
  const inside = (x: number, y: number, left: number, top: number, w: number, h: number) =>
    x >= left && x < left + w && y >= top && y < top + h;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      let rgb = [246, 247, 251];
      if (y < 120) rgb = [79, 70, 229];
      else if (inside(x, y, 120, 220, 1000, 700)) rgb = [random(), random() * 0.8, random() * 0.6];
      else if (inside(x, y, 1240, 220, 1040, 1180))
        rgb = (y - 240) % 60 < 18 && x > 1300 && x < 2200 - ((y * 7) % 300) ? [71, 85, 105] : [255, 255, 255];
      else if (inside(x, y, 120, 980, 1000, 420)) rgb = (y - 1000) % 50 < 14 && x > 160 && x < 1000 ? [148, 163, 184] : [255, 255, 255];
      pixels[at] = rgb[0]!;
      pixels[at + 1] = rgb[1]!;
      pixels[at + 2] = rgb[2]!;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
