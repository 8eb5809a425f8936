import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (640 px) the tabs use short labels and hide the tools tab (spec §9). */
const NARROW_QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

/**
 * Whether the screen is narrower than 640 px. The prerender (and hydration) assume wide; CSS does
 * the visible switch, so this only steers behaviour: which tabs the arrow keys visit.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
