// The SVG of a project's cover and of its icon, from the project's data alone.
import type { Project } from '../../content/types.ts';
import { coverLayout, coverSizes, PROJECT_ICON_SIZE } from '../../src/sections/projects/project-cover.ts';
import { gradientStops } from './colour.ts';
import { browserScene } from './cover-browser.ts';
import { phoneScene } from './cover-phone.ts';
import { tokenScene } from './cover-token.ts';
import { drawPictogram } from './pictograms.ts';
import { sceneFor, type BrowserScreen, type PhoneScreen } from './project-scenes.ts';
import { backdrop, linearGradient, palette, rect, svgDocument } from './svg.ts';

/** The site's indigo → cyan, for a project without its own gradient. */
const defaultGradient: [string, string] = ['#6366f1', '#22d3ee'];

function projectPalette(project: Project) {
  const [from, to] = gradientStops(project.imageBackground, defaultGradient);
  return palette(from, to);
}

export function coverSvg(project: Project): string {
  const layout = coverLayout(project);
  const { width, height } = coverSizes[layout];
  const p = projectPalette(project);
  const scene = sceneFor(project.id, layout);
  const body =
    layout === 'phone'
      ? phoneScene(p, scene.screen as PhoneScreen, scene.pictogram, project.id)
      : layout === 'browser'
        ? browserScene(p, scene.screen as BrowserScreen, scene.pictogram, project.id)
        : tokenScene(p, scene.pictogram, project.id);
  return svgDocument(width, height, backdrop(width, height, p) + body);
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
