// `npx tsx scripts/generate-models.ts`: builds the three service models from three.js
// geometry in the site's palette, writes them compressed to public/assets/models/, then
// renders each one into a still picture (the slide's fallback when WebGL or a model fails).
// The outputs are committed, so a fresh clone never needs to run this.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fittedModel, serviceModelIds } from './models/service-models.ts';
import { toGlb } from './models/to-glb.ts';
import { renderServiceStills } from './models/render-stills.ts';

/** Each model must stay at or under 60 kB. */
const MAX_BYTES = 60 * 1024;

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public/assets/models');
await mkdir(outDir, { recursive: true });
for (const id of serviceModelIds) {
  const glb = await toGlb(id, fittedModel(id));
  if (glb.byteLength > MAX_BYTES) throw new Error(`${id}.glb is ${glb.byteLength} bytes, over the ${MAX_BYTES} budget`);
  await writeFile(path.join(outDir, `${id}.glb`), glb);
  console.log(`${id}.glb  ${(glb.byteLength / 1024).toFixed(1)} kB  (gzip ${(gzipSync(glb).byteLength / 1024).toFixed(1)} kB)`);
}

if (!process.argv.includes('--no-stills')) await renderServiceStills(root);
