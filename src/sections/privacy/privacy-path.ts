/**
 * The site's privacy notice, a page of its own written by the build (scripts/html/project-pages.ts)
 * and served at this address like a project's page. Linked from the footer and from the contact
 * form, where the visitor's data is asked for.
 */
export const PRIVACY_PATH = '/privacidad';

/** The file the build writes for it, relative to the site's folder: the address's folder page. */
export const PRIVACY_PAGE_FILE = `${PRIVACY_PATH.slice(1)}/index.html`;
