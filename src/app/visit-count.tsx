import { useEffect } from 'react';
import { PIXEL_PATH } from '../../counts/count-names';
import { countView } from '../lib/count-visit';

/**
 * The home page's view, counted once the shell is alive (this effect runs after its hydration),
 * in a task of its own so it never shares a frame with the visitor's first taps. Without
 * JavaScript the <noscript> pixel counts the visit instead.
 */
export function VisitCount() {
  useEffect(() => {
    const timer = setTimeout(() => countView());
    return () => clearTimeout(timer);
  }, []);
  return (
    <noscript>
      <img src={PIXEL_PATH} alt="" width={1} height={1} />
    </noscript>
  );
}
