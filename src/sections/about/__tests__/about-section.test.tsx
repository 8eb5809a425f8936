// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Content from '../../../../content';
import { hydratePrerendered } from '../../../lib/__tests__/hydrate-prerendered';

// A "Sobre mi" three times longer than the bound the HTML carries.
const long = Array.from({ length: 6 }, (_, i) => `Párrafo ${i + 1}. ${'Texto de relleno para medir. '.repeat(12)}`.trim());
vi.mock('../../../../content', async (original) => {
  const content = await original<typeof Content>();
  return { ...content, profile: { ...content.profile, about: long } };
});
const { AboutSection } = await import('../about-section');
const { COMPLETE_PAGE_PATH } = await import('../../complete-page/complete-page-path');
const { aboutInHtml } = await import('../about-in-html');

afterEach(() => vi.unstubAllGlobals());

const paragraphs = (root: ParentNode) => [...root.querySelectorAll('#about div:has(> h2) ~ p')].map((p) => p.textContent);

describe('AboutSection with a long "Sobre mi"', () => {
  it('prerenders the text up to the bound and, for pages without JavaScript, a link to the rest', () => {
    const html = renderToString(<AboutSection />);
    const shown = paragraphs(new DOMParser().parseFromString(html, 'text/html'));
    expect(shown).toEqual(aboutInHtml(long).shown);
    expect(shown.length).toBeLessThan(long.length);
    expect(html).toMatch(new RegExp(`<noscript>.*<a href="${COMPLETE_PAGE_PATH}#sobre-mi"[^>]*>Seguir leyendo</a>.*</noscript>`));
  });

  it('hydrates that without a mismatch, then shows the whole text', async () => {
    const container = await hydratePrerendered(<AboutSection />);
    expect(paragraphs(container)).toEqual(long);
  });
});
