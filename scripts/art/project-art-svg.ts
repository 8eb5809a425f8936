// The SVG of a project's cover and of its icon, from the project's data alone.
import type { Project } from '../../content/types.ts';
import { coverLayout, coverSizes, PROJECT_ICON_SIZE, type CoverLayout } from '../../src/sections/projects/project-cover.ts';
import { gradientStops } from './colour.ts';
import { place, type Box } from './motifs/kit.ts';
import { drawPictogram } from './pictograms.ts';
import { sceneFor } from './project-scenes.ts';
import { backdrop, linearGradient, palette, rect, seededRandom, svgDocument } from './svg.ts';

/** The site's indigo → cyan, for a project without its own gradient. */
const defaultGradient: [string, string] = ['#6366f1', '#22d3ee'];

/** Where the illustration goes on each cover. The tall cover's box sits inside its central square,
 *  which phones show cut square (project-image.tsx), and ends above the card's icon, which overlaps
 *  the cover's bottom-left corner. */
const illustrationBox: Record<CoverLayout, Box> = {
  phone: { x: 80, y: 110, w: 800, h: 870 },
  token: { x: 80, y: 80, w: 800, h: 800 },
  browser: { x: 40, y: 40, w: 880, h: 560 },
};

function projectPalette(project: Project) {
  const [from, to] = gradientStops(project.imageBackground, defaultGradient);
  return palette(from, to);
}

export function coverSvg(project: Project): string {
  const layout = coverLayout(project);
  const { width, height } = coverSizes[layout];
  const p = projectPalette(project);
  const { motif } = sceneFor(project.id, layout);
  return svgDocument(width, height, backdrop(width, height, p) + place(illustrationBox[layout], motif, p, seededRandom(project.id)));
}

/** A rounded tile in the project's gradient with its pictogram in white. */
export function iconSvg(project: Project): string {
  const s = PROJECT_ICON_SIZE;
  const p = projectPalette(project);
  const { pictogram } = sceneFor(project.id, coverLayout(project));
  const glyph = 50;
  return svgDocument(
    s,
    s,
    `<defs>${linearGradient('tile', p.from, p.to)}<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>` +
      rect(0, 0, s, s, 24, 'url(#tile)') +
      rect(0, 0, s, s / 2, 24, 'url(#shine)') +
      drawPictogram(pictogram, (s - glyph) / 2, (s - glyph) / 2, glyph, '#ffffff', 2.1),
  );
}
