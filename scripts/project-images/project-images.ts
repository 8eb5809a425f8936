// Every project's cover and icon in public/assets/images/projects/: the owner's real picture when
// there is one (./screenshot-covers.ts), else an illustration drawn from its data. `npm run
// generate` remakes them all; the build makes only what is missing or stale (a new project, a
// picture added, changed or removed), so an owner who drops a screenshot and runs `npm start`
// sees it. Same input, same bytes: the outputs are committed, with the record of the real pictures
// they were made from (SCREENSHOT_SIZES, beside them: the page reads each one's size from it).
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { screenshotSource } from '../../content/project-screenshots.ts';
import type { Project } from '../../content/types.ts';
import {
  coverFile,
  coverFormats,
  coverLayout,
  coverSizes,
  coverWidths,
  iconFile,
  SCREENSHOT_SIZES,
} from '../../src/sections/projects/project-cover.ts';
import type { ScreenshotEntry } from '../../src/sections/projects/project-cover.ts';
import { coverSvg, iconSvg } from '../art/project-art-svg.ts';
import { encodeCovers, type CoverOutput } from './cover-encoders.ts';
import { screenshotCovers, sha256 } from './screenshot-covers.ts';

export const IMAGES_DIR = 'public/assets/images/projects';

type Manifest = Record<string, ScreenshotEntry>;

const expectedFiles = (id: string) => [iconFile(id), ...coverWidths.flatMap((w) => coverFormats.map((f) => coverFile(id, w, f)))];

async function illustration(project: Project): Promise<CoverOutput[]> {
  const { width, height } = coverSizes[coverLayout(project)];
  // Rasterise once at full size, then downscale: sharper than re-rendering the SVG small.
  const master = await sharp(Buffer.from(coverSvg(project)))
    .png()
    .toBuffer();
  return encodeCovers(project.id, master, width, height);
}

async function icon(project: Project): Promise<CoverOutput> {
  const data = await sharp(Buffer.from(iconSvg(project)))
    .png({ palette: true, quality: 95, effort: 10, compressionLevel: 9 })
    .toBuffer();
  return { file: iconFile(project.id), data };
}

async function readManifest(file: string): Promise<Manifest> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Manifest) : {};
}

/** Whether the files on disk already are what this run would write for `project`. */
async function upToDate(project: Project, source: string | null, entry: ScreenshotEntry | undefined, root: string, outDir: string) {
  if (!expectedFiles(project.id).every((file) => existsSync(path.join(outDir, file)))) return false;
  if (!source) return !entry;
  return entry?.source === source && entry.sha256 === sha256(await readFile(path.join(root, source)));
}

export interface GenerateOptions {
  root: string;
  projects: Project[];
  /** Remake every file and remove those of projects that are gone (`npm run generate`). */
  all: boolean;
  log?: (line: string) => void;
}

/** Writes what is missing or stale (or everything); returns the ids it made covers for. Throws ScreenshotError. */
export async function generateProjectImages({ root, projects, all, log = console.log }: GenerateOptions): Promise<string[]> {
  const outDir = path.join(root, IMAGES_DIR);
  const manifestFile = path.join(root, SCREENSHOT_SIZES);
  const previous = await readManifest(manifestFile);
  const manifest: Manifest = {};
  await mkdir(outDir, { recursive: true });
  if (all) for (const file of await readdir(outDir)) await rm(path.join(outDir, file));

  const made: string[] = [];
  let total = 0;
  for (const project of projects) {
    const source = screenshotSource(project, root);
    const entry = previous[project.id];
    if (!all && (await upToDate(project, source, entry, root, outDir))) {
      if (source && entry) manifest[project.id] = entry;
      continue;
    }
    let covers: CoverOutput[];
    if (source) {
      const shot = await screenshotCovers(project.id, source, path.join(root, source));
      manifest[project.id] = { ...shot.size, source, sha256: shot.sha256 };
      covers = shot.outputs;
    } else covers = await illustration(project);
    const outputs = [...covers, await icon(project)];
    for (const { file, data } of outputs) await writeFile(path.join(outDir, file), data);
    total += outputs.reduce((sum, { data }) => sum + data.length, 0);
    made.push(project.id);
    const weights = outputs.map(({ file, data }) => `${file} ${(data.length / 1000).toFixed(1)} kB`);
    log(`${project.id}${source ? ` (de ${source})` : ''}: ${weights.join(', ')}`);
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  // Written only when it changes: the page's inputs keep their dates, so `npm start` does not rebuild for nothing.
  if (!existsSync(manifestFile) || (await readFile(manifestFile, 'utf8')) !== text) await writeFile(manifestFile, text);
  if (made.length > 0) log(`${made.length} de ${projects.length} proyectos con imágenes nuevas, ${(total / 1000).toFixed(1)} kB en total`);
  return made;
}
