// The brand shared by the generated assets (CV, favicons, social card): the site's palette from
// src/styles/index.css and its typeface, Manrope, read from the self-hosted @fontsource package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sfntFromWoff } from './woff.ts';

export const brand = {
  accent: '#4f46e5',
  accentStrong: '#4338ca',
  accentLight: '#818cf8',
  accentSoft: '#eef2ff',
  bg: '#f8fafc',
  bgDark: '#0b1020',
  surfaceDark: '#121a30',
  fg: '#0f172a',
  fgDark: '#e2e8f0',
  mutedDark: '#a3b0c4',
  white: '#ffffff',
} as const;

export type ManropeWeight = 400 | 600 | 700 | 800;

const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/manrope/package.json')), 'files');

/**
 * The latin subset holds every Spanish letter and sign (ñ, á…ú, ü, ¿, ¡, «», –, —). pdfkit and
 * fontkit read WOFF but not WOFF2, hence the .woff files.
 */
export const manropeFile = (weight: ManropeWeight): string => path.join(fontsDir, `manrope-latin-${weight}-normal.woff`);

const fontCache = new Map<ManropeWeight, Buffer>();

/** Manrope at `weight` as TrueType bytes (unpacked once per process). */
export function manropeFont(weight: ManropeWeight): Buffer {
  let font = fontCache.get(weight);
  if (!font) {
    font = sfntFromWoff(readFileSync(manropeFile(weight)));
    fontCache.set(weight, font);
  }
  return font;
}
