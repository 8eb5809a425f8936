import { profile } from '../../content/index.ts';
import { escapeAttr, faviconTag } from '../head-tags.ts';

interface AllProjectsPageParts {
  /** The prerendered page (src/sections/projects/all-projects-page.tsx). */
  body: string;
  /** The site's stylesheet and the web font's, as the client build named them. */
  stylesheets: string[];
}

/**
 * The document of the page listing every project: no script at all (it is for visitors without
 * JavaScript), so the font comes by its stylesheet and the images load natively. Kept out of
 * search results: the home page is the one to find.
 */
export function allProjectsDocument({ body, stylesheets }: AllProjectsPageParts): string {
  return [
    '<!doctype html>',
    '<html lang="es">',
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>Proyectos | ${escapeAttr(profile.name)}</title>`,
    `<meta name="description" content="Los proyectos de ${escapeAttr(profile.name)}." />`,
    '<meta name="robots" content="noindex, follow" />',
    faviconTag(),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`),
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
