// The 1200×630 Open Graph / Twitter card: who, what and where, in the site's dark palette so it
// stands out in light social feeds. All text is outlined (see glyph-outlines.ts).
import type { Profile, ServiceSlide } from '../../content/index.ts';
import { brand } from './brand.ts';
import { outlineText, textPath, type OutlineOptions, type TextOutline } from './glyph-outlines.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PAD = 80;
const CONTENT_WIDTH = OG_WIDTH - 2 * PAD;

/** The largest size up to `options.size` at which `text` fits `maxWidth` (long names shrink). */
function fitted(text: string, options: OutlineOptions, maxWidth: number): TextOutline {
  const outline = outlineText(text, options);
  if (outline.width <= maxWidth) return outline;
  return outlineText(text, { ...options, size: options.size * (maxWidth / outline.width) });
}

function pill(label: string, x: number, y: number): { svg: string; width: number } {
  const text = outlineText(label, { weight: 600, size: 21 });
  const height = 44;
  const width = text.width + 40;
  const svg = [
    `<rect x="${x}" y="${y}" width="${width.toFixed(2)}" height="${height}" rx="${height / 2}" fill="${brand.accentLight}" fill-opacity="0.12" stroke="${brand.accentLight}" stroke-opacity="0.35" stroke-width="1.5"/>`,
    textPath(text, x + 20, y + height / 2 + text.capHeight / 2, '#c7d2fe'),
  ].join('\n');
  return { svg, width };
}

export function ogCardSvg(profile: Profile, services: ServiceSlide[]): string {
  const badge = 88;
  const initials = fitted(profile.initials, { weight: 800, size: 40, tracking: -0.02 }, badge - 24);
  const name = fitted(profile.name, { weight: 800, size: 92, tracking: -0.025 }, CONTENT_WIDTH);
  const title = fitted(profile.title, { weight: 600, size: 36, tracking: -0.005 }, CONTENT_WIDTH);
  const location = fitted(profile.location, { weight: 600, size: 26 }, CONTENT_WIDTH - 40);
  const domain = outlineText(new URL(profile.siteUrl).host, { weight: 700, size: 24 });

  let pillX = PAD;
  const pills = services.map((service) => {
    const p = pill(service.title, pillX, 486);
    pillX += p.width + 14;
    return p.svg;
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    '<defs>',
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${brand.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${brand.accent}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="glow2" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#22d3ee" stop-opacity="0.16"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="badge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>`,
    `<linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${brand.accent}"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>`,
    '<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#ffffff" fill-opacity="0.07"/></pattern>',
    '</defs>',
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${brand.bgDark}"/>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#dots)"/>`,
    `<circle cx="1060" cy="60" r="520" fill="url(#glow)"/>`,
    `<circle cx="1180" cy="620" r="420" fill="url(#glow2)"/>`,
    `<rect x="${PAD}" y="${PAD}" width="${badge}" height="${badge}" rx="24" fill="url(#badge)"/>`,
    textPath(initials, PAD + badge / 2, PAD + badge / 2 + initials.capHeight / 2, brand.white, 'ink-middle'),
    textPath(domain, OG_WIDTH - PAD, PAD + badge / 2 + domain.capHeight / 2, brand.mutedDark, 'end'),
    textPath(name, PAD, 322, '#f8fafc'),
    textPath(title, PAD, 380, '#a5b4fc'),
    // Map pin (the site's MapPinIcon, 24-unit grid scaled to the text).
    `<g transform="translate(${PAD - 2} 414) scale(1.3)" fill="none" stroke="${brand.mutedDark}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0Z"/><circle cx="12" cy="10" r="3"/></g>`,
    textPath(location, PAD + 40, 440, brand.mutedDark),
    ...pills,
    `<rect x="0" y="${OG_HEIGHT - 10}" width="${OG_WIDTH}" height="10" fill="url(#bar)"/>`,
    '</svg>',
    '',
  ].join('\n');
}
