// Renders each service model into a still picture, with the live viewer's own scene code run in
// headless Chromium (WebGL there is software-rendered by SwiftShader, so no GPU is needed).
// The pictures are each slide's fallback: shown until the live model draws, and for good
// when WebGL or a model is unavailable.
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import sharp from 'sharp';
import { build, type Rollup } from 'vite';
import { services } from '../../content/services.ts';
import { STAGE_TILT } from './fit.ts';
import type { StillRequest } from './still-page.ts';

const ORIGIN = 'http://stills.invalid';
const WIDTH = 1600; // rendered at 2x, then scaled down: cheap antialiasing
const HEIGHT = 1200;
/** The live model's first frame: swing at 0, tilted as when the panel is centred in the window. */
const POSE = { x: STAGE_TILT, y: 0 };

async function bundleStillPage(root: string): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(root, 'scripts/models/still-page.ts'), formats: ['es'], fileName: 'still' },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!chunk) throw new Error('still-page.ts did not bundle');
  return chunk.code;
}

export async function renderServiceStills(root: string): Promise<void> {
  const script = await bundleStillPage(root);
  const outDir = path.join(root, 'public/assets/images/services');
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error(error));
    await page.route(`${ORIGIN}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stills</title>' });
      if (pathname === '/still.js') return route.fulfill({ contentType: 'text/javascript', body: script });
      return route.fulfill({ contentType: 'model/gltf-binary', body: await readFile(path.join(root, 'public', pathname)) });
    });
    await page.goto(`${ORIGIN}/`);
    await page.addScriptTag({ url: `${ORIGIN}/still.js`, type: 'module' });
    await page.waitForFunction(() => typeof window.renderStill === 'function');
    for (const { id, model } of services) {
      const request: StillRequest = { url: `${ORIGIN}/${model.path}`, camera: model.camera, width: WIDTH, height: HEIGHT, rotation: POSE };
      const dataUrl = await page.evaluate((r) => window.renderStill(r), request);
      const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      for (const width of [400, 800]) {
        const file = path.join(outDir, `${id}-${width}.webp`);
        const info = await sharp(png).resize({ width }).webp({ quality: 82, alphaQuality: 90, effort: 6 }).toFile(file);
        console.log(`${path.relative(root, file)}  ${(info.size / 1024).toFixed(1)} kB`);
      }
    }
  } finally {
    await browser.close();
  }
}
