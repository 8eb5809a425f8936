import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Project } from '../../content/types.ts';
import { generateProjectImages, IMAGES_DIR } from '../project-images/project-images.ts';
import { coverFile, SCREENSHOT_SIZES } from '../../src/sections/projects/project-cover.ts';
import { screenshotPng } from './helpers/test-pictures.ts';

// What `npm run generate` and the build do with an owner's folder: a screenshot dropped in
// content/images/, one named by `image`, a project left to its illustration; then, run again,
// only what changed is made anew.
const root = mkdtempSync(path.join(tmpdir(), 'portafolio-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const at = (file: string) => path.join(root, file);
const project = (id: string, extra: Partial<Project> = {}): Project => ({
  id,
  name: id,
  description: '<p>Un proyecto de prueba con texto suficiente.</p>',
  skills: ['react'],
  weight: 3,
  ...extra,
});
const projects = [project('con-captura'), project('nombrada', { image: 'capturas/panel.webp' }), project('dibujada')];
const manifest = () => JSON.parse(readFileSync(at(SCREENSHOT_SIZES), 'utf8')) as Record<string, { width: number; height: number }>;
/** Every file under `dir`, as a path from `root` with forward slashes. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(root, full).split(path.sep).join('/')];
  });
const run = async () => {
  const lines: string[] = [];
  const made = await generateProjectImages({ root, projects, all: false, log: (line) => lines.push(line) });
  return { made, lines };
};

describe('generateProjectImages', () => {
  it('makes every cover and icon, the screenshots in their own proportions, and prints their weights', async () => {
    mkdirSync(at('content/images'), { recursive: true });
    mkdirSync(at('capturas'));
    writeFileSync(at('content/images/con-captura.png'), await screenshotPng(1920, 1080, { noise: 0.2 }));
    writeFileSync(
      at('capturas/panel.webp'),
      await sharp(await screenshotPng(1080, 2160, { noise: 0.2 }))
        .webp()
        .toBuffer(),
    );

    const { made, lines } = await run();
    expect(made).toEqual(['con-captura', 'nombrada', 'dibujada']);
    expect(manifest()).toMatchObject({ 'con-captura': { width: 960, height: 540 }, nombrada: { width: 960, height: 1920 } });
    expect(Object.keys(manifest())).toEqual(['con-captura', 'nombrada']);
    for (const id of made)
      for (const file of [coverFile(id, 640, 'avif'), coverFile(id, 960, 'jpg'), `${id}_icon.png`])
        expect(existsSync(at(`${IMAGES_DIR}/${file}`)), file).toBe(true);
    expect((await sharp(at(`${IMAGES_DIR}/nombrada-640.webp`)).metadata()).height).toBe(1280);
    expect(lines[0]).toMatch(/^con-captura \(de content\/images\/con-captura\.png\): con-captura-640\.avif \d+\.\d kB, /);
    expect(lines.at(-1)).toMatch(/^3 de 3 proyectos con imágenes nuevas, \d+\.\d kB en total$/);
  });

  it("writes only among the generated covers: the page's sources stay as the owner left them", () => {
    // The build runs this step on the owner's checkout: a file written elsewhere would show up in
    // git as an edit nobody made.
    const inputs = ['content/images/con-captura.png', 'capturas/panel.webp'];
    expect(filesUnder(root).filter((file) => !inputs.includes(file) && !file.startsWith(`${IMAGES_DIR}/`))).toEqual([]);
  });

  it('makes nothing again while nothing changed, and remakes a project whose picture changed or went away', async () => {
    const before = readFileSync(at(`${IMAGES_DIR}/con-captura.avif`));
    expect((await run()).made).toEqual([]);
    expect(readFileSync(at(`${IMAGES_DIR}/con-captura.avif`)).equals(before)).toBe(true);

    writeFileSync(at('content/images/con-captura.png'), await screenshotPng(1600, 1600, { seed: 3, noise: 0.2 }));
    expect((await run()).made).toEqual(['con-captura']);
    expect(manifest()['con-captura']).toMatchObject({ width: 960, height: 960 });

    rmSync(at('capturas/panel.webp'));
    const withoutImage = projects.map((p) => (p.id === 'nombrada' ? project('nombrada') : p));
    expect(await generateProjectImages({ root, projects: withoutImage, all: false, log: () => undefined })).toEqual(['nombrada']);
    expect(Object.keys(manifest())).toEqual(['con-captura']);
  });

  it('stops on a picture it cannot use, or cannot find, naming the file', async () => {
    const missing = generateProjectImages({ root, projects: [project('nombrada', { image: 'capturas/no-esta.png' })], all: false });
    await expect(missing).rejects.toThrow('capturas/no-esta.png no existe; cópiala allí o corrige la ruta en content/projects.ts.');
    writeFileSync(
      at('content/images/dibujada.jpg'),
      await sharp(await screenshotPng(500, 800, { noise: 0 }))
        .jpeg()
        .toBuffer(),
    );
    const run = generateProjectImages({ root, projects: [project('dibujada')], all: false, log: () => undefined });
    await expect(run).rejects.toThrow(
      'content/images/dibujada.jpg mide 500 px de ancho; hace falta al menos 640 px: usa una captura más grande.',
    );
  });
});
