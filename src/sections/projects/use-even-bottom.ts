import { useLayoutEffect, type RefObject } from 'react';
import { isLaidOut } from '../../lib/is-laid-out';

/** How far past the shortest column's end the collapsed grid shows, under a fade (px). */
const FADE_PX = 120;

/**
 * The bottom of the shortest column of a laid-out grid, in px from the grid's top: where the
 * collapsed grid can end with every column still full. Items are grouped into columns by their
 * left edge; hidden items (zero height) do not count.
 */
export function shortestColumnBottom(items: readonly { left: number; bottom: number; height: number }[]): number {
  const columns = new Map<number, number>();
  for (const { left, bottom, height } of items) {
    if (height <= 0) continue;
    const key = Math.round(left);
    columns.set(key, Math.max(columns.get(key) ?? 0, bottom));
  }
  return columns.size === 0 ? 0 : Math.min(...columns.values());
}

/**
 * While `active` (the projects grid is collapsed) the grid ends a little below its shortest
 * column and fades out there (projects-grid.css), so a short card never leaves a hole above
 * "Ver más". With one column nothing is cut. Follows every re-layout (fonts, resizes).
 */
export function useEvenBottom(gridRef: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const apply = () => {
      const top = grid.getBoundingClientRect().top;
      const items = [...grid.children].map((item) => {
        const box = item.getBoundingClientRect();
        return { left: box.left, bottom: box.bottom - top, height: box.height };
      });
      const full = Math.max(0, ...items.map((item) => item.bottom));
      const end = Math.ceil(shortestColumnBottom(items) + FADE_PX);
      const clip = active && end < full;
      const maxHeight = clip ? `${end}px` : '';
      if (grid.style.maxHeight !== maxHeight) grid.style.maxHeight = maxHeight;
      grid.toggleAttribute('data-faded', clip);
    };
    // Not laid out yet (below the fold, before the visitor nears it): the observer applies it then.
    if (isLaidOut(grid)) apply();
    if (!active || typeof ResizeObserver === 'undefined') return;
    // The items' own sizes never depend on the clip, so observing them cannot loop. Measured a
    // frame later: the masonry re-places the items from the same resize first.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(apply);
    });
    for (const item of grid.children) observer.observe(item);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [gridRef, active]);
}
