/**
 * The page listing every project, for visitors without JavaScript: the home page's HTML carries
 * only the collapsed grid's cards (project-order.ts). Written by the build (scripts/build.ts).
 */
export const ALL_PROJECTS_PATH = '/proyectos.html';
