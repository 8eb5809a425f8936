import type { Project } from '../../../content';

/** Heaviest first. Array.prototype.sort is stable, so equal weights keep the content's order. */
export function sortProjects(projects: readonly Project[]): Project[] {
  return [...projects].sort((a, b) => b.weight - a.weight);
}

/**
 * Cards shown while the grid is collapsed (spec §9): one full row at 4 and 3 columns, two rows at
 * 2 columns and four cards stacked on phones. The collapsed grid holds COLLAPSED_MOST cards;
 * projects-grid.css hides the 4th from 768 to 1023 px.
 */
export function collapsedCount(viewportWidth: number): number {
  if (viewportWidth > 1023) return 4;
  if (viewportWidth > 767) return 3;
  return 4;
}

/**
 * The most cards collapsedCount() shows at any width: all the collapsed grid renders. The others
 * come with "Ver más" (their data is in the section's code already), so the page's HTML, which
 * must arrive in the network's first round trip, carries only what the first load shows.
 */
export const COLLAPSED_MOST = 4;
