/**
 * Each project's own page, written by the build (scripts/html/project-pages.ts) as
 * `proyectos/<id>/index.html`: both servers answer `/proyectos/<id>` with it (no trailing slash,
 * no `.html`), the address a freelancer sends to a prospective client.
 */
export const PROJECTS_FOLDER = 'proyectos';

export const projectPath = (id: string) => `/${PROJECTS_FOLDER}/${id}`;

/** The file the build writes for a project's page, relative to the site's folder. */
export const projectPageFile = (id: string) => `${PROJECTS_FOLDER}/${id}/index.html`;

/** The project's link preview (1200 × 630), made by the build from its cover and name. */
export const projectPreviewPath = (id: string) => `/assets/previews/${id}.jpg`;
