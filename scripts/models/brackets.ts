// The "Software a medida" model: the code brackets "</>", solid and bevelled.
// Drawn about 2.2 wide and set tight, like the glyphs; fit.ts scales it for the camera at z 2.
import { ExtrudeGeometry, Shape, Vector2 } from 'three';
import { palette as c } from './palette.ts';
import { part, type Part } from './shapes.ts';

const WIDTH = 0.23;
// Shallow, so that when the swing brings one bracket near, its side does not double its weight.
const DEPTH = 0.14;
const BEVEL = 0.035;

const perpendicular = (v: Vector2) => new Vector2(-v.y, v.x);

/** Where the lines p + t·d and q + s·e cross (the mitred corner of two offset edges). */
function intersect(p: Vector2, d: Vector2, q: Vector2, e: Vector2): Vector2 {
  const t = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / (d.x * e.y - d.y * e.x);
  return p.clone().addScaledVector(d, t);
}

/**
 * The outline of a pen stroke through `points` (two or three): mitred at the bend, round at
 * both ends. One closed shape, so a chevron extrudes as one solid with no seam at its tip.
 */
function strokeShape(points: Vector2[], width: number): Shape {
  const half = width / 2;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const dirs = points.slice(1).map((p, i) => p.clone().sub(points[i]!).normalize());
  const normals = dirs.map(perpendicular);
  const side = (sign: 1 | -1) => {
    const edge = [first.clone().addScaledVector(normals[0]!, sign * half)];
    for (let i = 1; i < points.length - 1; i++) {
      const a = points[i - 1]!.clone().addScaledVector(normals[i - 1]!, sign * half);
      const b = points[i]!.clone().addScaledVector(normals[i]!, sign * half);
      edge.push(intersect(a, dirs[i - 1]!, b, dirs[i]!));
    }
    edge.push(last.clone().addScaledVector(normals[normals.length - 1]!, sign * half));
    return edge;
  };
  const left = side(1);
  const right = side(-1).reverse();
  const angle = (n: Vector2) => Math.atan2(n.y, n.x);
  const endNormal = normals[normals.length - 1]!;
  const shape = new Shape().moveTo(left[0]!.x, left[0]!.y);
  for (const p of left.slice(1)) shape.lineTo(p.x, p.y);
  shape.absarc(last.x, last.y, half, angle(endNormal), angle(endNormal) + Math.PI, true);
  for (const p of right.slice(1)) shape.lineTo(p.x, p.y);
  shape.absarc(first.x, first.y, half, angle(normals[0]!) + Math.PI, angle(normals[0]!), true);
  return shape;
}

function solid(points: [number, number][]) {
  const shape = strokeShape(
    points.map(([x, y]) => new Vector2(x, y)),
    WIDTH,
  );
  const geometry = new ExtrudeGeometry(shape, {
    depth: DEPTH,
    curveSegments: 10,
    bevelEnabled: true,
    bevelThickness: BEVEL,
    bevelSize: BEVEL,
    bevelSegments: 3,
  });
  geometry.translate(0, 0, -DEPTH / 2);
  return geometry;
}

export function brackets(): Part[] {
  return [
    part(
      c.indigo,
      solid([
        [-0.56, 0.56],
        [-1.04, 0],
        [-0.56, -0.56],
      ]),
    ),
    part(
      c.cyan,
      solid([
        [-0.17, -0.66],
        [0.17, 0.66],
      ]),
    ),
    part(
      c.indigo,
      solid([
        [0.56, 0.56],
        [1.04, 0],
        [0.56, -0.56],
      ]),
    ),
  ];
}
