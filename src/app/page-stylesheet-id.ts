/**
 * The link's id: the client finds the prerendered link by it, and <head> holds the first paint
 * until the parser has read it (scripts/html/finish-page.ts), so the first paint never draws a
 * hero the parser has read only in part (the rest would then move it).
 */
export const PAGE_STYLESHEET_ID = 'page-stylesheet';
