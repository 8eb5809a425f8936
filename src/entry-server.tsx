import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App, type PagePart } from './app/app';
import { belowTheFold } from './app/below-the-fold';
import { CompletePage } from './sections/complete-page/complete-page';

export { COMPLETE_PAGE_PATH } from './sections/complete-page/complete-page-path';
export { COMPLETE_PAGE_TITLE } from './sections/complete-page/complete-page';

// The prerender has every part at hand before it renders (the page loads them lazily).
const parts: PagePart[] = await Promise.all(belowTheFold.map(async ({ name, load }) => ({ name, Component: await load() })));

/**
 * Used by scripts/build.ts at build time, with the URL of the page's stylesheet (and by npm run
 * dev on every request, without: Vite brings the styles).
 */
export function render(stylesheet?: string): string {
  return renderToString(
    <StrictMode>
      <App parts={parts} stylesheet={stylesheet} />
    </StrictMode>,
  );
}

/** Everything the home page's HTML leaves out, for visitors without JavaScript (no script of its own). */
export function renderCompletePage(): string {
  return renderToString(
    <StrictMode>
      <CompletePage />
    </StrictMode>,
  );
}
