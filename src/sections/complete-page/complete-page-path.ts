/**
 * The page holding everything the home page's HTML leaves out or shortens (every project, every
 * review, the whole "Sobre mi"), for visitors without JavaScript: the home page's HTML, which
 * must arrive in the network's first round trip, carries only what its first load shows, and the
 * rest renders once each part is alive. Written by the build (scripts/build.ts).
 */
export const COMPLETE_PAGE_PATH = '/completo.html';

/** The page's parts, each a link target of the home page's <noscript> links. */
export type CompletePagePart = 'sobre-mi' | 'proyectos' | 'opiniones';
