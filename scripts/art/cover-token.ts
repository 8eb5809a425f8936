// Square cover (960×960): a token coin on its orbits, chained blocks and a price card.
import { drawPictogram, type Pictogram } from './pictograms.ts';
import { card, circle, rect, seededRandom, textLines, type Palette } from './svg.ts';

export function tokenScene(p: Palette, pictogram: Pictogram, seed: string): string {
  const random = seededRandom(seed);
  const cx = 480;
  const cy = 420;
  const orbits = `<g fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"><ellipse cx="${cx}" cy="${cy}" rx="400" ry="150" transform="rotate(-18 ${cx} ${cy})"/><ellipse cx="${cx}" cy="${cy}" rx="330" ry="330" stroke-dasharray="4 18" stroke-linecap="round"/></g>`;
  const blocks = [
    [cx - 380, cy + 110],
    [cx + 320, cy - 130],
    [cx - 250, cy - 250],
    [cx + 250, cy + 200],
  ] as const;
  const chain = `<path d="M${blocks[2][0] + 40} ${blocks[2][1] + 40} L ${cx} ${cy} L ${blocks[1][0] + 40} ${blocks[1][1] + 40} M${blocks[0][0] + 40} ${blocks[0][1] + 40} L ${cx} ${cy} L ${blocks[3][0] + 40} ${blocks[3][1] + 40}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="10 10" fill="none"/>`;
  const blockMarks = blocks
    .map(
      ([bx, by], i) =>
        rect(bx, by, 80, 80, 22, '#ffffff', { filter: 'url(#lift)' }) +
        drawPictogram(i % 2 ? 'layers' : 'box', bx + 20, by + 20, 40, p.accent, 2.2),
    )
    .join('');
  const coin =
    circle(cx, cy, 170, '#ffffff', { filter: 'url(#lift)' }) +
    circle(cx, cy, 138, p.tint) +
    circle(cx, cy, 138, 'none', { stroke: 'url(#accent)', 'stroke-width': 10 }) +
    drawPictogram(pictogram, cx - 80, cy - 80, 160, p.accent, 1.6);
  const points = Array.from({ length: 9 }, (_, i) => `${150 + i * 44},${820 - i * 8 - random() * 60}`).join(' ');
  const price =
    card(110, 700, 440, 170, 26, true) +
    textLines(140, 726, [110, 70], 12, 12, p.placeholder) +
    `<polyline points="${points}" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    rect(430, 724, 90, 30, 15, '#dcfce7');
  const wallet =
    card(600, 96, 270, 110, 24, true) + circle(650, 151, 28, 'url(#accent)') + textLines(694, 130, [140, 96], 11, 14, p.placeholder);
  return orbits + chain + blockMarks + coin + price + wallet;
}
