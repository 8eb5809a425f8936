import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App, type PagePart } from './app/app';
import { belowTheFold } from './app/below-the-fold';
import { projects } from '../content';
import { CompletePage } from './sections/complete-page/complete-page';
import { NotFoundPage } from './sections/project-page/not-found-page';
import { PrivacyPage } from './sections/privacy/privacy-page';
import { ProjectPage } from './sections/project-page/project-page';
import { sortProjects } from './sections/projects/project-order';

export { COMPLETE_PAGE_PATH } from './sections/complete-page/complete-page-path';
export { COMPLETE_PAGE_TITLE } from './sections/complete-page/complete-page';
export { NOT_FOUND_TITLE } from './sections/project-page/not-found-page';
export { PRIVACY_TITLE } from './sections/privacy/privacy-page';

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

/** How many other projects a project's page leads to. */
const OTHERS_SHOWN = 3;

/** A project's own page (src/sections/project-page/project-page.tsx); the projects that follow it in the grid's order come after it. */
export function renderProjectPage(id: string): string {
  const ordered = sortProjects(projects);
  const at = ordered.findIndex((project) => project.id === id);
  if (at < 0) throw new Error(`No project ${id}`);
  const others = [...ordered.slice(at + 1), ...ordered.slice(0, at)].slice(0, OTHERS_SHOWN);
  return renderToString(
    <StrictMode>
      <ProjectPage project={ordered[at]!} others={others} />
    </StrictMode>,
  );
}

/** What an unknown address shows. */
export function renderNotFoundPage(): string {
  return renderToString(
    <StrictMode>
      <NotFoundPage />
    </StrictMode>,
  );
}

/** The privacy notice, naming the services this build's page calls. */
export function renderPrivacyPage(): string {
  return renderToString(
    <StrictMode>
      <PrivacyPage config={__PUBLIC_CONFIG__} />
    </StrictMode>,
  );
}
