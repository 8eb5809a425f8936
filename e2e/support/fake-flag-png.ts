import sharp from 'sharp';
import type { FlagBands } from './fake-countries-data';

const WIDTH = 40;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Which band a pixel falls in, given its offset along the bands' axis. */
function bandAt(offset: number, length: number, bands: FlagBands['bands']): string {
  const total = bands.reduce((sum, [, weight]) => sum + weight, 0);
  let edge = 0;
  for (const [colour, weight] of bands) {
    edge += (weight / total) * length;
    if (offset < edge) return colour;
  }
  return bands[bands.length - 1]![0];
}

/** A real, 40 px wide PNG of coloured stripes: enough to look like a flag in screenshots. */
export async function stripedFlagPng({ height, direction, bands }: FlagBands): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const colour = direction === 'horizontal' ? bandAt(y, height, bands) : bandAt(x, WIDTH, bands);
      pixels.set(rgb(colour), (y * WIDTH + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height, channels: 3 } })
    .png()
    .toBuffer();
}
