import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { profile, projects, reviews } from '../../../../content';
import { sortProjects } from '../../projects/project-order';
import { COMPLETE_PAGE_TITLE, CompletePage } from '../complete-page';

describe('CompletePage', () => {
  const html = renderToString(<CompletePage />);

  it('holds the whole "Sobre mi", every project heaviest first and every review, each part at its anchor', () => {
    for (const paragraph of profile.about) expect(html).toContain(paragraph);
    // Each name is its heading's text (a link to the project's page inside it).
    const names = [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]!.replace(/<[^>]*>/g, ''));
    expect(names).toEqual(sortProjects(projects).map((p) => p.name));
    expect(html.match(/data-testid="review-card"/g)).toHaveLength(reviews.length);
    // The page has no script to ask the countries service: each name is written in, in Spanish.
    const regions = new Intl.DisplayNames(['es'], { type: 'region' });
    for (const { country } of reviews) expect(html).toMatch(new RegExp(`data-testid="review-country-name">${regions.of(country)}<`));
    for (const id of ['sobre-mi', 'proyectos', 'opiniones']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain(`<h1 class="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">${COMPLETE_PAGE_TITLE}</h1>`);
    expect(html).toMatch(/<a href="\/"[^>]*>Volver al portafolio<\/a>/);
  });

  it('loads its images natively (the page has no script)', () => {
    expect(html).toContain(`src="/assets/images/projects/${projects[0]!.id}_icon.png"`);
    expect(html).toContain('<source type="image/avif"');
    expect(html).not.toContain('<noscript');
    expect(html).not.toContain('data-lazy');
  });
});
