// Small geometry builders shared by the three models. Everything is centred on the origin and
// placed afterwards with `at`, so each model reads like a layout: what, how big, where.
import { CircleGeometry, ExtrudeGeometry, Matrix4, Shape, ShapeGeometry, type BufferGeometry } from 'three';
import type { MaterialSpec } from './palette.ts';

export interface Part {
  material: MaterialSpec;
  geometry: BufferGeometry;
}

/** A rectangle with rounded corners, centred on the origin. */
export function roundedRectShape(width: number, height: number, radius: number): Shape {
  const x = -width / 2;
  const y = -height / 2;
  const r = Math.min(radius, width / 2, height / 2);
  const shape = new Shape();
  shape.moveTo(x + r, y);
  shape.lineTo(x + width - r, y);
  shape.quadraticCurveTo(x + width, y, x + width, y + r);
  shape.lineTo(x + width, y + height - r);
  shape.quadraticCurveTo(x + width, y + height, x + width - r, y + height);
  shape.lineTo(x + r, y + height);
  shape.quadraticCurveTo(x, y + height, x, y + height - r);
  shape.lineTo(x, y + r);
  shape.quadraticCurveTo(x, y, x + r, y);
  return shape;
}

/** A solid rounded block `depth` thick (plus bevels), centred in z. */
export function slab(width: number, height: number, radius: number, depth: number, bevel = 0): BufferGeometry {
  const geometry = new ExtrudeGeometry(roundedRectShape(width - bevel * 2, height - bevel * 2, Math.max(0, radius - bevel)), {
    depth,
    curveSegments: 8,
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: 3,
  });
  geometry.translate(0, 0, -depth / 2);
  return geometry;
}

/** A flat rounded rectangle facing +z: screen content, drawn just above the surface below it. */
export function plate(width: number, height: number, radius: number): BufferGeometry {
  return new ShapeGeometry(roundedRectShape(width, height, radius), 8);
}

/** A flat disc facing +z. */
export function disc(radius: number): BufferGeometry {
  return new CircleGeometry(radius, 24);
}

/** Moves (and optionally turns around z) a geometry in place. */
export function at(geometry: BufferGeometry, x: number, y: number, z: number, rotationZ = 0): BufferGeometry {
  geometry.applyMatrix4(new Matrix4().makeRotationZ(rotationZ).setPosition(x, y, z));
  return geometry;
}

export const part = (material: MaterialSpec, geometry: BufferGeometry): Part => ({ material, geometry });
