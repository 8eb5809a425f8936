import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projects } from '../../content/projects.ts';
import { coverFile } from '../../src/sections/projects/project-cover.ts';
import { hasDrawnScene } from '../art/project-scenes.ts';
import { screenshots } from '../../src/sections/projects/screenshot-sizes.ts';

// The covers used to be one mockup recoloured, and recolouring fooled the eye
// of a visitor no more than it fools this measure. Each committed cover is reduced to a 24×24
// greyscale thumbnail normalised to mean 0 and deviation 1, so colour and brightness drop out
// and only the composition is left; two covers are "alike" when their thumbnails correlate.
// The old recoloured mockups scored 0.95-0.98 for their closest pairs; the drawn scenes ≤ 0.7.
const MAX_CORRELATION = 0.85;
const SIDE = 24;
const images = path.resolve(import.meta.dirname, '../../public/assets/images/projects');

const coverPath = (id: string) => path.join(images, coverFile(id, 640, 'jpg'));
// The drawn scenes only: an owner's real screenshots look like what they show, alike or not, and
// the projects an owner adds share one plain card until a scene is drawn for them.
const drawn = projects.filter((project) => !screenshots[project.id] && hasDrawnScene(project.id));

async function composition(image: string | Buffer): Promise<number[]> {
  const data = await sharp(image).greyscale().resize(SIDE, SIDE, { fit: 'fill' }).raw().toBuffer();
  const values = [...data];
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const deviation = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return values.map((v) => (v - mean) / deviation);
}

const correlation = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0) / a.length;

describe('project covers', () => {
  it('differ pairwise in composition, not only in colour', async () => {
    const thumbs = await Promise.all(drawn.map((p) => composition(coverPath(p.id))));
    const alike: string[] = [];
    for (let i = 0; i < thumbs.length; i++)
      for (let j = i + 1; j < thumbs.length; j++) {
        const r = correlation(thumbs[i]!, thumbs[j]!);
        if (r > MAX_CORRELATION) alike.push(`${drawn[i]!.id} ~ ${drawn[j]!.id}: ${r.toFixed(3)}`);
      }
    expect(alike).toEqual([]);
  });

  it('the measure sees a recoloured copy as the same picture', async () => {
    const file = coverPath(drawn[0]!.id);
    const recoloured = await sharp(file).modulate({ hue: 140, saturation: 1.4, brightness: 0.85 }).jpeg().toBuffer();
    expect(correlation(await composition(file), await composition(recoloured))).toBeGreaterThan(MAX_CORRELATION);
  });
});
