import { profile } from '../../content/index.ts';
import { escapeAttr, faviconTag } from '../head-tags.ts';
import { LAID_OUT_HTML } from './project-pages.ts';

interface CompletePageParts {
  /** The prerendered page (src/sections/complete-page/complete-page.tsx). */
  body: string;
  /** What the page holds, before the owner's name in its title. */
  title: string;
  /** The site's stylesheet and the web font's, as the client build named them. */
  stylesheets: string[];
}

/**
 * The document of the complete page (every project, every review, the whole "Sobre mi"): no
 * script at all (it is for visitors without JavaScript), so the font comes by its stylesheet and
 * the images load natively. Kept out of search results: the home page is the one to find.
 */
export function completePageDocument({ body, title, stylesheets }: CompletePageParts): string {
  return [
    '<!doctype html>',
    // Laid out whole: nothing else would lift the home page's hold here, a page without script
    // (its height at 375 px went from 14 286 to 13 795 px as the visitor scrolled).
    LAID_OUT_HTML,
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeAttr(title)} | ${escapeAttr(profile.name)}</title>`,
    `<meta name="description" content="${escapeAttr(title)}: ${escapeAttr(profile.name)}." />`,
    '<meta name="robots" content="noindex, follow" />',
    faviconTag(),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`),
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
