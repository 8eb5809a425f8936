// The 1200×630 picture a chat or LinkedIn shows when a project's own page (/proyectos/<id>) is
// shared: the project's name and result on the left, its cover on the right, in the palette and
// outlined type of the site's card (scripts/brand/og-card.ts), so both read as one family.
import path from 'node:path';
import sharp from 'sharp';
import { profile, type Project } from '../../content/index.ts';
import { coverFile } from '../../src/sections/projects/project-cover.ts';
import { brand, type ManropeWeight } from '../brand/brand.ts';
import { manrope, outlineText, textPath, type OutlineOptions, type TextOutline } from '../brand/glyph-outlines.ts';

export const PREVIEW_WIDTH = 1200,
  PREVIEW_HEIGHT = 630;

const PAD = 80;
/** The cover's box: the right ~45 %, vertically centred, the same margin as the text. */
const FRAME = { x: 680, y: 80, width: 440, height: 470, radius: 24 } as const;
/** The text column: from the margin to a gutter before the cover. */
const COLUMN = { x: PAD, width: FRAME.x - 56 - PAD } as const;
/** Where the name and result sit: under the host line, over the owner's badge. */
const BAND = { top: 128, bottom: 462 } as const;

const TITLE = { weight: 800, maxSize: 64, minSize: 30, step: 2, tracking: -0.025, leading: 1.1, maxLines: 3 } as const;
const RESULT = { weight: 600, sizes: [26, 24, 22, 20], tracking: 0, leading: 1.42, maxLines: 2 } as const;
const YEAR_PILL = { weight: 700, size: 17, height: 32, padding: 14, gap: 12 } as const;
/** Space between the name's last baseline and the top of the result's capitals. */
const TITLE_TO_RESULT = 40;

const colors = {
  title: '#f8fafc',
  result: '#cbd5e1',
  pillText: '#c7d2fe',
  ownerTitle: '#a5b4fc',
  cyan: '#22d3ee',
} as const;

// ---------------------------------------------------------------------------------------------
// CSS gradient → SVG

export interface GradientStop {
  color: string;
  /** 0-1 along the gradient line. */
  offset: number;
}

export interface CssLinearGradient {
  /** CSS degrees: 0 points up, 90 right, 135 to the bottom right. */
  angle: number;
  stops: GradientStop[];
}

/** Colours that can go into an SVG attribute as they are (nothing that could close the quote). */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgba?|hsla?)\([\d\s.,%/+-]+\))$/i;

const SIDE_ANGLES: Record<string, number> = {
  top: 0,
  'top right': 45,
  right: 90,
  'bottom right': 135,
  bottom: 180,
  'bottom left': 225,
  left: 270,
  'top left': 315,
};

/** Splits on the commas between arguments, not those inside rgb(…). */
function topLevelArgs(body: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of body) {
    if (char === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    current += char;
  }
  args.push(current.trim());
  return args;
}

/** A direction argument in CSS degrees, or undefined when the argument is a colour stop. */
function directionAngle(arg: string): number | undefined {
  const angle = /^(-?\d*\.?\d+)(deg|turn|rad|grad)$/i.exec(arg);
  if (angle) {
    const value = Number(angle[1]);
    const perDegree: Record<string, number> = { deg: 1, turn: 360, rad: 180 / Math.PI, grad: 0.9 };
    return value * (perDegree[angle[2]!.toLowerCase()] ?? 1);
  }
  const side = /^to\s+(.+)$/i.exec(arg);
  if (!side) return undefined;
  // "to right top" and "to top right" are the same corner. Corners are taken as 45° multiples
  // (CSS aims them at the box's diagonal): close enough behind a picture.
  const words = side[1]!
    .toLowerCase()
    .split(/\s+/)
    .sort((a, b) => Number(b === 'top' || b === 'bottom') - Number(a === 'top' || a === 'bottom'));
  return SIDE_ANGLES[words.join(' ')];
}

/** Offsets CSS leaves out: the ends at 0 and 1, the ones between spread evenly, never going back. */
function filledOffsets(offsets: (number | undefined)[]): number[] {
  const filled = [...offsets];
  if (filled[0] === undefined) filled[0] = 0;
  if (filled[filled.length - 1] === undefined) filled[filled.length - 1] = 1;
  let last = 0;
  for (let i = 0; i < filled.length; i += 1) {
    if (filled[i] === undefined) {
      const next = filled.findIndex((o, j) => j > i && o !== undefined);
      const to = filled[next]!;
      filled[i] = last + (to - last) / (next - i + 1);
    }
    last = Math.max(last, filled[i]!);
    filled[i] = last;
  }
  return filled as number[];
}

/**
 * A CSS `linear-gradient(…)` (as `project.imageBackground` holds) as angle and stops; undefined
 * for anything else (radial gradients, images, colour syntax SVG does not take), so the caller
 * can fall back to a plain colour.
 */
export function parseLinearGradient(css: string | undefined): CssLinearGradient | undefined {
  const body = css === undefined ? undefined : /^\s*linear-gradient\(([\s\S]*)\)\s*;?\s*$/i.exec(css)?.[1];
  if (body === undefined) return undefined;
  const args = topLevelArgs(body);
  const angle = directionAngle(args[0] ?? '');
  const stopArgs = angle === undefined ? args : args.slice(1);
  const parsed = stopArgs.map((arg) => /^(.+?)(?:\s+(-?\d*\.?\d+)%)?$/.exec(arg));
  if (parsed.length < 2 || parsed.some((m) => !m || !SAFE_COLOR.test(m[1]!))) return undefined;
  const offsets = filledOffsets(parsed.map((m) => (m?.[2] === undefined ? undefined : Number(m[2]) / 100)));
  return {
    angle: angle ?? 180,
    stops: parsed.map((m, i) => ({ color: m![1]!, offset: Math.min(1, Math.max(0, offsets[i]!)) })),
  };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The gradient as an SVG <linearGradient> over `box`, with CSS geometry: the line runs through the
 * centre at `angle`, long enough that the corners get the first and last colours exactly.
 */
export function svgLinearGradient(id: string, gradient: CssLinearGradient, box: Box): string {
  const rad = (gradient.angle * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = -Math.cos(rad);
  const half = (Math.abs(box.width * dx) + Math.abs(box.height * dy)) / 2;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const stops = gradient.stops.map((s) => `<stop offset="${round2(s.offset)}" stop-color="${s.color}"/>`).join('');
  const [x1, y1, x2, y2] = [cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half].map(round2);
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops}</linearGradient>`;
}

// ---------------------------------------------------------------------------------------------
// Text layout

/**
 * The advance width of `text` at size 1, computed as outlineText computes it (so a line measured
 * here is exactly as wide when drawn), without building the glyph paths: wrapping tries many lines.
 */
function emWidth(text: string, weight: ManropeWeight, tracking: number): number {
  const font = manrope(weight);
  const { positions } = font.layout(text);
  const advance = positions.reduce((sum, p) => sum + p.xAdvance, 0) / font.unitsPerEm;
  return advance + tracking * Math.max(0, positions.length - 1);
}

/** Width at `size` of a line of the given style, memoised: the wrapper asks for the same lines often. */
function measurer(weight: ManropeWeight, tracking: number): (text: string, size: number) => number {
  const cache = new Map<string, number>();
  return (text, size) => {
    let em = cache.get(text);
    if (em === undefined) {
      em = emWidth(text, weight, tracking);
      cache.set(text, em);
    }
    return em * size;
  };
}

/** Every way to cut `words` into `count` non-empty lines, in reading order. */
function* partitions(words: string[], count: number): Generator<string[]> {
  if (count === 1) {
    yield [words.join(' ')];
    return;
  }
  for (let cut = 1; cut <= words.length - count + 1; cut += 1) {
    const head = words.slice(0, cut).join(' ');
    for (const rest of partitions(words.slice(cut), count - 1)) yield [head, ...rest];
  }
}

/**
 * The fewest lines (up to `maxLines`) that hold `words` within each line's width, cut where the
 * lines come out most even (as CSS `text-wrap: balance`): a name never ends on a lone word.
 */
function balancedLines(
  words: string[],
  width: (text: string) => number,
  maxWidth: (line: number) => number,
  maxLines: number,
): string[] | undefined {
  for (let count = 1; count <= Math.min(maxLines, words.length); count += 1) {
    let best: { lines: string[]; raggedness: number } | undefined;
    for (const lines of partitions(words, count)) {
      const slack = lines.map((line, i) => maxWidth(i) - width(line));
      if (slack.some((s) => s < 0)) continue;
      const raggedness = slack.reduce((sum, s) => sum + s * s, 0);
      if (!best || raggedness < best.raggedness) best = { lines, raggedness };
    }
    if (best) return best.lines;
  }
  return undefined;
}

/** `text` cut to fit `max` with an ellipsis (at a word if one is near, else mid-word). */
function ellipsized(text: string, width: (text: string) => number, max: number): string {
  if (width(text) <= max) return text;
  let cut = text;
  while (cut.length > 0 && width(`${cut}…`) > max) cut = cut.slice(0, -1).trimEnd();
  const atWord = cut.lastIndexOf(' ');
  if (atWord > cut.length * 0.6) cut = cut.slice(0, atWord);
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The last resort for text too long at the smallest size: fill the lines, cut the last one. */
function truncatedLines(words: string[], width: (text: string) => number, maxWidth: (line: number) => number, maxLines: number): string[] {
  const lines: string[] = [];
  let rest = [...words];
  while (rest.length > 0 && lines.length < maxLines - 1) {
    let take = 1;
    while (take < rest.length && width(rest.slice(0, take + 1).join(' ')) <= maxWidth(lines.length)) take += 1;
    // A single word wider than the line is cut too rather than spill into the picture.
    lines.push(ellipsized(rest.slice(0, take).join(' '), width, maxWidth(lines.length)));
    rest = rest.slice(take);
  }
  if (rest.length > 0) lines.push(ellipsized(rest.join(' '), width, maxWidth(lines.length)));
  return lines;
}

export interface PlacedLine {
  text: string;
  x: number;
  baseline: number;
  /** Advance width when drawn: what must fit the column. */
  width: number;
}

export interface PreviewLayout {
  column: { x: number; width: number; top: number; bottom: number };
  title: { size: number; lines: PlacedLine[] };
  result?: {
    size: number;
    lines: PlacedLine[];
    /** The year's pill, in front of the first line. */
    year: { label: string; x: number; y: number; width: number; height: number };
  };
}

interface Wrapped {
  size: number;
  lines: string[];
}

/** The largest size at which `text` wraps into the allowed lines; cut with an ellipsis if none does. */
function wrapToFit(
  text: string,
  sizes: number[],
  width: (text: string, size: number) => number,
  maxWidth: (line: number) => number,
  maxLines: number,
): Wrapped {
  const words = text.trim().split(/\s+/);
  for (const size of sizes) {
    const lines = balancedLines(words, (t) => width(t, size), maxWidth, maxLines);
    if (lines) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  return { size, lines: truncatedLines(words, (t) => width(t, size), maxWidth, maxLines) };
}

const capHeight = (weight: ManropeWeight, size: number) => (manrope(weight).capHeight / manrope(weight).unitsPerEm) * size;

const titleSizes = Array.from({ length: (TITLE.maxSize - TITLE.minSize) / TITLE.step + 1 }, (_, i) => TITLE.maxSize - i * TITLE.step);

/**
 * Where the project's name and result go in the left column: the name as large as fits in three
 * lines, the result in two, the pair centred between the host line and the owner's badge. Pure
 * (no pictures read), so the tests can check that any name stays inside the column.
 */
export function previewLayout(project: Pick<Project, 'name' | 'outcome'>): PreviewLayout {
  const titleWidth = measurer(TITLE.weight, TITLE.tracking);
  const title = wrapToFit(project.name, titleSizes, titleWidth, () => COLUMN.width, TITLE.maxLines);
  const titleLineHeight = title.size * TITLE.leading;
  const titleCap = capHeight(TITLE.weight, title.size);
  let height = titleCap + (title.lines.length - 1) * titleLineHeight;

  let result: { wrapped: Wrapped; yearLabel: string; yearWidth: number } | undefined;
  const resultWidth = measurer(RESULT.weight, RESULT.tracking);
  if (project.outcome) {
    const yearLabel = String(project.outcome.year);
    const yearWidth = measurer(YEAR_PILL.weight, 0)(yearLabel, YEAR_PILL.size) + 2 * YEAR_PILL.padding;
    const firstLine = COLUMN.width - yearWidth - YEAR_PILL.gap;
    const wrapped = wrapToFit(
      project.outcome.result,
      [...RESULT.sizes],
      resultWidth,
      (i) => (i === 0 ? firstLine : COLUMN.width),
      RESULT.maxLines,
    );
    result = { wrapped, yearLabel, yearWidth };
    height += TITLE_TO_RESULT + capHeight(RESULT.weight, wrapped.size) + (wrapped.lines.length - 1) * wrapped.size * RESULT.leading;
  }

  // Centred by what the eye sees: from the top of the name's capitals to the last baseline.
  const top = BAND.top + (BAND.bottom - BAND.top - height) / 2;
  const titleLines = title.lines.map((text, i) => ({
    text,
    x: COLUMN.x,
    baseline: top + titleCap + i * titleLineHeight,
    width: titleWidth(text, title.size),
  }));
  const layout: PreviewLayout = {
    column: { x: COLUMN.x, width: COLUMN.width, top: BAND.top, bottom: BAND.bottom },
    title: { size: title.size, lines: titleLines },
  };
  if (result) {
    const { wrapped, yearLabel, yearWidth } = result;
    const firstBaseline = titleLines[titleLines.length - 1]!.baseline + TITLE_TO_RESULT + capHeight(RESULT.weight, wrapped.size);
    const lines = wrapped.lines.map((text, i) => {
      const x = COLUMN.x + (i === 0 ? yearWidth + YEAR_PILL.gap : 0);
      return { text, x, baseline: firstBaseline + i * wrapped.size * RESULT.leading, width: resultWidth(text, wrapped.size) };
    });
    // The pill is centred on the first line's capitals, so it reads as part of that line.
    const pillY = firstBaseline - capHeight(RESULT.weight, wrapped.size) / 2 - YEAR_PILL.height / 2;
    layout.result = {
      size: wrapped.size,
      lines,
      year: { label: yearLabel, x: COLUMN.x, y: pillY, width: yearWidth, height: YEAR_PILL.height },
    };
  }
  return layout;
}

// ---------------------------------------------------------------------------------------------
// The cover's frame

export interface CoverPlacement extends Box {
  radius: number;
  /** Which part of the picture survives a crop. */
  position: 'centre' | 'top';
  /** Shown whole on a plate of the project's gradient, rather than filling the frame. */
  matted: boolean;
}

/** Inset of a matted picture inside the frame. */
const MAT = 28;

/**
 * Where a `width`×`height` cover goes. Phone and square covers fill the frame (a small crop);
 * a wide one would lose too much of its sides, so it is shown whole on the project's colours, as
 * the site's card shows it; a tall screenshot keeps its top, where a page says what it is.
 */
export function coverPlacement(width: number, height: number): CoverPlacement {
  const ratio = width / height;
  const frameRatio = FRAME.width / FRAME.height;
  if (ratio > frameRatio * 1.25) {
    const w = FRAME.width - 2 * MAT;
    const h = Math.min(FRAME.height - 2 * MAT, Math.round(w / ratio));
    return {
      x: FRAME.x + MAT,
      y: Math.round(FRAME.y + (FRAME.height - h) / 2),
      width: w,
      height: h,
      radius: 14,
      position: 'centre',
      matted: true,
    };
  }
  return { ...FRAME, position: ratio < frameRatio * 0.75 ? 'top' : 'centre', matted: false };
}

/** The cover resized into its place, its corners rounded (transparent), as PNG. */
async function coverLayer(file: string, placement: CoverPlacement): Promise<Buffer> {
  const { width, height, radius } = placement;
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`;
  return sharp(file)
    .autoOrient()
    .resize(width, height, { fit: 'cover', position: placement.position })
    .ensureAlpha()
    .composite([{ input: Buffer.from(mask), blend: 'dest-in' }])
    .png()
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// The card

function fitted(text: string, options: OutlineOptions, maxWidth: number): TextOutline {
  const outline = outlineText(text, options);
  if (outline.width <= maxWidth) return outline;
  return outlineText(text, { ...options, size: options.size * (maxWidth / outline.width) });
}

function titleAndResult(layout: PreviewLayout): string[] {
  const parts = layout.title.lines.map((line) =>
    textPath(
      outlineText(line.text, { weight: TITLE.weight, size: layout.title.size, tracking: TITLE.tracking }),
      line.x,
      line.baseline,
      colors.title,
    ),
  );
  const result = layout.result;
  if (!result) return parts;
  const { year } = result;
  const label = outlineText(year.label, { weight: YEAR_PILL.weight, size: YEAR_PILL.size });
  parts.push(
    `<rect x="${round2(year.x)}" y="${round2(year.y)}" width="${round2(year.width)}" height="${year.height}" rx="${year.height / 2}" fill="${brand.accentLight}" fill-opacity="0.14" stroke="${brand.accentLight}" stroke-opacity="0.4" stroke-width="1.5"/>`,
    textPath(label, year.x + year.width / 2, year.y + year.height / 2 + label.capHeight / 2, colors.pillText, 'middle'),
    ...result.lines.map((line) =>
      textPath(outlineText(line.text, { weight: RESULT.weight, size: result.size }), line.x, line.baseline, colors.result),
    ),
  );
  return parts;
}

/** The owner's badge, name and title at the bottom of the column; the site's host at the top. */
function ownerAndHost(): string[] {
  const badge = 60;
  const top = FRAME.y + FRAME.height - badge;
  const textX = PAD + badge + 18;
  const initials = fitted(profile.initials, { weight: 800, size: 27, tracking: -0.02 }, badge - 18);
  const name = fitted(profile.name, { weight: 800, size: 24, tracking: -0.01 }, COLUMN.x + COLUMN.width - textX);
  const title = fitted(profile.title, { weight: 600, size: 18 }, COLUMN.x + COLUMN.width - textX);
  const host = outlineText(new URL(profile.siteUrl).host, { weight: 700, size: 21 });
  return [
    textPath(host, PAD, PAD + host.capHeight, brand.mutedDark),
    `<rect x="${PAD}" y="${top}" width="${badge}" height="${badge}" rx="17" fill="url(#badge)"/>`,
    textPath(initials, PAD + badge / 2, top + badge / 2 + initials.capHeight / 2, brand.white, 'ink-middle'),
    textPath(name, textX, top + 25, colors.title),
    textPath(title, textX, top + 52, colors.ownerTitle),
  ];
}

/** The frame's plate, its shadow and a halo in the project's colours (the picture goes on top). */
function frameBackdrop(project: Project, cover: CoverPlacement): { defs: string[]; shapes: string[] } {
  const gradient = parseLinearGradient(project.imageBackground);
  const plate = gradient
    ? svgLinearGradient('plate', gradient, FRAME)
    : `<linearGradient id="plate"><stop offset="0" stop-color="${brand.surfaceDark}"/></linearGradient>`;
  const rect = (box: Box, radius: number, extra: string) =>
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${radius}" ${extra}/>`;
  const shapes = [
    rect(FRAME, FRAME.radius, 'fill="url(#plate)" opacity="0.45" filter="url(#halo)"'),
    rect({ ...FRAME, y: FRAME.y + 22 }, FRAME.radius, 'fill="#000" opacity="0.55" filter="url(#shadow)"'),
    rect(FRAME, FRAME.radius, 'fill="url(#plate)"'),
  ];
  if (cover.matted)
    shapes.push(rect({ ...cover, y: cover.y + 10 }, cover.radius, 'fill="#0b1020" opacity="0.35" filter="url(#inner-shadow)"'));
  const filter = (id: string, blur: number) =>
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>`;
  return { defs: [plate, filter('halo', 56), filter('shadow', 24), filter('inner-shadow', 12)], shapes };
}

/** Everything but the picture itself: background, frame plate, text. */
function previewSvg(project: Project, layout: PreviewLayout, cover: CoverPlacement): string {
  const backdrop = frameBackdrop(project, cover);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    '<defs>',
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${brand.accent}" stop-opacity="0.5"/><stop offset="1" stop-color="${brand.accent}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="glow2" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${colors.cyan}" stop-opacity="0.14"/><stop offset="1" stop-color="${colors.cyan}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="badge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="${colors.cyan}"/></linearGradient>`,
    `<linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${brand.accent}"/><stop offset="1" stop-color="${colors.cyan}"/></linearGradient>`,
    '<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#ffffff" fill-opacity="0.07"/></pattern>',
    ...backdrop.defs,
    '</defs>',
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${brand.bgDark}"/>`,
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#dots)"/>`,
    '<circle cx="1040" cy="40" r="540" fill="url(#glow)"/>',
    '<circle cx="40" cy="640" r="420" fill="url(#glow2)"/>',
    ...backdrop.shapes,
    ...titleAndResult(layout),
    ...ownerAndHost(),
    `<rect x="0" y="${PREVIEW_HEIGHT - 10}" width="${PREVIEW_WIDTH}" height="10" fill="url(#bar)"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A hairline of light around the picture: keeps its edge crisp where it is as dark as the page. */
function frameEdge(cover: CoverPlacement): Buffer {
  const { width, height, radius } = cover;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0.75" y="0.75" width="${width - 1.5}" height="${height - 1.5}" rx="${radius - 0.75}" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="1.5"/></svg>`,
  );
}

/**
 * The project page's Open Graph / Twitter image: a 1200×630 JPEG (opaque, no metadata, the same
 * bytes for the same project and cover). `root` is the repository, where the committed cover
 * public/assets/images/projects/<id>.jpg is read from.
 */
export async function renderProjectPreview(project: Project, root: string): Promise<Buffer> {
  const file = path.join(root, 'public', 'assets', 'images', 'projects', coverFile(project.id, 960, 'jpg'));
  const { autoOrient } = await sharp(file)
    .metadata()
    .catch((error: unknown) => {
      throw new Error(`No cover for ${project.id} at ${file} (run \`npm run generate\`)`, { cause: error });
    });
  const cover = coverPlacement(autoOrient.width, autoOrient.height);
  const layout = previewLayout(project);
  return sharp(Buffer.from(previewSvg(project, layout, cover)))
    .composite([
      { input: await coverLayer(file, cover), left: cover.x, top: cover.y },
      { input: frameEdge(cover), left: cover.x, top: cover.y },
    ])
    .flatten({ background: brand.bgDark })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
