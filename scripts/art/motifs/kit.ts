// Shared pieces of the domain illustrations on the project covers. Each motif is drawn in its own
// design space (`size`) and placed, centred and scaled, into whatever box the cover layout gives it.
import type { Palette } from '../svg.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Motif {
  /** Width and height of the design space the drawing uses. */
  size: [number, number];
  draw: (p: Palette, random: () => number) => string;
}

export const WHITE = '#ffffff';
export const LIFT = { filter: 'url(#lift)' };

/** The motif scaled to fit `box` (never stretched), centred in it. */
export function place(box: Box, motif: Motif, p: Palette, random: () => number): string {
  const [w, h] = motif.size;
  const s = Math.min(box.w / w, box.h / h);
  const x = box.x + (box.w - w * s) / 2;
  const y = box.y + (box.h - h * s) / 2;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(4)})">${motif.draw(p, random)}</g>`;
}

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const stroke = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;

export const polygon = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A check mark centred at (x, y), `size` wide. */
export const check = (x: number, y: number, size: number, colour: string, width = size / 6) =>
  stroke(`M${x - size / 2} ${y} l${size * 0.32} ${size * 0.3} l${size * 0.62} -${size * 0.62}`, colour, width);

/** A regular hexagon with a flat top, centred at (cx, cy). */
export function hexagon(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  const pts = Array.from({ length: 6 }, (_, i): [number, number] => {
    const a = (Math.PI / 3) * i;
    return [Math.round(cx + r * Math.cos(a)), Math.round(cy + r * Math.sin(a))];
  });
  return polygon(pts, fill, extra);
}

/** A five-point star centred at (cx, cy). */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i): [number, number] => {
    const a = -Math.PI / 2 + (Math.PI / 5) * i;
    const radius = i % 2 ? r * 0.45 : r;
    return [Math.round(cx + radius * Math.cos(a)), Math.round(cy + radius * Math.sin(a))];
  });
  return polygon(pts, fill);
}

/** A four-point sparkle, the kind drawn beside shiny things. */
export const sparkle = (cx: number, cy: number, r: number, fill = WHITE) =>
  path(
    `M${cx} ${cy - r} Q${cx} ${cy} ${cx + r} ${cy} Q${cx} ${cy} ${cx} ${cy + r} Q${cx} ${cy} ${cx - r} ${cy} Q${cx} ${cy} ${cx} ${cy - r}Z`,
    fill,
  );

/** A pine tree whose trunk foot is at (x, y). */
export const pine = (x: number, y: number, h: number, fill: string) =>
  polygon(
    [
      [x, y - h],
      [x + h * 0.32, y - h * 0.12],
      [x - h * 0.32, y - h * 0.12],
    ],
    fill,
  ) + `<rect x="${x - h * 0.04}" y="${y - h * 0.14}" width="${h * 0.08}" height="${h * 0.14}" fill="#78350f"/>`;
