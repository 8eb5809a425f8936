// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PageStylesheet, prerenderedStylesheet } from '../page-stylesheet';

/** The hero, the stylesheet after it and a part below, as the page's <main> holds them. */
const Main = ({ href }: { href: string | undefined }) => (
  <main>
    <section id="home" />
    <PageStylesheet href={href} />
    <section id="services" />
  </main>
);

describe('PageStylesheet', () => {
  it('links the stylesheet right after the hero, at low priority, with the script that restyles what is drawn', () => {
    const html = renderToString(<Main href="/bundle/page-abc.css" />);
    expect(html).toMatch(
      /<section id="home"><\/section><link id="page-stylesheet" rel="stylesheet" href="\/bundle\/page-abc.css" fetchPriority="low"\/><script>[^<]+<\/script><section/,
    );
  });

  it('renders nothing without a URL (npm run dev: Vite brings the styles)', () => {
    expect(renderToString(<Main href={undefined} />)).toBe('<main><section id="home"></section><section id="services"></section></main>');
  });

  it('hydrates with the URL the client reads back from the prerendered page, without a mismatch', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Main href="/bundle/page-abc.css" />);
    document.body.append(root);
    const href = prerenderedStylesheet(document);
    expect(href).toBe('/bundle/page-abc.css');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const link = root.querySelector('link');
    await act(async () => {
      hydrateRoot(root, <Main href={href} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(root.querySelector('link'), 'the prerendered link kept, not replaced').toBe(link);
    errors.mockRestore();
    root.remove();
  });
});
