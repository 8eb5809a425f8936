import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projects } from '../../content/projects.ts';
import { skills } from '../../content/skills.ts';
import { screenshotSource } from '../../content/project-screenshots.ts';
import { sha256 } from '../project-images/screenshot-covers.ts';
import { coverFile, coverFormats, coverSize, coverWidths, SCREENSHOT_SIZES } from '../../src/sections/projects/project-cover.ts';
import { screenshots } from '../../src/sections/projects/screenshot-sizes.ts';
import { iconThemes, skillIconFile } from '../../src/sections/skills/skill-icon.ts';

// The committed outputs of generate-skill-icons.ts and generate-project-images.ts: all there, the
// right size, and small. If this fails after a content edit, run `npm run generate`.
const root = path.resolve(import.meta.dirname, '../..');
const images = path.join(root, 'public/assets/images');

describe('generated skill icons', () => {
  it('are a 96×96 PNG of at most 4 kB for every skill, in a light and a dark version', async () => {
    for (const skill of skills) {
      for (const theme of iconThemes) {
        const file = path.join(images, 'skills', skillIconFile(skill.id, theme));
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height], file).toEqual(['png', 96, 96]);
        expect(statSync(file).size, file).toBeLessThanOrEqual(4 * 1024);
      }
    }
  });

  it('sit on a light tile for the light theme and a dark one, no brighter than a dark card, for the dark theme', async () => {
    // The tile's colour is read just inside the corner radius, where no glyph reaches.
    const tile = async (file: string) => {
      const { data } = await sharp(path.join(images, 'skills', file))
        .extract({ left: 12, top: 48, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return (0.2126 * data[0]! + 0.7152 * data[1]! + 0.0722 * data[2]!) / 255;
    };
    for (const skill of skills) {
      expect(await tile(skillIconFile(skill.id, 'light')), skill.id).toBeGreaterThan(0.8);
      expect(await tile(skillIconFile(skill.id, 'dark')), skill.id).toBeLessThan(0.3);
    }
  });
});

describe('generated project images', () => {
  it('give every project its covers in AVIF, WebP and JPEG at two widths (an illustration ≤ 60 kB, a screenshot ≤ 2 bits a pixel), and an icon', async () => {
    for (const project of projects) {
      const { width, height } = coverSize(project, screenshots);
      // A real screenshot carries text and photos, which cost more than flat shapes, and may be
      // as tall as a phone's screen: its budget is by area, 2 bits a pixel (a JPEG of a busy screen).
      const budget = (w: number) => (screenshots[project.id] ? (w * Math.round((height * w) / width)) / 4 : 60 * 1024);
      for (const w of coverWidths) {
        for (const format of coverFormats) {
          const file = path.join(images, 'projects', coverFile(project.id, w, format));
          const meta = await sharp(file).metadata();
          expect([meta.width, meta.height], file).toEqual([w, Math.round((height * w) / width)]);
          expect(statSync(file).size, file).toBeLessThanOrEqual(budget(w));
        }
      }
      const icon = await sharp(path.join(images, 'projects', `${project.id}_icon.png`)).metadata();
      expect([icon.format, icon.width, icon.height], project.id).toEqual(['png', 96, 96]);
    }
  });

  it("follow the owner's pictures: made from the picture each project has now, none from one removed", () => {
    const made = Object.fromEntries(Object.entries(screenshots).map(([id, entry]) => [id, [entry.source, entry.sha256]]));
    const now = Object.fromEntries(
      projects.flatMap((project) => {
        const source = screenshotSource(project, root);
        return source ? [[project.id, [source, sha256(readFileSync(path.join(root, source)))]]] : [];
      }),
    );
    expect(made, 'las imágenes no siguen a content/images: ejecuta npm run generate').toEqual(now);
  });

  it('leave no stale files of removed projects behind', () => {
    // The record of the real pictures lives with the covers it describes.
    const expected = new Set([
      path.basename(SCREENSHOT_SIZES),
      ...projects.flatMap((p) => [`${p.id}_icon.png`, ...coverWidths.flatMap((w) => coverFormats.map((f) => coverFile(p.id, w, f)))]),
    ]);
    expect(readdirSync(path.join(images, 'projects')).filter((file) => !expected.has(file))).toEqual([]);
  });
});
