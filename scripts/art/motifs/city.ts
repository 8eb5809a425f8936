// Covers for the city's systems: traffic fines, metered parking, private car parks, a shop guide.
import { drawPictogram } from '../pictograms.ts';
import { circle, rect, textLines } from '../svg.ts';
import { LIFT, path, polygon, star, stroke, WHITE, type Motif } from './kit.ts';

const ASPHALT = '#334155';
const CAR_COLOURS = ['#f8fafc', '#fbbf24', '#94a3b8', '#f87171', '#60a5fa'];

/** A car seen from above, its nose up, `w` wide. */
function carFromAbove(x: number, y: number, w: number, fill: string): string {
  const h = w * 1.8;
  return (
    rect(x, y, w, h, w * 0.28, fill) +
    rect(x + w * 0.12, y + h * 0.22, w * 0.76, h * 0.2, w * 0.1, '#1e293b', { 'fill-opacity': 0.75 }) +
    rect(x + w * 0.14, y + h * 0.66, w * 0.72, h * 0.12, w * 0.08, '#1e293b', { 'fill-opacity': 0.6 })
  );
}

/** Multas: a fine with a torn edge, the offending car, a barcode and the inspector's stamp. */
export const trafficFine: Motif = {
  size: [800, 900],
  draw: (p, random) => {
    const teeth = Array.from({ length: 10 }, () => 'l-23 24 l-23 -24').join(' ');
    const bars = Array.from({ length: 30 }, (_, i) => rect(230 + i * 11.5, 640, 3 + Math.round(random() * 5), 80, 1, p.ink)).join('');
    return (
      path(`M206 100H594Q630 100 630 136V790 ${teeth} V136Q170 100 206 100Z`, WHITE, 'filter="url(#lift)"') +
      path('M206 100H594Q630 100 630 136V220H170V136Q170 100 206 100Z', 'url(#accent)') +
      textLines(210, 140, [200, 130], 16, 14, WHITE) +
      circle(400, 330, 78, p.tint) +
      drawPictogram('car', 348, 278, 104, p.accent, 2) +
      textLines(220, 440, [120, 90, 140], 12, 22, p.placeholder) +
      textLines(430, 440, [150, 110, 120], 12, 22, p.ink) +
      rect(220, 560, 360, 50, 14, p.tint) +
      rect(240, 578, 150, 14, 7, p.accent) +
      bars +
      `<g transform="rotate(-16 610 600)">` +
      circle(610, 600, 84, 'none', { stroke: '#dc2626', 'stroke-width': 10, 'stroke-opacity': 0.85 }) +
      circle(610, 600, 62, 'none', { stroke: '#dc2626', 'stroke-width': 4, 'stroke-dasharray': '8 8', 'stroke-opacity': 0.85 }) +
      rect(570, 590, 80, 20, 10, '#dc2626', { 'fill-opacity': 0.85 }) +
      '</g>' +
      polygon(
        [
          [100, 600],
          [150, 820],
          [50, 820],
        ],
        '#f97316',
        'filter="url(#lift)"',
      ) +
      rect(68, 690, 64, 22, 4, WHITE) +
      rect(60, 750, 80, 22, 4, WHITE) +
      rect(30, 812, 140, 28, 10, '#c2410c')
    );
  },
};

/** Estacionamiento medido: the meter on the kerb, the P sign and cars in their bays. */
export const meteredParking: Motif = {
  size: [800, 900],
  draw: (p) => {
    const bays = [0, 1, 2, 3].map((i) => rect(332 + i * 110, 520, 6, 260, 3, WHITE, { 'fill-opacity': 0.9 })).join('');
    const cars = [0, 1, 2].map((i) => (i === 1 ? '' : carFromAbove(358 + i * 110, 560, 64, CAR_COLOURS[i]!))).join('');
    return (
      rect(300, 480, 500, 340, 36, ASPHALT) +
      bays +
      cars +
      rect(454, 720, 80, 30, 15, 'url(#accent)') +
      rect(190, 330, 28, 490, 14, '#64748b') +
      rect(104, 120, 200, 260, 48, WHITE, LIFT) +
      rect(134, 160, 140, 90, 18, p.ink) +
      rect(152, 186, 80, 14, 7, '#4ade80') +
      rect(152, 212, 50, 12, 6, '#4ade80', { 'fill-opacity': 0.6 }) +
      rect(184, 276, 40, 10, 5, p.ink) +
      circle(204, 330, 22, 'url(#accent)') +
      rect(60, 800, 300, 40, 20, '#94a3b8') +
      circle(600, 230, 120, 'url(#accent)', LIFT) +
      drawPictogram('parking', 530, 160, 140, WHITE, 2.2)
    );
  },
};

/** ParkControl: a private car park from above, its barrier and an occupancy gauge. */
export const carPark: Motif = {
  size: [880, 560],
  draw: (p, random) => {
    const slots = Array.from({ length: 12 }, (_, i) => {
      const col = i % 6;
      const row = Math.floor(i / 6);
      const x = 80 + col * 96;
      const y = row ? 340 : 80;
      const line = rect(x, y, 5, 150, 2, WHITE, { 'fill-opacity': 0.85 });
      const car = random() < 0.75 ? carFromAbove(x + 20, y + 12, 62, CAR_COLOURS[Math.floor(random() * 5)]!) : '';
      return line + car;
    }).join('');
    const gauge = 2 * Math.PI * 62;
    return (
      rect(50, 50, 620, 470, 34, ASPHALT, LIFT) +
      slots +
      rect(80, 268, 540, 6, 3, '#fbbf24', { 'stroke-dasharray': '20 14' }) +
      rect(630, 250, 24, 60, 8, '#e2e8f0') +
      `<g transform="rotate(-8 640 262)">` +
      [0, 1, 2, 3].map((i) => rect(500 + i * 34, 254, 34, 16, 0, i % 2 ? WHITE : '#ef4444')).join('') +
      '</g>' +
      rect(640, 70, 210, 220, 28, WHITE, LIFT) +
      circle(745, 170, 62, 'none', { stroke: p.tint, 'stroke-width': 22 }) +
      circle(745, 170, 62, 'none', {
        stroke: 'url(#accent)',
        'stroke-width': 22,
        'stroke-dasharray': `${(gauge * 0.75).toFixed(0)} ${gauge.toFixed(0)}`,
        'stroke-linecap': 'round',
        transform: 'rotate(-90 745 170)',
      }) +
      textLines(690, 250, [110], 12, 0, p.placeholder)
    );
  },
};

/** A shop front with a striped awning, `w` wide, standing on (x, y). */
function shopFront(x: number, y: number, w: number, p: { accent: string }): string {
  const stripes = Array.from({ length: 5 }, (_, i) => rect(x + (i * w) / 5, y - w * 0.95, w / 5, w * 0.28, 0, i % 2 ? WHITE : p.accent));
  return (
    rect(x, y - w * 0.75, w, w * 0.75, 8, WHITE, LIFT) +
    stripes.join('') +
    rect(x + w * 0.12, y - w * 0.52, w * 0.34, w * 0.52, 4, '#cbd5e1') +
    rect(x + w * 0.56, y - w * 0.52, w * 0.32, w * 0.28, 4, '#bae6fd')
  );
}

/** Guía comercial: a town map by the lake, shop fronts under their pins, a search bar and stars. */
export const shopGuide: Motif = {
  size: [880, 560],
  draw: (p) =>
    `<clipPath id="guide-map"><rect x="40" y="40" width="800" height="480" rx="36"/></clipPath><g clip-path="url(#guide-map)">` +
    rect(40, 40, 800, 480, 36, '#e7efe9') +
    path('M40 40H840V150C700 190 560 120 420 160S160 170 40 130Z', '#bae6fd') +
    stroke('M20 300H860M20 430H860M240 140V540M520 150V540M720 150V540', WHITE, 22) +
    rect(270, 320, 220, 80, 12, '#d3ead8') +
    '</g>' +
    [
      [110, 290],
      [560, 290],
      [300, 450],
    ]
      .map(([x, y]) => shopFront(x!, y!, 120, p))
      .join('') +
    path('M640 230c0 40-46 80-46 80s-46-40-46-80a46 46 0 0 1 92 0Z', 'url(#accent)', 'filter="url(#lift)"') +
    circle(594, 228, 16, WHITE) +
    rect(200, 70, 480, 70, 35, WHITE, LIFT) +
    circle(250, 105, 16, 'none', { stroke: p.accent, 'stroke-width': 6 }) +
    stroke('M262 117l14 14', p.accent, 6) +
    textLines(290, 98, [210], 14, 0, p.placeholder) +
    rect(560, 400, 250, 90, 24, WHITE, LIFT) +
    [0, 1, 2, 3, 4].map((i) => star(600 + i * 42, 445, 18, i < 4 ? '#f59e0b' : '#e2e8f0')).join(''),
};
