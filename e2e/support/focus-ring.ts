import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { contrast as hexContrast, rgbToHex } from '../../scripts/art/colour.ts';

/** WCAG's contrast ratio of two sRGB colours (the generators' own). */
const contrast = (a: readonly number[], b: readonly number[]) =>
  hexContrast(rgbToHex(a as [number, number, number]), rgbToHex(b as [number, number, number]));

/**
 * The lowest contrast between a focused control's ring and the colours on either side of it
 * (WCAG 1.4.11), as drawn: from the control's centre outwards along its four axes, the run of
 * pixels in the ring's colour, and the pixel just inside and just outside that run.
 */
export async function ringContrast(control: Locator): Promise<number> {
  const colour = await control.evaluate((element) => getComputedStyle(element).outlineColor);
  // Chromium gives a hex or named colour back as rgb(); another form would need its own reading.
  if (!/^rgba?\(/.test(colour)) throw new Error(`The ring's colour is not rgb(): ${colour}`);
  const ring = colour.match(/\d+/g)!.slice(0, 3).map(Number);
  const box = (await control.boundingBox())!;
  const margin = 16;
  const clip = { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
  const png = await control.page().screenshot({ clip, animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // The screenshot's pixels per CSS pixel (1 unless the page is zoomed).
  const scale = info.width / clip.width;
  const at = (x: number, y: number) => {
    const i = (Math.round(y * scale) * info.width + Math.round(x * scale)) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const isRing = (rgb: number[]) => rgb.every((channel, i) => Math.abs(channel - ring[i]!) <= 16);
  const [cx, cy] = [clip.width / 2, clip.height / 2];
  let lowest = Infinity;
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    const reach = dx === 0 ? clip.height / 2 - 1 : clip.width / 2 - 1;
    const steps = Array.from({ length: Math.floor(reach) }, (_, step) => at(cx + dx * step, cy + dy * step));
    // The ring's run nearest the control's edge (the control's own accent, if any, is inside it).
    const edge = dx === 0 ? box.height / 2 : box.width / 2;
    const first = steps.findIndex((rgb, step) => step >= edge - 2 && isRing(rgb));
    if (first < 0) return 0; // no ring drawn on this side
    let last = first;
    while (last + 1 < steps.length && isRing(steps[last + 1]!)) last++;
    const inside = steps[first - 1]!;
    const outside = steps[last + 1] ?? steps[last]!;
    lowest = Math.min(lowest, contrast(ring, inside), contrast(ring, outside));
  }
  return lowest;
}
