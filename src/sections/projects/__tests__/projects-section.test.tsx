// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projects, skills, type Project } from '../../../../content';
import { ProjectCard } from '../project-card';
import { COMPLETE_PAGE_PATH } from '../../complete-page/complete-page-path';
import { COLLAPSED_MOST, collapsedCount, sortProjects } from '../project-order';
import { ProjectsSection } from '../projects-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const toggle = () => screen.getByRole('button', { name: /Ver (más|menos)/ });

describe('ProjectsSection', () => {
  const headings = () => screen.getAllByTestId('project-card').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

  it('renders the heaviest cards collapsed, as many as the widest collapsed grid shows (CSS hides one at 3 columns)', () => {
    render(<ProjectsSection />);
    expect(headings()).toEqual(
      sortProjects(projects)
        .slice(0, COLLAPSED_MOST)
        .map((p) => p.name),
    );
    const list = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(list.tagName).toBe('UL');
    expect(list.hasAttribute('data-collapsed')).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toBe('Ver más');
  });

  it('expands, moving focus to the first card that was hidden, and collapses again', () => {
    vi.stubGlobal('innerWidth', 900);
    render(<ProjectsSection />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().textContent).toBe('Ver menos');
    expect(headings()).toEqual(sortProjects(projects).map((p) => p.name));
    const cards = screen.getAllByTestId('project-card');
    expect(document.activeElement).toBe(cards[collapsedCount(900)]);
    expect(document.activeElement).toBe(cards[3]);
    expect(document.getElementById(toggle().getAttribute('aria-controls')!)!.hasAttribute('data-collapsed')).toBe(false);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toBe('Ver más');
    expect(headings()).toHaveLength(COLLAPSED_MOST);
  });

  it('keeps the button where it was on screen when collapsing', () => {
    render(<ProjectsSection />);
    fireEvent.click(toggle());
    // Fake layout: the button is 600 px down when clicked and, with the cards above it gone, 200 px after.
    const tops = [600, 200];
    toggle().getBoundingClientRect = () => ({ top: tops.shift() ?? 200 }) as DOMRect;
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    fireEvent.click(toggle());
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: -400, behavior: 'instant' });
  });

  it('prerenders the collapsed cards and their pictures and icons, with sizes fixed, and a link to every project for pages without JavaScript', () => {
    const html = renderToString(<ProjectsSection />);
    expect(html.match(/data-testid="project-card"/g)).toHaveLength(COLLAPSED_MOST);
    expect(html).toMatch(
      new RegExp(`<noscript>.*<a href="${COMPLETE_PAGE_PATH}#proyectos"[^>]*>Ver los ${projects.length} proyectos</a>.*</noscript>`),
    );
    // The modern formats' <source>s come with the picture, when the visitor nears it; without
    // JavaScript the <noscript> copy is the plain JPEG at the widths the layout needs.
    expect(html).not.toContain('<source');
    expect(html).toContain(`src="/assets/images/projects/${projects[0]!.id}.jpg"`);
    expect(html).toContain(`/assets/images/projects/${projects[0]!.id}-640.jpg 640w`);
    expect(html).toContain(`src="/assets/images/projects/${projects[0]!.id}_icon.png"`);
    expect(html).toMatch(/<img[^>]*width="960"[^>]*height="1200"/);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('data-collapsed=""');
  });
});

describe('COLLAPSED_MOST', () => {
  it('is the most cards a collapsed grid shows at any width', () => {
    const widths = Array.from({ length: 3000 }, (_, i) => i + 1);
    expect(Math.max(...widths.map(collapsedCount))).toBe(COLLAPSED_MOST);
  });
});

describe('ProjectCard', () => {
  // A real project (its id has generated images) with a fixed description and gradient, so the
  // owner can rewrite the content without breaking these checks.
  const base: Project = {
    ...projects[0]!,
    description: '<p>App de <strong>turnos online</strong> para consultorios.</p>',
    imageBackground: 'linear-gradient(135deg, #6366f1 0%, #22d3ee 100%)',
  };

  it('shows the name as a heading, the description markup and the skills by name', () => {
    render(<ProjectCard project={base} />);
    const card = screen.getByTestId('project-card');
    expect(within(card).getByRole('heading', { level: 3, name: base.name })).toBeTruthy();
    expect(card.querySelector('strong')?.textContent).toBe('turnos online');
    expect(
      within(within(card).getByRole('list', { name: 'Tecnologías' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(base.skills.map((id) => skills.find((skill) => skill.id === id)!.name));
    expect(card.getAttribute('aria-labelledby')).toBe(within(card).getByRole('heading').id);
  });

  it('renders the description markup as written (content/__tests__/project-html.test.ts gates it)', () => {
    const html = '<p>App de <strong>turnos</strong> y <em>más</em><br>hoy</p><ul><li>Uno</li></ul>';
    render(<ProjectCard project={{ ...base, description: html }} />);
    expect(screen.getByText(/App de/).closest('div')!.innerHTML).toBe(html);
  });

  it('shows the outcome with its year when the content has one, and nothing when it has none', () => {
    render(<ProjectCard project={{ ...base, outcome: { year: 2023, result: 'Usada por 38 consultorios.' } }} />);
    const time = screen.getByTestId('project-card').querySelector('time')!;
    expect([time.textContent, time.getAttribute('datetime')]).toEqual(['2023', '2023']);
    expect(time.parentElement!.textContent).toBe('2023Usada por 38 consultorios.');
    cleanup();
    render(<ProjectCard project={{ ...base, outcome: undefined }} />);
    expect(screen.getByTestId('project-card').querySelector('time')).toBeNull();
  });

  it('puts the gradient behind the picture and shows a custom image through the covers made from it', async () => {
    render(<ProjectCard project={{ ...base, image: 'content/images/otra.png' }} />);
    const img = screen.getByTestId('project-card').querySelector('img')!;
    // The picture gets its file when it nears the screen (jsdom has no observer: at once).
    await waitFor(() => expect(img.getAttribute('src')).toBe(`/assets/images/projects/${base.id}.jpg`));
    expect(img.closest('div[style]')?.getAttribute('style')).toContain('linear-gradient');
  });
});
