import { useCallback, useLayoutEffect, useRef, type ComponentProps, type CSSProperties } from 'react';
import { isRendered } from '../lib/page-parts';
import { keepMasonryLaidOut, layOutMasonry } from '../lib/masonry-layout';

type MasonryProps = ComponentProps<'ul'> & {
  /** Space between items, both ways, in CSS pixels. */
  gap?: number;
  /** End a little below the shortest column, the taller items faded out there (src/lib/masonry-layout.ts). */
  evenBottom?: boolean;
};

/**
 * A list laid out as a masonry grid. Columns come from the caller's classes (`grid-cols-*` per
 * breakpoint); items are its `<li>` children, in reading order.
 */
export function Masonry({ gap = 20, evenBottom = false, className = '', style, children, ref: outerRef, ...props }: MasonryProps) {
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
  // whose part the browser has not laid out yet waits for the observers, which the page started
  // on the prerendered grid before hydration (src/main.tsx); a list rendered later starts them here.
  // Not held at mid-screen (keepingMidScreen): after hydration a render is a change the visitor
  // asked for ("Ver más"/"Ver menos"); at hydration the grid has its shape already (src/main.tsx).
  useLayoutEffect(() => {
    if (ref.current && isRendered(ref.current)) layOutMasonry(ref.current);
  });
  useLayoutEffect(() => {
    if (ref.current) keepMasonryLaidOut(ref.current);
  }, []);

  return (
    <ul
      ref={setRef}
      className={`masonry ${className}`}
      style={{ ...style, '--masonry-gap': `${gap}px` } as CSSProperties}
      data-even-bottom={evenBottom ? '' : undefined}
      {...props}
    >
      {children}
    </ul>
  );
}
