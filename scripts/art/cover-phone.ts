// Tall cover (960×1200): a phone showing the app, with a notification and a stats card floating by.
import { drawPictogram, type Pictogram } from './pictograms.ts';
import type { PhoneScreen } from './project-scenes.ts';
import { card, circle, rect, seededRandom, textLines, type Palette } from './svg.ts';

const SCREEN = { x: 264, y: 164, w: 432, h: 912 };
const INNER = { x: 288, w: 384 };
const CONTENT_Y = 448;

function rows(p: Palette, pictogram: Pictogram, y: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const ry = y + i * 108;
    return (
      card(INNER.x, ry, INNER.w, 94, 20) +
      rect(INNER.x + 16, ry + 17, 60, 60, 16, i === 0 ? 'url(#accent)' : p.tint) +
      drawPictogram(pictogram, INNER.x + 30, ry + 31, 32, i === 0 ? '#ffffff' : p.accent) +
      textLines(INNER.x + 92, ry + 28, [150 - i * 12, 100], 10, 14, i === 0 ? p.ink : p.placeholder) +
      rect(INNER.x + 300, ry + 34, 64, 26, 13, i === 0 ? p.tint : '#f1f5f9')
    );
  }).join('');
}

const screens: Record<PhoneScreen, (p: Palette, pictogram: Pictogram, random: () => number) => string> = {
  list: (p, pictogram) => rows(p, pictogram, CONTENT_Y, 4),
  calendar: (p, pictogram, random) => {
    const active = 1 + Math.floor(random() * 4);
    const days = Array.from({ length: 6 }, (_, i) => {
      const dx = INNER.x + i * 64;
      return (
        rect(
          dx,
          CONTENT_Y,
          56,
          76,
          18,
          i === active ? 'url(#accent)' : '#ffffff',
          i === active ? {} : { stroke: p.line, 'stroke-width': 2 },
        ) + textLines(dx + 16, CONTENT_Y + 18, [24, 24], 8, 14, i === active ? '#ffffff' : p.placeholder)
      );
    }).join('');
    return days + rows(p, pictogram, CONTENT_Y + 100, 3);
  },
  map: (p, pictogram) => {
    const m = { x: INNER.x, y: CONTENT_Y, w: INNER.w, h: 300 };
    const route = `<path d="M${m.x + 50} ${m.y + 250} C ${m.x + 120} ${m.y + 120}, ${m.x + 250} ${m.y + 230}, ${m.x + 320} ${m.y + 70}" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 16"/>`;
    return (
      `<clipPath id="phone-map"><rect x="${m.x}" y="${m.y}" width="${m.w}" height="${m.h}" rx="22"/></clipPath><g clip-path="url(#phone-map)">` +
      rect(m.x, m.y, m.w, m.h, 22, '#e7efe9') +
      circle(m.x + 330, m.y + 260, 90, '#cfe8f5') +
      rect(m.x + 20, m.y + 24, 110, 70, 18, '#d3ead8') +
      `<path d="M${m.x - 10} ${m.y + 170} L ${m.x + m.w + 10} ${m.y + 120} M${m.x + 180} ${m.y - 10} L ${m.x + 220} ${m.y + m.h + 10}" stroke="#ffffff" stroke-width="14" fill="none"/>` +
      route +
      circle(m.x + 50, m.y + 250, 14, '#ffffff', { stroke: p.accent, 'stroke-width': 6 }) +
      circle(m.x + 320, m.y + 70, 30, 'url(#accent)', { filter: 'url(#lift)' }) +
      drawPictogram(pictogram, m.x + 304, m.y + 54, 32, '#ffffff', 2.4) +
      '</g>' +
      rows(p, pictogram, CONTENT_Y + 320, 2)
    );
  },
  progress: (p, pictogram) => {
    const cx = 480;
    const cy = CONTENT_Y + 130;
    const ring = 2 * Math.PI * 96;
    return (
      circle(cx, cy, 96, 'none', { stroke: p.tint, 'stroke-width': 26 }) +
      circle(cx, cy, 96, 'none', {
        stroke: 'url(#accent)',
        'stroke-width': 26,
        'stroke-linecap': 'round',
        'stroke-dasharray': `${ring * 0.72} ${ring}`,
        transform: `rotate(-90 ${cx} ${cy})`,
      }) +
      drawPictogram(pictogram, cx - 28, cy - 28, 56, p.accent, 2.2) +
      rows(p, pictogram, CONTENT_Y + 270, 3)
    );
  },
};

function floatingCards(p: Palette, pictogram: Pictogram, random: () => number): string {
  const note = { x: 610, y: 290 };
  const stats = { x: 44, y: 770 };
  const bars = Array.from({ length: 6 }, (_, i) => {
    const h = 24 + random() * 56;
    return rect(stats.x + 26 + i * 36, stats.y + 128 - h, 22, h, 6, 'url(#accent)', { 'fill-opacity': i === 4 ? 1 : 0.55 });
  }).join('');
  return (
    card(note.x, note.y, 300, 110, 24, true) +
    circle(note.x + 54, note.y + 55, 30, 'url(#accent)') +
    drawPictogram(pictogram, note.x + 36, note.y + 37, 36, '#ffffff', 2.2) +
    textLines(note.x + 100, note.y + 36, [150, 110], 11, 14, p.placeholder) +
    card(stats.x, stats.y, 270, 160, 24, true) +
    textLines(stats.x + 26, stats.y + 24, [90], 10, 0, p.placeholder) +
    bars
  );
}

export function phoneScene(p: Palette, screen: PhoneScreen, pictogram: Pictogram, seed: string): string {
  const random = seededRandom(seed);
  const { x, y, w, h } = SCREEN;
  return (
    rect(x - 14, y - 14, w + 28, h + 28, 68, '#0f172a', { filter: 'url(#lift)' }) +
    `<clipPath id="screen"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="54"/></clipPath><g clip-path="url(#screen)">` +
    rect(x, y, w, h, 0, p.soft) +
    rect(x, y, w, 256, 0, 'url(#accent)') +
    circle(x + w - 40, y + 40, 120, '#ffffff', { 'fill-opacity': 0.12 }) +
    circle(INNER.x + 30, y + 104, 30, '#ffffff', { 'fill-opacity': 0.95 }) +
    drawPictogram(pictogram, INNER.x + 12, y + 86, 36, p.accent, 2.2) +
    textLines(INNER.x, y + 160, [200, 140], 18, 14, '#ffffff') +
    screens[screen](p, pictogram, random) +
    rect(INNER.x, y + h - 100, INNER.w, 60, 30, 'url(#accent)') +
    rect(INNER.x + 132, y + h - 76, 120, 12, 6, '#ffffff') +
    '</g>' +
    rect(x + 166, y + 18, 100, 28, 14, '#0f172a') +
    floatingCards(p, pictogram, random)
  );
}
