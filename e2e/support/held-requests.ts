import type { Page } from '@playwright/test';

/**
 * Holds every request for `url` until `release` is called: the page as a visitor sees it while
 * that code is still on its way. `rewrite`, if given, changes the file's text as it comes: the
 * code of a build whose content differs from the HTML's, without building one.
 */
export async function holdRequests(page: Page, url: RegExp, rewrite?: (text: string) => string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await released;
    if (!rewrite) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: rewrite(await response.text()) });
  });
  return { release, wasRequested: () => requested };
}

/** The hydration module. */
export const HYDRATION_MODULE = /\/bundle\/main-[\w-]+\.js$/;
/** The parts' code: the chunk that holds every part below the fold, and the services section's own. */
export const PART_CODE = /\/bundle\/(below-the-fold-parts|services-section)-[\w-]+\.js$/;
/** The chunk of the middle of the page (about, skills, projects, clients, footer: src/app/below-the-fold-parts.ts). */
export const MIDDLE_CHUNK = /\/bundle\/below-the-fold-parts-[\w-]+\.js$/;
/** The carousels' slider (Embla), asked for as a carousel reaches the screen. */
export const SLIDER_CODE = /\/bundle\/embla-carousel[\w.-]*\.js$/;
/** The contact section's chunk, which brings the form's fields. */
export const CONTACT_CODE = /\/bundle\/contact-section-[\w-]+\.js$/;
/** The contact form's schema (contact/schema.ts, with zod), asked for at the form's first use. */
export const SCHEMA_CODE = /\/bundle\/schema-[\w-]+\.js$/;
/** The page's stylesheet, linked after the hero (src/app/page-stylesheet.tsx; <head> inlines the first screen's rules). */
export const PAGE_STYLESHEET = /\/bundle\/page-[\w-]+\.css$/;
/** The web font's files. */
export const WEB_FONT = /\/bundle\/manrope-[\w-]+\.woff2$/;
