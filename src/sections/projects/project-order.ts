import type { Project } from '../../../content';

/** Heaviest first. Array.prototype.sort is stable, so equal weights keep the content's order. */
export function sortProjects(projects: readonly Project[]): Project[] {
  return [...projects].sort((a, b) => b.weight - a.weight);
}

/**
 * Cards shown while the grid is collapsed (spec §9): one full row at 4 and 3 columns, two rows at
 * 2 columns and four cards stacked on phones. projects-grid.css hides the rest at the same widths.
 */
export function collapsedCount(viewportWidth: number): number {
  if (viewportWidth > 1023) return 4;
  if (viewportWidth > 767) return 3;
  return 4;
}
