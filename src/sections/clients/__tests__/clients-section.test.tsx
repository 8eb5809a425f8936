// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviews } from '../../../../content';
import { installBrowserStubs } from '../../../components/carousel/__tests__/browser-stubs';
import { hydratePrerendered } from '../../../lib/__tests__/hydrate-prerendered';
import { COMPLETE_PAGE_PATH } from '../../complete-page/complete-page-path';
import { ClientsSection } from '../clients-section';
import { REVIEWS_IN_HTML } from '../reviews-in-html';

afterEach(() => vi.unstubAllGlobals());

const names = (root: ParentNode) =>
  [...root.querySelectorAll('[data-testid="review-card"] figcaption > span:first-child')].map((n) => n.textContent);

describe('ClientsSection', () => {
  it('prerenders the first reviews only, a dot for every review, "N de M" counting every review, and a link to all of them', () => {
    expect(reviews.length, 'the content has more reviews than the HTML carries').toBeGreaterThan(REVIEWS_IN_HTML);
    const html = renderToString(<ClientsSection />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(names(doc)).toEqual(reviews.slice(0, REVIEWS_IN_HTML).map((r) => r.name));
    expect(doc.querySelector('[role="group"][aria-current="true"]')?.getAttribute('aria-label')).toBe(`1 de ${reviews.length}`);
    expect(doc.querySelector('button[aria-current="true"]')?.getAttribute('aria-label')).toBe('Ir a la diapositiva 1');
    // Every dot, so the controls are in their final place from the start.
    expect(doc.querySelectorAll('button[aria-label^="Ir a la diapositiva"]')).toHaveLength(reviews.length);
    expect(html).toMatch(
      new RegExp(`<noscript>.*<a href="${COMPLETE_PAGE_PATH}#opiniones"[^>]*>Leer las ${reviews.length} opiniones</a>.*</noscript>`),
    );
  });

  it('hydrates those without a mismatch, then renders every review', async () => {
    installBrowserStubs({ onScreen: false });
    const container = await hydratePrerendered(<ClientsSection />);
    expect(names(container)).toEqual(reviews.map((r) => r.name));
    const slides = container.querySelectorAll('[aria-roledescription="diapositiva"]');
    expect(slides[reviews.length - 1]?.getAttribute('aria-label')).toBe(`${reviews.length} de ${reviews.length}`);
    expect(container.querySelectorAll('button[aria-label^="Ir a la diapositiva"]')).toHaveLength(reviews.length);
  });
});
