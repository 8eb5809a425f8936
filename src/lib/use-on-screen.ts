import { useEffect, useState, type RefObject } from 'react';

function useIntersecting(ref: RefObject<Element | null>, rootMargin: string, latch: boolean): boolean {
  const [intersecting, setIntersecting] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIntersecting(true); // no observer (old browsers, jsdom): count it as seen
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        const now = entry?.isIntersecting ?? false;
        setIntersecting(now);
        if (now && latch) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, latch]);
  return intersecting;
}

/** True while `ref`'s element intersects the viewport and the tab is shown. */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const intersecting = useIntersecting(ref, '0px', false);
  const [tabShown, setTabShown] = useState(true);

  useEffect(() => {
    const update = () => setTabShown(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  return intersecting && tabShown;
}

/** Turns true, for good, once `ref`'s element comes within `margin` of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  return useIntersecting(ref, `${margin} 0px`, true);
}
