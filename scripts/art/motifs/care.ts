// Covers for services booked or followed over time: appointments, medical records, a gym.
import { drawPictogram } from '../pictograms.ts';
import { circle, rect, textLines } from '../svg.ts';
import { check, LIFT, path, stroke, WHITE, type Motif } from './kit.ts';

/** TurnoYa: a wall calendar with booked and chosen days, a clock and a confirmation. */
export const appointments: Motif = {
  size: [800, 900],
  draw: (p, random) => {
    const cells = Array.from({ length: 35 }, (_, i) => {
      const x = 126 + (i % 7) * 80;
      const y = 320 + Math.floor(i / 7) * 78;
      if (i === 17) return rect(x, y, 68, 66, 16, 'url(#accent)') + check(x + 34, y + 34, 30, WHITE, 6);
      return rect(x, y, 68, 66, 16, random() < 0.3 ? p.tint : '#f1f5f9');
    }).join('');
    const hands = stroke('M630 720 V650 M630 720 L680 745', p.ink, 12);
    return (
      rect(100, 130, 600, 640, 44, WHITE, LIFT) +
      rect(100, 130, 600, 150, 44, 'url(#accent)') +
      rect(100, 230, 600, 50, 0, 'url(#accent)') +
      textLines(150, 180, [220, 140], 18, 16, WHITE) +
      [250, 550].map((x) => rect(x - 12, 96, 24, 70, 12, p.ink)).join('') +
      cells +
      circle(630, 720, 118, WHITE, LIFT) +
      circle(630, 720, 96, 'none', { stroke: p.accent, 'stroke-width': 12 }) +
      hands +
      circle(630, 720, 12, p.ink) +
      rect(40, 760, 340, 104, 52, WHITE, LIFT) +
      circle(92, 812, 34, '#22c55e') +
      check(92, 812, 30, WHITE, 6) +
      textLines(146, 790, [180, 120], 14, 14, p.placeholder)
    );
  },
};

/** Historia clínica: a clipboard with a heartbeat trace, a shield of permissions and a signature. */
export const medicalRecords: Motif = {
  size: [880, 560],
  draw: (p) =>
    rect(90, 60, 430, 480, 36, p.ink, LIFT) +
    rect(120, 100, 370, 410, 20, WHITE) +
    rect(230, 38, 150, 64, 20, '#94a3b8') +
    circle(305, 70, 12, p.ink) +
    circle(190, 170, 44, p.tint) +
    path('M180 142h20v18h18v20h-18v18h-20v-18h-18v-20h18Z', p.accent) +
    textLines(254, 146, [190, 130], 14, 14, p.placeholder) +
    stroke('M140 290h70l22-52 32 110 28-86 18 28h150', p.accent, 9) +
    textLines(146, 380, [300, 250, 280, 180], 12, 18, p.line) +
    rect(560, 80, 260, 230, 30, WHITE, LIFT) +
    path('M690 112l80 30v52c0 48-34 80-80 98-46-18-80-50-80-98v-52Z', 'url(#accent)') +
    check(690, 196, 56, WHITE, 10) +
    rect(560, 340, 280, 170, 30, WHITE, LIFT) +
    stroke('M590 450c20-40 40-60 50-40s-20 50 0 40 30-60 50-40 0 40 20 30 40-20 80-24', p.ink, 6) +
    rect(590, 470, 220, 4, 2, p.placeholder) +
    textLines(590, 372, [120], 12, 0, p.placeholder),
};

/** Entrená: a dumbbell, a kettlebell, the week's streak and a progress ring. */
export const gym: Motif = {
  size: [800, 900],
  draw: (p) => {
    const ring = 2 * Math.PI * 120;
    // Outer plates dark, inner ones in the project's colour, on a bar three plates long.
    const plates = [
      [150, 70, true],
      [200, 100, false],
      [556, 100, false],
      [606, 70, true],
    ] as const;
    const dumbbell =
      `<g transform="rotate(-14 400 600)">` +
      rect(120, 584, 560, 32, 16, '#94a3b8') +
      plates.map(([x, h, outer]) => rect(x, 600 - h, 46, h * 2, 16, outer ? p.ink : 'url(#accent)', LIFT)).join('') +
      '</g>';
    const streak = Array.from({ length: 7 }, (_, i) =>
      circle(140 + i * 86, 830, 26, i < 5 ? 'url(#accent)' : WHITE, i < 5 ? {} : { stroke: p.line, 'stroke-width': 4 }),
    ).join('');
    return (
      circle(560, 230, 160, WHITE, LIFT) +
      circle(560, 230, 120, 'none', { stroke: p.tint, 'stroke-width': 30 }) +
      circle(560, 230, 120, 'none', {
        stroke: 'url(#accent)',
        'stroke-width': 30,
        'stroke-linecap': 'round',
        'stroke-dasharray': `${(ring * 0.7).toFixed(0)} ${ring.toFixed(0)}`,
        transform: 'rotate(-90 560 230)',
      }) +
      drawPictogram('pulse', 512, 182, 96, p.accent, 2.4) +
      // A kettlebell: a wide handle over a ball flattened at the foot.
      stroke('M142 320C110 170 330 170 298 320', p.ink, 34) +
      circle(220, 370, 104, p.ink, LIFT) +
      rect(150, 440, 140, 40, 12, p.ink) +
      circle(186, 340, 22, '#ffffff', { 'fill-opacity': 0.18 }) +
      dumbbell +
      rect(80, 774, 640, 112, 56, WHITE, LIFT) +
      streak
    );
  },
};
