// The three service models, each built and then framed for its panel (fit.ts): what the .glb
// files hold. Shared by generate-models.ts and the test of the framing.
import { services } from '../../content/services.ts';
import type { ServiceSlide } from '../../content/types.ts';
import { brackets } from './brackets.ts';
import { browser } from './browser.ts';
import { fitToStage, type Framing } from './fit.ts';
import { phone } from './phone.ts';
import type { Part } from './shapes.ts';

type ModelId = ServiceSlide['id'];

const models: Record<ModelId, () => Part[]> = { app: phone, web: browser, code: brackets };
export const serviceModelIds = Object.keys(models) as ModelId[];

/** How much of its panel each model fills: the phone is tall and narrow, so it may fill more of the
 *  height; the wide browser and brackets are held back by their swing, which brings one side near. */
export const framings: Record<ModelId, Framing> = {
  app: { height: 0.84, maxHalfHeight: 1 },
  web: { height: 0.6 },
  code: { height: 0.62 },
};

/** The camera distance the content gives a model's slide (spec §9: 6, 2.5 and 2). */
export function cameraZ(id: ModelId): number {
  const camera = services.find((service) => service.id === id)?.model.camera;
  if (!camera) throw new Error(`content/services.ts has no slide "${id}"`);
  return camera.z;
}

/** A service model built, scaled and centred for its panel, as the .glb will hold it. */
export function fittedModel(id: ModelId): Part[] {
  return fitToStage(models[id](), cameraZ(id), framings[id]);
}
