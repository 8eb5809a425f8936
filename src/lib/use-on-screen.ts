import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { observeIntersection } from './observe-intersection';

function useIntersecting(ref: RefObject<Element | null>, rootMargin: string, latch: boolean): boolean {
  const [intersecting, setIntersecting] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let latched = false;
    let stop = () => {};
    stop = observeIntersection(element, { rootMargin }, ({ isIntersecting }) => {
      if (latched) return;
      setIntersecting(isIntersecting);
      latched = isIntersecting && latch;
      if (latched) stop();
    });
    // An observer may report during observe(), before `stop` is assigned: stop it now.
    if (latched) stop();
    return stop;
  }, [ref, rootMargin, latch]);
  return intersecting;
}

const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const tabShown = () => document.visibilityState !== 'hidden';
// The server renders a shown tab; the browser's real state follows right after hydration.
const tabShownOnServer = () => true;

/** True while `ref`'s element intersects the viewport and the tab is shown. */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const intersecting = useIntersecting(ref, '0px', false);
  const shown = useSyncExternalStore(subscribeToVisibility, tabShown, tabShownOnServer);
  return intersecting && shown;
}

/** Turns true, for good, once `ref`'s element comes within `margin` of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  return useIntersecting(ref, `${margin} 0px`, true);
}
