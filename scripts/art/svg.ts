// Tiny SVG building blocks shared by the project covers and icons. Everything is a string: the
// images are generated once, offline, and rendered by sharp (librsvg).
import { darkenUntil, mix } from './colour.ts';

export interface Palette {
  /** The project's gradient stops. */
  from: string;
  to: string;
  /** Its first colour, darkened until it reads on white (chart strokes, active states). */
  accent: string;
  /** A whisper of the colour for tinted panels. */
  tint: string;
  ink: string;
  line: string;
  soft: string;
  placeholder: string;
}

export function palette(from: string, to: string): Palette {
  return {
    from,
    to,
    accent: darkenUntil(from, '#ffffff', 3.2),
    tint: mix('#ffffff', from, 0.14),
    ink: '#1e293b',
    line: '#e2e8f0',
    soft: '#f8fafc',
    placeholder: '#cbd5e1',
  };
}

type Attrs = Record<string, string | number | undefined>;

function attrs(extra: Attrs): string {
  return Object.entries(extra)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
}

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra: Attrs = {}) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attrs(extra)}/>`;

/** Rounded bars standing in for text: one per width, `gap` apart. */
export function textLines(x: number, y: number, widths: number[], height: number, gap: number, fill: string): string {
  return widths.map((w, i) => rect(x, y + i * (height + gap), w, height, height / 2, fill)).join('');
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const [x2, y2] = vertical ? [0, 1] : [1, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export const liftFilter =
  '<filter id="lift" x="-30%" y="-30%" width="160%" height="180%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#0f172a" flood-opacity="0.22"/></filter>';

/** Deterministic pseudo-random numbers from a project id (mulberry32), so covers are reproducible. */
export function seededRandom(seed: string): () => number {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The project's gradient, soft light blooms and a dot grid: the backdrop of every cover. */
export function backdrop(width: number, height: number, p: Palette): string {
  const defs =
    linearGradient('bg', p.from, p.to) +
    '<radialGradient id="bloom"><stop offset="0" stop-color="#ffffff" stop-opacity="0.34"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>' +
    '<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#ffffff" fill-opacity="0.22"/></pattern>';
  const body =
    rect(0, 0, width, height, 0, 'url(#bg)') +
    rect(0, 0, width, height, 0, 'url(#dots)') +
    circle(width * 0.12, height * 0.1, width * 0.5, 'url(#bloom)') +
    circle(width * 0.95, height * 0.92, width * 0.42, 'url(#bloom)');
  return `<defs>${defs}${liftFilter}${linearGradient('accent', p.from, p.to)}</defs>${body}`;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
