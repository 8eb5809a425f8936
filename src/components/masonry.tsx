import { useCallback, useLayoutEffect, useRef, type ComponentProps, type CSSProperties } from 'react';
import { isLaidOut } from '../lib/is-laid-out';

/** Height of one implicit grid row: the unit items' spans are counted in (see masonry.css). */
const ROW_PX = 4;

/** Gives every item a row span matching its height (plus the gap below it). */
function layOut(list: HTMLElement, gap: number): void {
  const items = [...list.children] as HTMLElement[];
  // Read every height first, then write, so the browser lays out once.
  const heights = items.map((item) => item.getBoundingClientRect().height);
  items.forEach((item, i) => {
    const height = heights[i] ?? 0;
    item.style.gridRowEnd = height > 0 ? `span ${Math.ceil((height + gap) / ROW_PX)}` : '';
  });
  list.dataset.masonry = 'ready';
}

type MasonryProps = ComponentProps<'ul'> & {
  /** Space between items, both ways, in CSS pixels. */
  gap?: number;
};

/**
 * A list laid out as a masonry grid. Columns come from the caller's classes (`grid-cols-*` per
 * breakpoint); items are its `<li>` children, in reading order.
 */
export function Masonry({ gap = 20, className = '', style, children, ref: outerRef, ...props }: MasonryProps) {
  const ref = useRef<HTMLUListElement | null>(null);
  // The caller may want the list too (to focus an item): share the node with its ref.
  const setRef = useCallback(
    (node: HTMLUListElement | null) => {
      ref.current = node;
      if (typeof outerRef === 'function') outerRef(node);
      else if (outerRef) outerRef.current = node;
    },
    [outerRef],
  );

  // Every render may show or hide items: lay out before paint, and before a parent's layout
  // effect reads positions (child effects run first), e.g. to move focus to a new item. A list
  // whose part the browser has not laid out yet waits for the observer below.
  useLayoutEffect(() => {
    if (ref.current && isLaidOut(ref.current)) layOut(ref.current, gap);
  });

  // Heights also change without a render: the part being laid out, web fonts arriving, the
  // viewport resizing.
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    // Spans never change an item's own height (items align to the start), so this cannot loop.
    const observer = new ResizeObserver(() => layOut(list, gap));
    const observeItems = () => {
      for (const item of list.children) observer.observe(item);
    };
    observeItems();
    const added = new MutationObserver(observeItems);
    added.observe(list, { childList: true });
    return () => {
      observer.disconnect();
      added.disconnect();
    };
  }, [gap]);

  return (
    <ul ref={setRef} className={`masonry ${className}`} style={{ ...style, '--masonry-gap': `${gap}px` } as CSSProperties} {...props}>
      {children}
    </ul>
  );
}
