import sharp from 'sharp';

const WIDTH = 40;
const HEIGHT = 27;

/** Bands of a simplified flag: orientation and [colour, relative size] pairs. */
export interface FlagBands {
  height: number;
  direction: 'horizontal' | 'vertical';
  bands: [string, number][];
}

// Colours flags are mostly made of. No country's real flag is drawn: a test needs an image that
// arrives and decodes, and a screenshot one that differs from its neighbour's.
const COLOURS = ['#d52b1e', '#ffffff', '#0038a8', '#006847', '#f1bf00', '#74acdf', '#000000', '#ce1126'];

/** Three bands picked by the code's letters, the same for a code every time; never two alike side by side. */
export function flagBandsFor(code: string): FlagBands {
  const [a = 0, b = 0] = [...code.toLowerCase()].map((letter) => letter.charCodeAt(0));
  const first = a % COLOURS.length;
  // An offset of 1 to length − 1 from the band before: never the same colour twice in a row.
  const next = (from: number, by: number) => (from + 1 + (by % (COLOURS.length - 1))) % COLOURS.length;
  const second = next(first, b);
  return {
    height: HEIGHT,
    direction: (a + b) % 3 === 0 ? 'vertical' : 'horizontal',
    bands: [
      [COLOURS[first]!, 1],
      [COLOURS[second]!, 1 + ((a + b) % 2)],
      [COLOURS[next(second, a + b)]!, 1],
    ],
  };
}

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
