// Covers for the blockchain projects: a loyalty token and real assets split into tokens.
import { circle, rect, textLines } from '../svg.ts';
import { hexagon, LIFT, path, sparkle, stroke, WHITE, type Motif } from './kit.ts';

const GOLD = '#fbbf24';
const GOLD_DEEP = '#d97706';

/** A coin seen edge-on, for the stack. */
const flatCoin = (cx: number, cy: number) =>
  `<ellipse cx="${cx}" cy="${cy + 14}" rx="90" ry="30" fill="${GOLD_DEEP}"/><ellipse cx="${cx}" cy="${cy}" rx="90" ry="30" fill="${GOLD}"/>`;

/** Token Andino: a coin stamped with the Andes and the sun, a stack of coins, a rising price. */
export const loyaltyToken: Motif = {
  size: [800, 800],
  draw: (p) => {
    const stack = [0, 1, 2, 3, 4].map((i) => flatCoin(170, 660 - i * 34)).join('');
    return (
      circle(440, 360, 250, GOLD_DEEP, LIFT) +
      circle(430, 350, 250, GOLD) +
      circle(430, 350, 200, 'none', { stroke: WHITE, 'stroke-width': 10, 'stroke-opacity': 0.7 }) +
      circle(480, 290, 44, WHITE, { 'fill-opacity': 0.9 }) +
      path('M270 440L360 310L410 370L470 280L590 440Z', p.accent) +
      path('M360 310L384 345L360 338L342 350ZM470 280L500 325L472 318L452 330Z', WHITE) +
      stack +
      rect(520, 600, 240, 150, 28, WHITE, LIFT) +
      stroke('M550 710L600 680L640 696L700 640L730 648', p.accent, 8) +
      textLines(550, 626, [90], 11, 0, p.placeholder) +
      sparkle(700, 120, 40) +
      sparkle(150, 200, 26) +
      sparkle(640, 540, 18)
    );
  },
};

/** Activos tokenizados: a building whose side breaks into token hexagons, chained blocks below. */
export const tokenizedAssets: Motif = {
  size: [800, 800],
  draw: (p) => {
    const windows = Array.from({ length: 15 }, (_, i) => rect(170 + (i % 3) * 62, 200 + Math.floor(i / 3) * 70, 40, 44, 6, p.tint)).join(
      '',
    );
    const tokens = [
      [420, 200],
      [500, 250],
      [430, 320],
      [560, 160],
      [590, 330],
      [510, 410],
    ]
      .map(
        ([x, y], i) =>
          hexagon(x!, y!, 36, i % 2 ? 'url(#accent)' : WHITE, 'filter="url(#lift)"') + circle(x!, y!, 10, i % 2 ? WHITE : p.accent),
      )
      .join('');
    const blocks = [0, 1, 2].map((i) => {
      const x = 150 + i * 200;
      return (
        rect(x, 610, 120, 120, 24, i === 1 ? 'url(#accent)' : WHITE, LIFT) +
        rect(x + 30, 650, 60, 12, 6, i === 1 ? WHITE : p.placeholder) +
        rect(x + 30, 676, 40, 12, 6, i === 1 ? WHITE : p.line)
      );
    });
    return (
      rect(140, 120, 250, 420, 18, WHITE, LIFT) +
      rect(140, 120, 250, 50, 18, p.ink) +
      windows +
      rect(235, 470, 60, 70, 8, p.ink) +
      tokens +
      stroke('M270 670H350M470 670H550', WHITE, 10, 'stroke-dasharray="14 10"') +
      blocks.join('') +
      sparkle(660, 110, 30)
    );
  },
};
