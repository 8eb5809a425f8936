import { useEffect, type Dispatch } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import type { CarouselAction } from './carousel-state';

/**
 * Keeps Embla (the slider: drag physics, looping, positions) and the state machine (the truth
 * about the current slide) in step, both ways.
 *
 * A swipe is Embla's own call: on touch it starts a drag only when the finger moved more
 * horizontally than vertically (otherwise the page scrolls), and a drag that lands on another
 * slide emits "select" before "pointerUp". A select between pointerDown and pointerUp is
 * therefore a swipe, which stops autoplay (spec §4); any other select is Embla following us.
 */
export function useEmblaSync(api: EmblaCarouselType | undefined, index: number, dispatch: Dispatch<CarouselAction>): void {
  useEffect(() => {
    if (!api || api.selectedScrollSnap() === index) return;
    api.scrollTo(index, prefersReducedMotion()); // jump instead of glide under reduced motion
  }, [api, index]);

  useEffect(() => {
    if (!api) return;
    let pointerIsDown = false;
    const onPointerDown = () => {
      pointerIsDown = true;
    };
    const onPointerUp = () => {
      pointerIsDown = false;
    };
    const onSelect = () => {
      const selected = api.selectedScrollSnap();
      dispatch(pointerIsDown ? { type: 'choose', index: selected, by: 'swipe' } : { type: 'sync', index: selected });
    };
    api.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp).on('select', onSelect);
    return () => {
      api.off('pointerDown', onPointerDown).off('pointerUp', onPointerUp).off('select', onSelect);
    };
  }, [api, dispatch]);
}
