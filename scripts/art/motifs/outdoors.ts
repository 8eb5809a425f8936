// Covers set outdoors in Patagonia: the lakeside cabins, the ski school and the regional deliveries.
import { drawPictogram } from '../pictograms.ts';
import { circle, rect, textLines } from '../svg.ts';
import { check, LIFT, path, pine, polygon, stroke, WHITE, type Motif } from './kit.ts';

const SNOW = '#f8fafc';
const ROCK = '#64748b';
const FOREST = '#166534';

/** An A-frame cabin whose floor centre is at (x, y). */
function cabin(x: number, y: number, w: number): string {
  const h = w * 0.95;
  return (
    polygon(
      [
        [x, y - h],
        [x + w / 2, y],
        [x - w / 2, y],
      ],
      '#92400e',
      'filter="url(#lift)"',
    ) +
    polygon(
      [
        [x, y - h * 0.72],
        [x + w * 0.34, y],
        [x - w * 0.34, y],
      ],
      '#fcd34d',
    ) +
    rect(x - w * 0.09, y - h * 0.3, w * 0.18, h * 0.3, 3, '#78350f')
  );
}

/** Cabañas del Lago: snowy peaks, a lake with its ripples, three cabins among pines and a booking. */
export const lakeCabins: Motif = {
  size: [880, 560],
  draw: (p) =>
    circle(700, 110, 50, '#fde68a') +
    path('M0 330L170 120L300 280L430 90L600 300L720 180L880 330Z', ROCK) +
    path('M170 120L222 184L190 176L160 200L130 170ZM430 90L490 160L450 150L420 176L390 146Z', SNOW) +
    rect(0, 330, 880, 230, 0, '#38bdf8') +
    [0, 1, 2].map((i) => stroke(`M${120 + i * 200} ${400 + i * 30}h${90 - i * 10}`, WHITE, 6, 'stroke-opacity="0.7"')).join('') +
    path('M0 470C200 430 500 440 880 480V560H0Z', '#4d7c0f') +
    [60, 120, 780, 830].map((x, i) => pine(x, 500 + (i % 2) * 20, 150, FOREST)).join('') +
    cabin(300, 520, 140) +
    cabin(470, 510, 120) +
    cabin(620, 525, 110) +
    rect(600, 30, 240, 80, 24, WHITE, LIFT) +
    circle(640, 70, 22, '#22c55e') +
    check(640, 70, 20, WHITE, 4) +
    textLines(676, 54, [130, 90], 11, 10, p.placeholder),
};

/** Escuela de Esquí: the slope, slalom gates, a skier's tracks, the chairlift and the instructor's slot. */
export const skiSlope: Motif = {
  size: [880, 560],
  draw: (p) => {
    const gates = [
      [250, 200, '#ef4444'],
      [380, 290, p.accent],
      [500, 360, '#ef4444'],
      [650, 440, p.accent],
    ] as const;
    const chairs = [0, 1, 2, 3].map((i) => {
      const x = 130 + i * 190;
      const y = 60 + i * 60;
      return stroke(`M${x} ${y}v40`, p.ink, 4) + rect(x - 22, y + 38, 44, 12, 4, p.ink);
    });
    return (
      path('M0 120L280 40L880 420V560H0Z', SNOW) +
      path('M280 40L880 420H740L360 150Z', '#dbeafe') +
      stroke('M40 40L860 300', p.ink, 4) +
      chairs.join('') +
      stroke('M200 150C300 200 230 260 380 300S460 360 520 380 640 420 700 500', '#94a3b8', 5, 'stroke-dasharray="14 10"') +
      gates.map(([x, y, c]) => stroke(`M${x} ${y}v-70`, p.ink, 5) + path(`M${x} ${y - 70}l54 18-54 18Z`, c)).join('') +
      [80, 140, 800].map((x, i) => pine(x, 540 - (i % 2) * 30, 150, FOREST)).join('') +
      circle(680, 470, 18, p.ink) +
      stroke('M680 488l-10 40M650 540l70-16', p.ink, 8) +
      rect(40, 430, 230, 100, 26, WHITE, LIFT) +
      circle(92, 480, 28, 'url(#accent)') +
      drawPictogram('mountain', 74, 462, 36, WHITE, 2.4) +
      textLines(134, 462, [110, 80], 11, 12, p.placeholder)
    );
  },
};

/** Envíos Patagonia: the road between two towns on a map of lakes and peaks, the truck on its way. */
export const deliveries: Motif = {
  size: [800, 900],
  draw: (p) => {
    const route = 'M170 700C230 560 420 640 440 480S620 330 600 200';
    return (
      `<clipPath id="route-map"><rect x="60" y="80" width="680" height="700" rx="44"/></clipPath><g clip-path="url(#route-map)">` +
      rect(60, 80, 680, 700, 44, '#e7efe9', LIFT) +
      path('M60 360C180 320 240 420 200 520S60 600 60 600Z', '#bae6fd') +
      [
        [520, 620],
        [600, 560],
        [660, 650],
      ]
        .map(
          ([x, y]) =>
            path(`M${x! - 60} ${y! + 50}L${x} ${y! - 50}L${x! + 60} ${y! + 50}Z`, '#cbd5e1') +
            path(`M${x! - 20} ${y! - 14}L${x} ${y! - 50}L${x! + 20} ${y! - 14}Z`, SNOW),
        )
        .join('') +
      stroke('M40 300L760 420M300 60L360 800', WHITE, 16) +
      stroke(route, p.accent, 12, 'stroke-dasharray="2 22"') +
      '</g>' +
      circle(170, 700, 24, WHITE, { stroke: p.accent, 'stroke-width': 10 }) +
      path('M600 200c0 50-56 96-56 96s-56-46-56-96a56 56 0 0 1 112 0Z', 'url(#accent)', 'filter="url(#lift)"') +
      circle(544, 200, 20, WHITE) +
      `<g transform="translate(330 420)" filter="url(#lift)">` +
      rect(0, 0, 150, 100, 14, WHITE) +
      path('M150 30h50l36 36v34h-86Z', 'url(#accent)') +
      rect(170, 40, 34, 26, 5, '#e0f2fe') +
      circle(40, 104, 20, p.ink) +
      circle(196, 104, 20, p.ink) +
      '</g>' +
      rect(380, 730, 360, 130, 32, WHITE, LIFT) +
      circle(446, 795, 36, p.tint) +
      drawPictogram('box', 422, 771, 48, p.accent, 2.2) +
      rect(500, 776, 200, 14, 7, p.tint) +
      rect(500, 776, 140, 14, 7, 'url(#accent)') +
      textLines(500, 806, [120], 11, 0, p.placeholder)
    );
  },
};
