import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, type Project } from '../../content/index.ts';
import { outlineText } from '../brand/glyph-outlines.ts';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  coverPlacement,
  parseLinearGradient,
  previewLayout,
  renderProjectPreview,
  svgLinearGradient,
} from '../project-images/project-preview.ts';

const root = path.resolve(import.meta.dirname, '../..');

const project = (id: string): Project => {
  const found = projects.find((p) => p.id === id);
  if (!found) throw new Error(`no project ${id}`);
  return found;
};

// turnos has a phone cover (960×1200, cropped to fill the frame); panel-ventas a browser one
// (960×640, shown whole on its gradient).
const samples = ['turnos', 'panel-ventas'] as const;
const previews = new Map<string, Buffer>();

/** A 90-character name: three lines at the most, or smaller type. */
const longName = 'Plataforma integral de gestión de turnos, pagos y recordatorios para consultorios del sur.';

/** Per-channel statistics of a region (extracted to a file first: stats() reads the input, not the pipeline). */
async function regionStats(image: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { channels } = await sharp(await sharp(image).extract(region).png().toBuffer()).stats();
  const rgb = channels.slice(0, 3);
  return { stdev: rgb.reduce((s, c) => s + c.stdev, 0) / 3, mean: rgb.reduce((s, c) => s + c.mean, 0) / 3, rgb: rgb.map((c) => c.mean) };
}

beforeAll(async () => {
  for (const id of samples) previews.set(id, await renderProjectPreview(project(id), root));
});

describe('renderProjectPreview', () => {
  it.each(samples)('%s: an opaque 1200×630 JPEG without metadata, under 150 kB', async (id) => {
    const jpg = previews.get(id)!;
    const meta = await sharp(jpg).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels, meta.hasAlpha]).toEqual(['jpeg', PREVIEW_WIDTH, PREVIEW_HEIGHT, 3, false]);
    expect([meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined]);
    expect(jpg.length).toBeLessThan(150 * 1024);
  });

  it.each(samples)('%s: the same project gives the same bytes', async (id) => {
    expect((await renderProjectPreview(project(id), root)).equals(previews.get(id)!)).toBe(true);
  });

  it.each(samples)('%s: the cover fills the right of the card, the left stays dark', async (id) => {
    const jpg = previews.get(id)!;
    const right = await regionStats(jpg, { left: 700, top: 100, width: 400, height: 430 });
    const left = await regionStats(jpg, { left: 0, top: 0, width: 600, height: 620 });
    // A flat fill would have a deviation near 0; the illustrations vary far more.
    expect(right.stdev).toBeGreaterThan(25);
    expect(right.mean).toBeGreaterThan(90);
    expect(left.mean).toBeLessThan(60);
  });

  it('renders a name of 90 characters', async () => {
    expect(longName).toHaveLength(90);
    const jpg = await renderProjectPreview({ ...project('multas'), name: longName }, root);
    expect((await sharp(jpg).metadata()).width).toBe(PREVIEW_WIDTH);
  });

  it('renders a cover of any proportion, and says which cover is missing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'project-preview-'));
    try {
      const covers = path.join(dir, 'public', 'assets', 'images', 'projects');
      await mkdir(covers, { recursive: true });
      // A long page screenshot: cropped to its top.
      await sharp({ create: { width: 960, height: 3000, channels: 3, background: '#ffffff' } })
        .composite([
          { input: Buffer.from('<svg width="960" height="300"><rect width="960" height="300" fill="#0ea5e9"/></svg>'), top: 0, left: 0 },
        ])
        .jpeg()
        .toFile(path.join(covers, 'tall.jpg'));
      const jpg = await renderProjectPreview({ ...project('turnos'), id: 'tall', imageBackground: undefined }, dir);
      expect((await sharp(jpg).metadata()).height).toBe(PREVIEW_HEIGHT);
      // The top of the screenshot (its blue header) fills the frame's top: a centred crop would show white.
      const [red, , blue] = (await regionStats(jpg, { left: 720, top: 90, width: 360, height: 40 })).rgb;
      expect(red).toBeLessThan(80);
      expect(blue).toBeGreaterThan(180);
      await expect(renderProjectPreview({ ...project('turnos'), id: 'missing' }, dir)).rejects.toThrow(/No cover for missing/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('previewLayout', () => {
  const names: [string, Pick<Project, 'name' | 'outcome'>][] = [
    ...projects.map((p): [string, Project] => [p.id, p]),
    ['90 characters', { ...project('turnos'), name: longName }],
    ['one long word', { name: 'Supercalifragilísticoespialidosamente'.repeat(3), outcome: { year: 2024, result: 'x'.repeat(300) } }],
    ['no outcome', { name: 'Proyecto sin resultado' }],
  ];

  it.each(names)('%s: at most 3 lines of name and 2 of result, each inside the column', (_, p) => {
    const layout = previewLayout(p);
    const { column } = layout;
    expect(layout.title.lines.length).toBeGreaterThan(0);
    expect(layout.title.lines.length).toBeLessThanOrEqual(3);
    expect(layout.title.size).toBeGreaterThanOrEqual(30);
    expect(layout.title.size).toBeLessThanOrEqual(64);
    for (const line of layout.title.lines) {
      // Measured again by drawing it, so the layout's arithmetic is checked too.
      const drawn = outlineText(line.text, { weight: 800, size: layout.title.size, tracking: -0.025 });
      expect(drawn.width).toBeCloseTo(line.width, 6);
      expect(line.x + Math.max(drawn.width, drawn.inkRight)).toBeLessThanOrEqual(column.x + column.width);
    }
    const lines = [...layout.title.lines, ...(layout.result?.lines ?? [])];
    expect(lines[0]!.baseline - layout.title.size * 0.72).toBeGreaterThanOrEqual(column.top - 0.01);
    expect(lines[lines.length - 1]!.baseline).toBeLessThanOrEqual(column.bottom + 0.01);

    expect(Boolean(layout.result)).toBe(Boolean(p.outcome));
    if (!layout.result) return;
    expect(layout.result.lines.length).toBeLessThanOrEqual(2);
    expect(layout.result.year.label).toBe(String(p.outcome!.year));
    // The year's pill sits in front of the first line, not under it.
    expect(layout.result.year.x + layout.result.year.width).toBeLessThan(layout.result.lines[0]!.x);
    for (const line of layout.result.lines) expect(line.x + line.width).toBeLessThanOrEqual(column.x + column.width);
  });

  it('keeps the largest size when the name fits: short names on one line at 64 px', () => {
    const layout = previewLayout(project('turnos'));
    expect(layout.title).toMatchObject({ size: 64, lines: [{ text: 'TurnoYa' }] });
  });

  it('wraps by words, with lines of even length', () => {
    const { lines } = previewLayout(project('multas')).title;
    expect(lines.map((l) => l.text).join(' ')).toBe('Sistema de Multas de Tránsito');
    expect(lines.length).toBeGreaterThan(1);
    const widths = lines.map((l) => l.width);
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.5);
  });

  it('cuts what cannot fit at the smallest size with an ellipsis', () => {
    const layout = previewLayout({ name: 'palabra '.repeat(60) });
    expect(layout.title.lines).toHaveLength(3);
    expect(layout.title.lines[2]!.text).toMatch(/…$/);
  });
});

describe('coverPlacement', () => {
  it('fills the frame with phone and square covers', () => {
    for (const [w, h] of [
      [960, 1200],
      [960, 960],
    ] as const) {
      expect(coverPlacement(w, h)).toMatchObject({ width: 440, height: 470, matted: false, position: 'centre' });
    }
  });

  it('keeps the top of a tall screenshot', () => {
    expect(coverPlacement(960, 3000)).toMatchObject({ width: 440, height: 470, position: 'top' });
  });

  it('shows a wide cover whole, inside the frame', () => {
    const placement = coverPlacement(960, 640);
    expect(placement.matted).toBe(true);
    expect(placement.width / placement.height).toBeCloseTo(1.5, 1);
    expect(placement.x).toBeGreaterThan(680);
    expect(placement.x + placement.width).toBeLessThan(1120);
    expect(placement.y).toBeGreaterThan(80);
    expect(placement.y + placement.height).toBeLessThan(550);
  });
});

describe('parseLinearGradient', () => {
  it("reads the projects' gradients", () => {
    expect(parseLinearGradient('linear-gradient(135deg, #6366f1 0%, #22d3ee 100%)')).toEqual({
      angle: 135,
      stops: [
        { color: '#6366f1', offset: 0 },
        { color: '#22d3ee', offset: 1 },
      ],
    });
    for (const p of projects) if (p.imageBackground) expect(parseLinearGradient(p.imageBackground), p.id).toBeDefined();
  });

  it('reads side keywords, other units, rgb() colours and missing offsets', () => {
    expect(parseLinearGradient('linear-gradient(to right top, red, rgb(0, 128, 255) 40%, #000)')).toEqual({
      angle: 45,
      stops: [
        { color: 'red', offset: 0 },
        { color: 'rgb(0, 128, 255)', offset: 0.4 },
        { color: '#000', offset: 1 },
      ],
    });
    expect(parseLinearGradient('linear-gradient(0.25turn, #fff, #000)')?.angle).toBe(90);
    expect(parseLinearGradient('linear-gradient(#fff, #888, #777, #000)')?.stops.map((s) => s.offset.toFixed(4))).toEqual([
      '0.0000',
      '0.3333',
      '0.6667',
      '1.0000',
    ]);
  });

  it('refuses what it cannot draw safely', () => {
    for (const css of [
      undefined,
      '',
      '#fff',
      'radial-gradient(#fff, #000)',
      'linear-gradient(90deg, #fff)',
      'linear-gradient(90deg, #fff, "/><script>)',
    ])
      expect(parseLinearGradient(css), String(css)).toBeUndefined();
  });

  it('draws the gradient line as CSS does: corner to corner for 135deg on a square', () => {
    const gradient = parseLinearGradient('linear-gradient(135deg, #000 0%, #fff 100%)')!;
    const svg = svgLinearGradient('g', gradient, { x: 0, y: 0, width: 100, height: 100 });
    expect(svg).toBe(
      '<linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="100"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient>',
    );
    const right = svgLinearGradient('g', { ...gradient, angle: 90 }, { x: 10, y: 20, width: 200, height: 50 });
    expect(right).toContain('x1="10" y1="45" x2="210" y2="45"');
  });
});
