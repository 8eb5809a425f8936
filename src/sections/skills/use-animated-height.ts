import { useLayoutEffect, useRef } from 'react';

/**
 * Makes an element follow its content's height with a short transition, so switching to a tab
 * with fewer skills draws the page below up smoothly instead of leaving a void (or jumping). The
 * content is the element's first child. The transition itself is CSS on the element (and off
 * under reduced motion); this hook only writes the height the element should have.
 */
export function useAnimatedHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    const content = box?.firstElementChild;
    if (!box || !content || typeof ResizeObserver === 'undefined') return;
    // Clip only while moving: at rest the cards' shadows and focus rings may overflow.
    const settle = (event: TransitionEvent) => {
      if (event.target === box && event.propertyName === 'height') box.style.overflow = '';
    };
    let first = true;
    const observer = new ResizeObserver(() => {
      const height = `${Math.ceil(content.getBoundingClientRect().height)}px`;
      if (box.style.height === height) return;
      // The first measurement only pins the height: nothing may animate on page load.
      box.style.transitionDuration = first ? '0s' : '';
      const moves = !first && getComputedStyle(box).transitionDuration !== '0s';
      if (moves) box.style.overflow = 'clip';
      box.style.height = height;
      first = false;
    });
    observer.observe(content);
    box.addEventListener('transitionend', settle);
    return () => {
      observer.disconnect();
      box.removeEventListener('transitionend', settle);
    };
  }, []);
  return ref;
}
