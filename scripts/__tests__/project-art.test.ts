import { describe, expect, it } from 'vitest';
import { projects } from '../../content/projects.ts';
import { coverLayout, coverSizes } from '../../src/sections/projects/project-cover.ts';
import { gradientStops } from '../art/colour.ts';
import { coverSvg, iconSvg } from '../art/project-art-svg.ts';
import { sceneFor } from '../art/project-scenes.ts';

describe('project art', () => {
  it('draws every project at its layout size, in its own gradient, with no text or remote reference', () => {
    for (const project of projects) {
      const svg = coverSvg(project);
      const { width, height } = coverSizes[coverLayout(project)];
      expect(svg, project.id).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`));
      // A project without its own gradient gets the site's indigo → cyan (project-art-svg.ts).
      const [from, to] = gradientStops(project.imageBackground, ['#6366f1', '#22d3ee']);
      expect(svg, project.id).toContain(`stop-color="${from}"`);
      expect(svg, project.id).toContain(`stop-color="${to}"`);
      expect(svg.replace(' xmlns="http://www.w3.org/2000/svg"', ''), project.id).not.toMatch(/<text|<image|href=|https?:/);
      expect(iconSvg(project), project.id).toMatch(/^<svg [^>]*width="96" height="96"/);
    }
  });

  it('reads the two stops of a CSS gradient, with a fallback', () => {
    expect(gradientStops('linear-gradient(135deg, #6366f1 0%, #22d3ee 100%)', ['#000', '#fff'])).toEqual(['#6366f1', '#22d3ee']);
    expect(gradientStops(undefined, ['#000', '#fff'])).toEqual(['#000', '#fff']);
  });

  it('draws its own scene for every project, and a plain card with the layout pictogram for one it does not know', () => {
    const motifs = projects.map((p) => sceneFor(p.id, coverLayout(p)).motif);
    expect(new Set(motifs).size).toBe(projects.length);
    expect(sceneFor('nuevo', 'phone').pictogram).toBe('phone');
    expect(sceneFor('nuevo', 'browser').pictogram).toBe('browser');
    expect(sceneFor('turnos', 'browser').pictogram).toBe('calendar');
  });
});
