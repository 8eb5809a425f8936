import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { getBounds } from '@gltf-transform/functions';
import { MeshoptDecoder } from 'meshoptimizer';
import { Box3 } from 'three';
import { describe, expect, it } from 'vitest';
import { projectedBounds, reach, STAGE_TILT } from '../models/fit.ts';
import { cameraZ, fittedModel, framings, serviceModelIds } from '../models/service-models.ts';

// With the spec's camera (FOV 75, z 6 / 2.5 / 2) and the page's scroll tilt,
// each service model must stand centred in its 4:3 panel, as large as its framing asks, and never
// leave the panel while it swings; and the committed .glb files must be those fitted models.
const models = path.resolve(import.meta.dirname, '../../public/assets/models');

describe.each(serviceModelIds)('the %s model', (id) => {
  const parts = fittedModel(id);
  const z = cameraZ(id);

  it('is centred in its panel at the pose a visitor sees, as tall as its framing asks or as fits', () => {
    const pose = projectedBounds(parts, z, 0, STAGE_TILT);
    expect(Math.abs((pose.y0 + pose.y1) / 2)).toBeLessThan(0.005);
    expect(Math.abs((pose.x0 + pose.x1) / 2)).toBeLessThan(0.005);
    const height = (pose.y1 - pose.y0) / 2;
    expect(height).toBeLessThanOrEqual(framings[id].height + 0.005);
    expect(height).toBeGreaterThan(0.45);
  });

  it('stays inside the panel over its whole swing and the tilts of a panel mid-window', () => {
    const far = reach(parts, z);
    expect(far.x).toBeLessThanOrEqual((framings[id].maxHalfWidth ?? 0.9) + 0.005);
    expect(far.y).toBeLessThanOrEqual((framings[id].maxHalfHeight ?? 0.95) + 0.005);
  });

  it('swings symmetrically: turned left is the mirror of turned right', () => {
    const left = projectedBounds(parts, z, -0.5);
    const right = projectedBounds(parts, z, 0.5);
    expect(left.x0).toBeCloseTo(-right.x1, 2);
    expect(left.y0).toBeCloseTo(right.y0, 2);
  });

  it('is what the committed .glb holds (run `npx tsx scripts/generate-models.ts` after changing it)', async () => {
    await MeshoptDecoder.ready;
    const io = new NodeIO()
      .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
      .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
    const doc = await io.readBinary(new Uint8Array(await readFile(path.join(models, `${id}.glb`))));
    const { min, max } = getBounds(doc.getRoot().listScenes()[0]!);
    const box = new Box3();
    for (const { geometry } of parts) {
      geometry.computeBoundingBox();
      box.union(geometry.boundingBox!);
    }
    for (let axis = 0; axis < 3; axis++) {
      expect(min[axis], `min ${axis}`).toBeCloseTo(box.min.getComponent(axis), 2);
      expect(max[axis], `max ${axis}`).toBeCloseTo(box.max.getComponent(axis), 2);
    }
  });
});
