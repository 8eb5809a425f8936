import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps an element at least as tall as its content has been at the current width, so switching
 * to a tab with fewer skills does not pull the rest of the page up under the reader. The content
 * is the element's first child; a width change (rotation, resize) starts over.
 */
export function useGrowOnlyHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    const content = box?.firstElementChild;
    if (!box || !content || typeof ResizeObserver === 'undefined') return;
    let width = -1;
    let tallest = 0;
    const observer = new ResizeObserver(() => {
      const { width: w, height } = content.getBoundingClientRect();
      if (w !== width) {
        width = w;
        tallest = 0;
      }
      tallest = Math.max(tallest, height);
      box.style.minHeight = `${Math.ceil(tallest)}px`;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return ref;
}
