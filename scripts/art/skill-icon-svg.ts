// The SVG of one skill icon: the brand glyph (or a monogram) on a rounded tile, in two versions.
// On the light theme's white cards the tile is a whisper of the brand colour; on the dark theme's
// navy cards a light tile glared, so there the tile is navy tinted by the brand and the glyph is
// lightened until it reads.
import type { SimpleIcon } from 'simple-icons';
import { brand as site } from '../brand/brand.ts';
import type { IconTheme } from '../../src/sections/skills/skill-icon.ts';
import { contrast, darkenUntil, lightenUntil, luminance, mix } from './colour.ts';

/** 96 px: sharp at 3x for the 32 px small cards and at 2x for the 48 px large ones. */
export const SKILL_ICON_SIZE = 96;
const GLYPH_SIZE = 54;
const TILE_RADIUS = 24;

/** Per-brand touches where the single simple-icons colour would misrepresent the logo. */
interface GlyphStyle {
  /** Two-stop gradient instead of the flat brand colour (Angular's current logo). */
  gradient?: [string, string];
  /** Colour painted under the glyph so its cut-outs read (JavaScript's black letters). */
  underlay?: string;
}
const glyphStyles: Record<string, GlyphStyle> = {
  angular: { gradient: ['#e40035', '#9717e7'] },
  javascript: { underlay: '#111827' },
};

/** A whisper of the brand colour; near-black brands (GitHub, Express) get a cool neutral instead of grey. */
function tileFor(brand: string, style: GlyphStyle = {}, theme: IconTheme = 'light'): string {
  if (theme === 'dark') {
    // A step lighter than the dark card, so the tile still reads as a tile, tinted by the brand.
    const base = mix(site.surfaceDark, '#ffffff', 0.06);
    return luminance(brand) < 0.05 ? mix(base, '#ffffff', 0.04) : mix(base, brand, 0.16);
  }
  if (style.underlay) return '#ffffff';
  return luminance(brand) < 0.05 ? '#eef2f7' : mix('#ffffff', brand, 0.1);
}

/** The glyph's colour: darkened on a light tile, lightened on a dark one, until it reaches `ratio`. */
const readable = (colour: string, tileFill: string, theme: IconTheme, ratio: number) =>
  theme === 'dark' ? lightenUntil(colour, tileFill, ratio) : darkenUntil(colour, tileFill, ratio);

function tile(fill: string, theme: IconTheme = 'light'): string {
  const edge = theme === 'dark' ? mix(fill, '#ffffff', 0.1) : mix(fill, '#0f172a', 0.12);
  return `<rect x="0.75" y="0.75" width="${SKILL_ICON_SIZE - 1.5}" height="${SKILL_ICON_SIZE - 1.5}" rx="${TILE_RADIUS}" fill="${fill}" stroke="${edge}" stroke-width="1.5"/>`;
}

function svgDocument(body: string, defs = ''): string {
  const s = SKILL_ICON_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><defs>${defs}</defs>${body}</svg>`;
}

export function brandIconSvg(id: string, icon: Pick<SimpleIcon, 'path' | 'hex'>, theme: IconTheme = 'light'): string {
  const brand = `#${icon.hex}`;
  const style = glyphStyles[id] ?? {};
  const tileFill = tileFor(style.gradient?.[1] ?? brand, style, theme);
  let fill: string;
  let defs = '';
  if (style.gradient) {
    defs = `<linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${style.gradient[0]}"/><stop offset="1" stop-color="${style.gradient[1]}"/></linearGradient>`;
    fill = 'url(#g)';
  } else {
    // A logo is not text, but a 3:1 glyph (the WCAG bar for graphics) keeps the light brands legible.
    fill = style.underlay ? brand : readable(brand, tileFill, theme, 3);
  }
  const offset = (SKILL_ICON_SIZE - GLYPH_SIZE) / 2;
  const underlay = style.underlay ? `<rect x="1.5" y="1.5" width="21" height="21" fill="${style.underlay}"/>` : '';
  const glyph = `<g transform="translate(${offset} ${offset}) scale(${GLYPH_SIZE / 24})">${underlay}<path d="${icon.path}" fill="${fill}"/></g>`;
  return svgDocument(tile(tileFill, theme) + glyph, defs);
}

/** Up to two initials, for a skill no licence-compatible brand icon covers. */
export function monogram(name: string): string {
  const words = name.split(/[\s.-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}

export function monogramIconSvg(name: string, colour = '#4f46e5', theme: IconTheme = 'light'): string {
  const tileFill = tileFor(colour, {}, theme);
  const ink = contrast(colour, tileFill) >= 4.5 ? colour : readable(colour, tileFill, theme, 4.5);
  const text = `<text x="48" y="50" text-anchor="middle" dominant-baseline="middle" font-family="Manrope, DejaVu Sans, Liberation Sans, sans-serif" font-weight="800" font-size="36" fill="${ink}">${monogram(name)}</text>`;
  return svgDocument(tile(tileFill, theme) + text);
}
