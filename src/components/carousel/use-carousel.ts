import { useEffect, useReducer } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { AUTOPLAY_INTERVAL_MS, carouselReducer, initialCarouselState, isRotating } from './carousel-state';

export interface UseCarouselOptions {
  count: number;
  autoplay?: boolean;
  /** Milliseconds between automatic advances; the spec's 6000 unless a test says otherwise. */
  interval?: number;
}

/**
 * The carousel state plus its clock. The timer restarts whenever the slide changes, so every
 * slide gets the full interval; it stops while rotation is paused or stopped.
 */
export function useCarousel({ count, autoplay = false, interval = AUTOPLAY_INTERVAL_MS }: UseCarouselOptions) {
  const [state, dispatch] = useReducer(carouselReducer, { count, autoplay }, initialCarouselState);

  useEffect(() => dispatch({ type: 'count', count }), [count]);

  // Decided after hydration (the server cannot know the visitor's setting): WCAG 2.2.2 and the
  // visitor's wish for less motion both say a carousel must not start moving by itself.
  useEffect(() => {
    if (autoplay && prefersReducedMotion()) dispatch({ type: 'reducedMotion' });
  }, [autoplay]);

  const rotating = isRotating(state);
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index, interval]);

  return { state, rotating, dispatch };
}
