/**
 * The site's privacy notice, a page of its own written by the build (scripts/html/project-pages.ts)
 * as `privacidad/index.html`, served at this address like a project's page. Linked from the footer
 * and from the contact form, where the visitor's data is asked for.
 */
export const PRIVACY_PATH = '/privacidad';

/** The file the build writes, relative to the site's folder. */
export const PRIVACY_PAGE_FILE = 'privacidad/index.html';
