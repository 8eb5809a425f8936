// Covers for selling and stocking: a shop's stock on its shelves and the sales figures.
import { circle, rect, textLines } from '../svg.ts';
import { LIFT, path, stroke, WHITE, type Motif } from './kit.ts';

const KRAFT = '#d6a76c';

/** Stock PyME: shelves of boxes, a phone scanning one, and a low-stock warning. */
export const stockShelves: Motif = {
  size: [880, 560],
  draw: (p, random) => {
    const boxes = [0, 1, 2]
      .map((shelf) => {
        const base = 180 + shelf * 140;
        let x = 90;
        let out = '';
        while (x < 500) {
          const w = 70 + Math.round(random() * 40);
          const h = 70 + Math.round(random() * 40);
          out +=
            rect(x, base - h, w, h, 6, shelf === 1 && x === 90 ? 'url(#accent)' : KRAFT) +
            rect(x + w / 2 - 8, base - h, 16, h * 0.4, 2, '#f5deb3');
          x += w + 14;
        }
        return out + rect(70, base, 470, 14, 4, p.ink);
      })
      .join('');
    return (
      rect(60, 30, 16, 500, 6, p.ink) +
      rect(534, 30, 16, 500, 6, p.ink) +
      boxes +
      `<g transform="rotate(12 700 250)">` +
      rect(620, 110, 170, 300, 32, p.ink, LIFT) +
      rect(634, 130, 142, 250, 20, WHITE) +
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(660 + i * 12, 200, i % 3 ? 4 : 8, 80, 1, p.ink)).join('') +
      '</g>' +
      stroke('M430 260L640 250', '#ef4444', 5, 'stroke-opacity="0.8"') +
      rect(600, 440, 250, 80, 40, WHITE, LIFT) +
      path('M648 456l22 40h-44Z', '#f59e0b') +
      rect(668, 470, 4, 12, 2, WHITE) +
      textLines(690, 466, [130, 80], 11, 10, p.placeholder)
    );
  },
};

/** Panel de ventas: a sales chart rising, its KPIs and the split between shop and counter. */
export const salesChart: Motif = {
  size: [880, 560],
  draw: (p, random) => {
    const values = Array.from({ length: 8 }, (_, i) => 60 + i * 26 + Math.round(random() * 40));
    const bars = values
      .map((v, i) => rect(100 + i * 62, 470 - v, 38, v, 8, 'url(#accent)', { 'fill-opacity': i === 7 ? 1 : 0.55 }))
      .join('');
    const line = values.map((v, i) => `${i ? 'L' : 'M'}${119 + i * 62} ${430 - v * 1.1}`).join('');
    const donut = 2 * Math.PI * 64;
    return (
      rect(60, 140, 540, 380, 30, WHITE, LIFT) +
      [0, 1, 2, 3].map((i) => rect(90, 230 + i * 60, 480, 2, 1, '#f1f5f9')).join('') +
      bars +
      stroke(line, p.ink, 7) +
      circle(119 + 7 * 62, 430 - values[7]! * 1.1, 12, WHITE, { stroke: p.ink, 'stroke-width': 6 }) +
      [0, 1]
        .map(
          (i) =>
            rect(60 + i * 280, 30, 260, 90, 24, WHITE, LIFT) +
            textLines(86 + i * 280, 54, [90], 10, 0, p.placeholder) +
            rect(86 + i * 280, 76, 110 - i * 20, 22, 8, p.ink) +
            path(`M${256 + i * 280} 92l18-20 18 20Z`, '#22c55e'),
        )
        .join('') +
      rect(630, 150, 220, 250, 30, WHITE, LIFT) +
      circle(740, 260, 64, 'none', { stroke: p.tint, 'stroke-width': 28 }) +
      circle(740, 260, 64, 'none', {
        stroke: 'url(#accent)',
        'stroke-width': 28,
        'stroke-dasharray': `${(donut * 0.62).toFixed(0)} ${donut.toFixed(0)}`,
        transform: 'rotate(-90 740 260)',
      }) +
      textLines(670, 354, [140], 10, 0, p.placeholder)
    );
  },
};
