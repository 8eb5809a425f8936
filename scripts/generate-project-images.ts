// `npx tsx scripts/generate-project-images.ts`: for every project in content/projects.ts, an
// illustrated cover (drawn from its data — gradient, kind of product, trade — nothing fetched) as
// AVIF, WebP and JPEG at two widths, plus its {id}_icon.png, into public/assets/images/projects/.
// The files are committed; run this again after adding or editing a project.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { projects } from '../content/projects.ts';
import {
  coverFile,
  coverFormats,
  coverLayout,
  coverSizes,
  coverWidths,
  iconFile,
  type CoverFormat,
} from '../src/sections/projects/project-cover.ts';
import { coverSvg, iconSvg } from './art/project-art-svg.ts';

const outDir = path.resolve(import.meta.dirname, '../public/assets/images/projects');

// Flat shapes compress well; these settings keep every file far under 60 kB without visible banding.
const encoders: Record<CoverFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 80, effort: 6, smartSubsample: true }),
  jpg: (image) => image.jpeg({ quality: 76, mozjpeg: true, progressive: true }),
};

await mkdir(outDir, { recursive: true });
for (const file of await readdir(outDir)) await rm(path.join(outDir, file));

let total = 0;
async function write(file: string, data: Buffer) {
  await writeFile(path.join(outDir, file), data);
  total += data.length;
  return data.length;
}

for (const project of projects) {
  const sizes: string[] = [];
  // A project with a custom image keeps it; it still gets a generated icon.
  if (!project.image) {
    const { width, height } = coverSizes[coverLayout(project)];
    // Rasterise once at full size, then downscale: sharper than re-rendering the SVG small.
    const master = await sharp(Buffer.from(coverSvg(project)))
      .png()
      .toBuffer();
    for (const w of coverWidths) {
      const h = Math.round((height * w) / width);
      for (const format of coverFormats) {
        const data = await encoders[format](sharp(master).resize(w, h)).toBuffer();
        sizes.push(`${coverFile(project.id, w, format)} ${(await write(coverFile(project.id, w, format), data)) / 1000} kB`);
      }
    }
  }
  const icon = await sharp(Buffer.from(iconSvg(project)))
    .png({ palette: true, quality: 95, effort: 10, compressionLevel: 9 })
    .toBuffer();
  sizes.push(`${iconFile(project.id)} ${(await write(iconFile(project.id), icon)) / 1000} kB`);
  console.log(`${project.id}: ${sizes.join(', ')}`);
}
console.log(`${projects.length} proyectos, ${(total / 1000).toFixed(1)} kB en total`);
