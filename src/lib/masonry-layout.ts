import { keepingMidScreen } from './keeping-mid-screen';
import { ownScrollTo } from './own-scroll';

/**
 * The masonry grid's layout, without React: started on the prerendered grids before hydration
 * (src/main.tsx: shaped as its part came alive, "Ver más" moved 111 px under the visitor) and kept
 * by the Masonry component (src/components/masonry.tsx) as its items change.
 */

/** Height of one implicit grid row: the unit items' spans are counted in (masonry.css). */
const ROW_PX = 4;

/** How far past the shortest column's end an even-bottomed grid shows, under a fade (px). */
const FADE_PX = 120;

/**
 * The bottom of the shortest column of a laid-out grid, in px from the grid's top: where a grid
 * can end with every column still full. Items are grouped into columns by their left edge;
 * hidden items (zero height) do not count.
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
 * Gives every item a row span matching its height plus the gap below it. A list marked
 * `data-even-bottom` then ends a little below its shortest column (its CSS fades the taller
 * cards out there), so a short card never leaves a hole above what follows. One column is left
 * as the plain grid it is: nothing to pack, nothing cut.
 */
export function layOutMasonry(list: HTMLElement): void {
  const items = [...list.children] as HTMLElement[];
  // Read every box first, then write, so the browser lays out once.
  const boxes = items.map((item) => item.getBoundingClientRect());
  // In one column the prerendered grid is the masonry already: spans, rounded up to the 4 px rows,
  // made the projects at 375 px 34 px taller when the code came, under a phone put back by a reload.
  if (new Set(boxes.filter((box) => box.height > 0).map((box) => Math.round(box.left))).size < 2) {
    for (const item of items) item.style.gridRowEnd = '';
    delete list.dataset.masonry;
    list.style.maxHeight = '';
    list.removeAttribute('data-faded');
    return;
  }
  const gap = parseFloat(list.style.getPropertyValue('--masonry-gap')) || 0;
  items.forEach((item, i) => {
    const height = boxes[i]?.height ?? 0;
    item.style.gridRowEnd = height > 0 ? `span ${Math.ceil((height + gap) / ROW_PX)}` : '';
  });
  list.dataset.masonry = 'ready';

  const even = list.hasAttribute('data-even-bottom');
  const top = list.getBoundingClientRect().top;
  const placed = items.map((item) => {
    const box = item.getBoundingClientRect();
    return { left: box.left, bottom: box.bottom - top, height: box.height };
  });
  const full = Math.max(0, ...placed.map((box) => box.bottom));
  const end = Math.ceil(shortestColumnBottom(placed) + FADE_PX);
  const clip = even && end < full;
  list.style.maxHeight = clip ? `${end}px` : '';
  list.toggleAttribute('data-faded', clip);
}

/**
 * Lays the list out as a change of the page's own, not the visitor's: what they read stays in place
 * (keepingMidScreen). For the shapings src/main.tsx starts and the observers below. At the grid's
 * foot (its end on screen, mid-screen in the grid or in its section's space around it) what
 * follows the grid is kept instead. A find in the page, centred below the top bar's scroll padding
 * (src/styles/index.css), leaves mid-screen there: kept by a card or by the section, "Ver más"
 * rose 87 px at 1280 px as the shaping raised the grid's end.
 */
export function reshapeMasonry(list: HTMLElement): void {
  const read = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
  const end = list.getBoundingClientRect().bottom;
  const atFoot = read && (list.contains(read) || read.contains(list)) && end > 0 && end < innerHeight;
  if (!atFoot) return keepingMidScreen(window, () => layOutMasonry(list));
  layOutMasonry(list);
  const moved = list.getBoundingClientRect().bottom - end;
  if (Math.abs(moved) >= 1) ownScrollTo(window, scrollY + moved);
}

const kept = new WeakSet<HTMLElement>();

/**
 * Lays the list out whenever an item's size changes (the part laid out for the first time, the
 * web font, a resize), watching the items that come too. Once per list. What a render changes
 * (items shown or hidden, the even bottom switched by "Ver más"/"Ver menos") the Masonry
 * component lays out in its layout effect; observed here as well, the tap paid for a second
 * forced layout of every card. Spans and the clip never change an item's own height (items align
 * to the start), so this cannot loop.
 */
export function keepMasonryLaidOut(list: HTMLElement): void {
  if (kept.has(list) || typeof ResizeObserver === 'undefined') return;
  kept.add(list);
  const sizes = new ResizeObserver(() => reshapeMasonry(list));
  const observeItems = () => {
    for (const item of list.children) sizes.observe(item);
  };
  observeItems();
  new MutationObserver(observeItems).observe(list, { childList: true });
}
