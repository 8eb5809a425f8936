// Frames each service model in its panel. The spec fixes the camera (FOV 75, z 6 / 2.5 / 2), and
// the page tilts every model forward with the scroll, which lifts it in the picture: so instead of
// moving the camera, this scales each model and moves its origin until, at the pose a visitor sees
// (the panel centred in the window), it stands in the middle of its 4:3 panel at the height chosen.
import { Box3, Euler, Matrix4, PerspectiveCamera, Vector3 } from 'three';
import { ROTATION_LIMIT } from '../../src/viewer/motion.ts';
import { CAMERA_FAR, CAMERA_FOV, CAMERA_NEAR } from '../../src/viewer/scene.ts';
import type { Part } from './shapes.ts';

/** rotation.x when the services panel is centred in the window: scrollY ≈ 670-735 px at 375 and
 *  1280 px wide, over the spec's divisor of 1500. The still pictures are drawn at this pose too. */
export const STAGE_TILT = 0.45;
/** The panel's shape (service-slide.tsx, aspect-[4/3]). */
const STAGE_ASPECT = 4 / 3;

export interface Framing {
  /** Share of the panel's height the model covers at the pose (0-1). */
  height: number;
  /** How far from the centre (0-1 of the half-width) the model may reach anywhere in its swing. */
  maxHalfWidth?: number;
  /** The same upwards and downwards, over the swing and the tilts of a panel anywhere mid-window. */
  maxHalfHeight?: number;
}

export interface Bounds {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const vertices = (parts: Part[]) =>
  parts.flatMap(({ geometry }) => {
    const position = geometry.getAttribute('position');
    return Array.from({ length: position.count }, (_, i) => new Vector3().fromBufferAttribute(position, i));
  });

/** Where the model lands on the panel, in normalised device coordinates (-1…1 each way). */
export function projectedBounds(parts: Part[], cameraZ: number, swing = 0, tilt = STAGE_TILT, points = vertices(parts)): Bounds {
  const camera = new PerspectiveCamera(CAMERA_FOV, STAGE_ASPECT, CAMERA_NEAR, CAMERA_FAR);
  camera.position.set(0, 0, cameraZ);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  const pose = new Matrix4().makeRotationFromEuler(new Euler(tilt, swing, 0));
  const b: Bounds = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
  for (const point of points) {
    const p = point.clone().applyMatrix4(pose).project(camera);
    b.x0 = Math.min(b.x0, p.x);
    b.x1 = Math.max(b.x1, p.x);
    b.y0 = Math.min(b.y0, p.y);
    b.y1 = Math.max(b.y1, p.y);
  }
  return b;
}

const SWINGS = [-ROTATION_LIMIT, -ROTATION_LIMIT / 2, 0, ROTATION_LIMIT / 2, ROTATION_LIMIT];
/** The tilts while the panel is well inside the window (its centre within the middle third or so). */
const STAGE_TILTS = [STAGE_TILT - 0.1, STAGE_TILT, STAGE_TILT + 0.1];

/** The farthest the model reaches from the centre, across and up or down, over swing and tilt. */
export function reach(parts: Part[], cameraZ: number, points = vertices(parts)): { x: number; y: number } {
  const all = STAGE_TILTS.flatMap((tilt) => SWINGS.map((swing) => projectedBounds(parts, cameraZ, swing, tilt, points)));
  return { x: Math.max(...all.map((b) => Math.max(-b.x0, b.x1))), y: Math.max(...all.map((b) => Math.max(-b.y0, b.y1))) };
}

/** Scales and moves the parts in place (see the top of this file) and returns them. */
export function fitToStage(parts: Part[], cameraZ: number, { height, maxHalfWidth = 0.9, maxHalfHeight = 0.95 }: Framing): Part[] {
  const apply = (matrix: Matrix4) => parts.forEach(({ geometry }) => geometry.applyMatrix4(matrix));
  // Start from the bounding box centred on the origin, so the swing turns the model about its middle.
  const box = new Box3();
  for (const { geometry } of parts) {
    geometry.computeBoundingBox();
    if (geometry.boundingBox) box.union(geometry.boundingBox);
  }
  apply(new Matrix4().makeTranslation(box.getCenter(new Vector3()).negate()));
  // Scale and lift depend on each other through the perspective: a few rounds settle both.
  for (let round = 0; round < 12; round++) {
    const points = vertices(parts);
    const pose = projectedBounds(parts, cameraZ, 0, STAGE_TILT, points);
    const far = reach(parts, cameraZ, points);
    const scale = Math.min(height / ((pose.y1 - pose.y0) / 2), maxHalfWidth / far.x, maxHalfHeight / far.y);
    const centre = (pose.y1 + pose.y0) / 2;
    // One unit of NDC at the model's distance, in world units, along the tilted model's y axis.
    const worldPerNdc = (cameraZ * Math.tan(((CAMERA_FOV / 2) * Math.PI) / 180)) / Math.cos(STAGE_TILT);
    apply(new Matrix4().makeScale(scale, scale, scale));
    apply(new Matrix4().makeTranslation(0, -centre * worldPerNdc, 0));
  }
  return parts;
}
