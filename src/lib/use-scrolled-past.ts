import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled strictly more than `threshold` pixels. The first reading waits
 * for the next frame: read in the effect, scrollY would force a layout inside hydration's task.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
