// Covers for food and drink: a restaurant supplier's orders and a winery's shop.
import { drawPictogram } from '../pictograms.ts';
import { circle, rect, textLines } from '../svg.ts';
import { LIFT, path, stroke, WHITE, type Motif } from './kit.ts';

const KRAFT = '#d6a76c';
const UTENSILS = 'M7 2.5v6a2 2 0 0 0 4 0v-6M9 2.5v19M17 21.5V2.5c-2.2 0-3.5 2.5-3.5 6v5h3.5';

/** Pedidos Gastro: the restaurant's menu with its prices, and a crate of fresh produce on its way. */
export const restaurantMenu: Motif = {
  size: [800, 900],
  draw: (p) => {
    const dishes = [0, 1, 2, 3, 4]
      .map((i) => {
        const y = 330 + i * 78;
        return (
          circle(232, y + 18, 24, i === 1 ? 'url(#accent)' : p.tint) +
          textLines(274, y + 4, [150 - (i % 3) * 24, 90], 11, 10, i === 1 ? p.ink : p.placeholder) +
          stroke(`M${450} ${y + 24}H520`, p.line, 4, 'stroke-dasharray="2 10"') +
          rect(530, y + 6, 60, 26, 13, i === 1 ? 'url(#accent)' : p.tint)
        );
      })
      .join('');
    const produce = [
      [560, 640, 44, '#ef4444'],
      [640, 630, 50, '#84cc16'],
      [710, 650, 38, '#f59e0b'],
      [600, 690, 34, '#22c55e'],
    ] as const;
    return (
      rect(170, 80, 460, 700, 40, WHITE, LIFT) +
      circle(400, 180, 64, 'url(#accent)') +
      `<g transform="translate(362 142) scale(3.2)" fill="none" stroke="${WHITE}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${UTENSILS}"/></g>` +
      textLines(300, 264, [200], 14, 0, p.ink) +
      rect(210, 304, 380, 3, 1.5, p.line) +
      dishes +
      produce.map(([x, y, r, fill]) => circle(x, y, r, fill)).join('') +
      rect(500, 670, 260, 170, 24, KRAFT, LIFT) +
      [0, 1, 2].map((i) => rect(520, 700 + i * 46, 220, 10, 5, '#b7834a')).join('') +
      circle(120, 800, 66, WHITE, LIFT) +
      drawPictogram('cart', 86, 766, 68, p.accent, 2.2) +
      circle(168, 752, 24, '#ef4444') +
      rect(158, 746, 20, 12, 6, WHITE)
    );
  },
};

const bottle = (x: number, y: number, s: number, glass: string, label: string) =>
  path(
    `M${x - 14 * s} ${y}h${28 * s}v${60 * s}c0 ${18 * s} ${34 * s} ${26 * s} ${34 * s} ${60 * s}v${190 * s}a${14 * s} ${14 * s} 0 0 1 -${14 * s} ${14 * s}h-${68 * s}a${14 * s} ${14 * s} 0 0 1 -${14 * s} -${14 * s}v-${190 * s}c0 -${34 * s} ${34 * s} -${42 * s} ${34 * s} -${60 * s}Z`,
    glass,
    'filter="url(#lift)"',
  ) + rect(x - 40 * s, y + 170 * s, 80 * s, 90 * s, 8 * s, label);

/** Bodega Patagónica: bottles and a glass in front of the vineyard rows, grapes and the shop's bag. */
export const winery: Motif = {
  size: [880, 560],
  draw: (p) => {
    const rows = [0, 1, 2, 3, 4]
      .map((i) => stroke(`M${-40 + i * 40} 560L${300 + i * 120} 300`, '#4d7c0f', 10, 'stroke-opacity="0.5" stroke-dasharray="2 22"'))
      .join('');
    const grapes = [
      [620, 330],
      [650, 330],
      [680, 330],
      [635, 356],
      [665, 356],
      [650, 382],
    ]
      .map(([x, y]) => circle(x!, y!, 17, '#6d28d9'))
      .join('');
    return (
      rows +
      bottle(330, 80, 1.35, '#3f0d1e', '#f8fafc') +
      bottle(470, 150, 1.1, '#14532d', '#fef3c7') +
      path('M560 130h120l-8 90a52 52 0 0 1-104 0Z', WHITE, 'fill-opacity="0.85" filter="url(#lift)"') +
      path('M566 180h108l-4 40a50 50 0 0 1-100 0Z', '#9f1239') +
      rect(615, 268, 10, 110, 5, WHITE) +
      rect(580, 372, 80, 12, 6, WHITE) +
      grapes +
      stroke('M650 312q10-24 30-28', '#4d7c0f', 6) +
      rect(90, 380, 200, 150, 24, WHITE, LIFT) +
      stroke('M150 400a40 40 0 0 1 80 0', p.accent, 8) +
      textLines(120, 440, [140, 90], 12, 14, p.placeholder) +
      rect(120, 482, 70, 26, 13, 'url(#accent)')
    );
  },
};
