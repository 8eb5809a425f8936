// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type * as Content from '../../../content';

// A section renamed in content/sections.ts: its heading's small label follows the menu's, and its
// heading is the one written there. Before, the label was written again in each section (the menu
// followed the owner's edit, the section did not).
vi.mock('../../../content', async (original) => {
  const content = await original<typeof Content>();
  const sections = content.sections.map((section) =>
    section.id === 'about' ? { ...section, label: 'Quién soy', title: 'Un título que escribió el dueño' } : section,
  );
  return {
    ...content,
    sections,
    sectionLabel: (id: string) => sections.find((s) => s.id === id)!.label,
    sectionTitle: (id: string) => (sections.find((s) => s.id === id) as { title: string }).title,
  };
});
const { AboutSection } = await import('../../sections/about/about-section');

describe('a section renamed in content/sections.ts', () => {
  it('shows the new label over its heading and the new heading, named by the section', () => {
    const doc = new DOMParser().parseFromString(renderToString(<AboutSection />), 'text/html');
    expect(doc.querySelector('#about .eyebrow')?.textContent).toBe('Quién soy');
    const heading = doc.querySelector('#about h2')!;
    expect(heading.textContent).toBe('Un título que escribió el dueño');
    expect(doc.querySelector('#about')!.getAttribute('aria-labelledby')).toBe(heading.id);
  });
});
