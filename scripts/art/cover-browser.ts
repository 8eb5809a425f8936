// Wide cover (960×640): a browser window showing the product's main screen, with a floating card.
import { drawPictogram, type Pictogram } from './pictograms.ts';
import type { BrowserScreen } from './project-scenes.ts';
import { card, circle, rect, seededRandom, textLines, type Palette } from './svg.ts';

const WIN = { x: 120, y: 92, w: 720, h: 620 };
const MAIN = { x: 304, y: 160, w: 512 };

function chrome(p: Palette): string {
  const { x, y, w, h } = WIN;
  const nav = [0, 1, 2, 3, 4]
    .map((i) => {
      const ny = 222 + i * 38;
      const active = i === 1;
      return (
        (active ? rect(x + 12, ny - 12, 140, 30, 9, p.tint) : '') +
        circle(x + 32, ny + 3, 6, active ? p.accent : p.placeholder) +
        rect(x + 48, ny - 1, [70, 84, 60, 76, 66][i]!, 8, 4, active ? p.accent : p.placeholder)
      );
    })
    .join('');
  return (
    rect(x, y, w, h, 22, '#ffffff', { filter: 'url(#lift)' }) +
    `<clipPath id="win"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22"/></clipPath>` +
    `<g clip-path="url(#win)">` +
    rect(x, y, w, 46, 0, '#f1f5f9') +
    circle(x + 26, y + 23, 6, '#f87171') +
    circle(x + 46, y + 23, 6, '#fbbf24') +
    circle(x + 66, y + 23, 6, '#34d399') +
    rect(x + 220, y + 13, 300, 20, 10, '#ffffff') +
    rect(x, y + 46, 164, h, 0, p.soft) +
    rect(x + 20, y + 66, 32, 32, 9, 'url(#accent)') +
    rect(x + 62, y + 77, 70, 10, 5, p.ink) +
    nav
  );
}

function dashboard(p: Palette, random: () => number): string {
  const kpis = [0, 1, 2]
    .map((i) => {
      const kx = MAIN.x + i * 176;
      return (
        card(kx, MAIN.y, 160, 88, 14) +
        textLines(kx + 18, MAIN.y + 20, [64], 8, 0, p.placeholder) +
        rect(kx + 18, MAIN.y + 40, 70 + random() * 30, 18, 6, p.ink) +
        rect(kx + 108, MAIN.y + 42, 34, 14, 7, i === 2 ? '#fee2e2' : '#dcfce7')
      );
    })
    .join('');
  const chartY = MAIN.y + 108;
  const bars = Array.from({ length: 12 }, (_, i) => {
    const h = 40 + random() * 130;
    return rect(MAIN.x + 28 + i * 39, chartY + 206 - h, 22, h, 6, 'url(#accent)', { 'fill-opacity': i === 9 ? 1 : 0.75 });
  }).join('');
  const grid = [0, 1, 2, 3].map((i) => rect(MAIN.x + 20, chartY + 60 + i * 48, 472, 2, 1, '#f1f5f9')).join('');
  return (
    kpis +
    card(MAIN.x, chartY, MAIN.w, 232, 16) +
    textLines(MAIN.x + 22, chartY + 22, [120, 70], 9, 8, p.placeholder) +
    grid +
    bars +
    card(MAIN.x, chartY + 252, MAIN.w, 120, 16)
  );
}

function map(p: Palette): string {
  const m = { x: MAIN.x, y: MAIN.y, w: MAIN.w, h: 318 };
  const roads = `<g fill="none" stroke="#ffffff" stroke-linecap="round"><path d="M${m.x - 10} ${m.y + 230} C ${m.x + 160} ${m.y + 180}, ${m.x + 260} ${m.y + 300}, ${m.x + 530} ${m.y + 120}" stroke-width="16"/><path d="M${m.x + 150} ${m.y - 10} L ${m.x + 220} ${m.y + 330}" stroke-width="12"/><path d="M${m.x + 330} ${m.y - 10} C ${m.x + 300} ${m.y + 120}, ${m.x + 420} ${m.y + 200}, ${m.x + 380} ${m.y + 330}" stroke-width="9"/></g>`;
  const pins = [
    [m.x + 120, m.y + 110, true],
    [m.x + 300, m.y + 210, false],
    [m.x + 420, m.y + 90, false],
    [m.x + 250, m.y + 80, false],
  ] as const;
  const pinMarks = pins
    .map(([px, py, main]) => {
      const r = main ? 22 : 15;
      return (
        `<path d="M${px} ${py + r * 1.9} C ${px - r * 0.9} ${py + r}, ${px - r} ${py + r * 0.4}, ${px - r} ${py} a ${r} ${r} 0 1 1 ${r * 2} 0 c 0 ${r * 0.4}, ${-r * 0.1} ${r}, ${-r} ${r * 1.9} Z" fill="${main ? 'url(#accent)' : p.accent}" filter="url(#lift)"/>` +
        circle(px, py, r * 0.42, '#ffffff')
      );
    })
    .join('');
  const list = [0, 1].map((i) => {
    const lx = MAIN.x + i * 264;
    return (
      card(lx, m.y + 338, 248, 96, 16) +
      rect(lx + 16, m.y + 354, 64, 64, 12, p.tint) +
      textLines(lx + 96, m.y + 362, [120, 90, 60], 9, 10, p.placeholder)
    );
  });
  return (
    `<clipPath id="map"><rect x="${m.x}" y="${m.y}" width="${m.w}" height="${m.h}" rx="18"/></clipPath><g clip-path="url(#map)">` +
    rect(m.x, m.y, m.w, m.h, 18, '#e7efe9') +
    circle(m.x + 440, m.y + 280, 90, '#cfe8f5') +
    rect(m.x + 30, m.y + 20, 90, 60, 16, '#d3ead8') +
    roads +
    pinMarks +
    '</g>' +
    list.join('')
  );
}

function calendar(p: Palette, random: () => number): string {
  const start = 3 + Math.floor(random() * 6);
  const cells = Array.from({ length: 35 }, (_, i) => {
    const cx = MAIN.x + 16 + (i % 7) * 68;
    const cy = MAIN.y + 84 + Math.floor(i / 7) * 54;
    const inRange = i >= start + 7 && i <= start + 11;
    const edge = i === start + 7 || i === start + 11;
    const fill = edge ? 'url(#accent)' : inRange ? p.tint : '#f8fafc';
    return rect(cx, cy, 60, 46, 12, fill) + rect(cx + 12, cy + 12, 16, 8, 4, edge ? '#ffffff' : p.placeholder);
  }).join('');
  return (
    card(MAIN.x, MAIN.y, MAIN.w, 380, 18) +
    textLines(MAIN.x + 22, MAIN.y + 24, [150], 14, 0, p.ink) +
    rect(MAIN.x + 402, MAIN.y + 18, 88, 30, 15, p.tint) +
    textLines(MAIN.x + 22, MAIN.y + 56, [300], 8, 0, p.placeholder) +
    cells
  );
}

function records(p: Palette): string {
  const rows = [0, 1, 2, 3, 4]
    .map((i) => {
      const ry = MAIN.y + 60 + i * 62;
      return (
        (i === 0 ? rect(MAIN.x + 10, ry - 8, 200, 54, 12, p.tint) : '') +
        circle(MAIN.x + 38, ry + 19, 17, i === 0 ? 'url(#accent)' : '#e2e8f0') +
        textLines(MAIN.x + 66, ry + 8, [100 - i * 6, 64], 8, 8, i === 0 ? p.accent : p.placeholder)
      );
    })
    .join('');
  const detail = { x: MAIN.x + 236, y: MAIN.y, w: 276 };
  const pulse = `<path d="M${detail.x + 20} ${detail.y + 170} h50 l14 -38 l22 76 l18 -58 l12 20 h${detail.w - 156}" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  return (
    card(MAIN.x, MAIN.y, 220, 380, 18) +
    textLines(MAIN.x + 20, MAIN.y + 22, [110], 12, 0, p.ink) +
    rows +
    card(detail.x, detail.y, detail.w, 380, 18) +
    textLines(detail.x + 22, detail.y + 24, [140, 90], 12, 10, p.ink) +
    pulse +
    [0, 1].map((i) => rect(detail.x + 20 + i * 122, detail.y + 236, 112, 70, 14, i ? '#f1f5f9' : p.tint)).join('') +
    textLines(detail.x + 22, detail.y + 326, [220, 180], 8, 10, p.placeholder)
  );
}

function shop(p: Palette, _random: () => number, pictogram: Pictogram): string {
  const banner =
    rect(MAIN.x, MAIN.y, MAIN.w, 150, 18, 'url(#accent)') +
    textLines(MAIN.x + 28, MAIN.y + 40, [220, 160], 16, 12, '#ffffff') +
    rect(MAIN.x + 28, MAIN.y + 100, 110, 30, 15, '#ffffff');
  const products = [0, 1, 2]
    .map((i) => {
      const px = MAIN.x + i * 176;
      return (
        card(px, MAIN.y + 170, 160, 230, 16) +
        rect(px + 12, MAIN.y + 182, 136, 120, 12, i === 1 ? p.tint : '#f1f5f9') +
        drawPictogram(pictogram, px + 56, MAIN.y + 218, 48, p.accent) +
        textLines(px + 14, MAIN.y + 318, [110, 70], 9, 10, p.placeholder) +
        rect(px + 14, MAIN.y + 362, 56, 20, 10, p.tint)
      );
    })
    .join('');
  return banner + products;
}

function floating(p: Palette, pictogram: Pictogram): string {
  const x = 40;
  const y = 408;
  return (
    card(x, y, 250, 100, 20, true) +
    circle(x + 50, y + 50, 28, 'url(#accent)') +
    drawPictogram(pictogram, x + 34, y + 34, 32, '#ffffff', 2.2) +
    textLines(x + 94, y + 34, [120, 84], 10, 12, p.placeholder)
  );
}

export function browserScene(p: Palette, screen: BrowserScreen, pictogram: Pictogram, seed: string): string {
  const random = seededRandom(seed);
  const body = { dashboard, map, calendar, records, shop }[screen](p, random, pictogram);
  return chrome(p) + body + '</g>' + floating(p, pictogram);
}
