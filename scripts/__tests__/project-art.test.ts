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
      const [from, to] = gradientStops(project.imageBackground, ['#000000', '#000000']);
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

  it('falls back to a generic scene matching the layout for projects it does not know', () => {
    expect(sceneFor('nuevo', 'phone')).toEqual({ pictogram: 'phone', screen: 'list' });
    expect(sceneFor('nuevo', 'browser')).toEqual({ pictogram: 'browser', screen: 'dashboard' });
    expect(sceneFor('turnos', 'browser')).toEqual({ pictogram: 'calendar', screen: 'calendar' });
    expect(sceneFor('multas', 'browser')).toEqual({ pictogram: 'ticket', screen: 'dashboard' });
  });
});
