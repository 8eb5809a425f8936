import { useEffect, useState, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { retry } from '../../lib/retry';

/**
 * Starts Embla on `viewportRef` once `near` turns true, importing it then (its own small
 * chunk). Both carousels sit below the first screen, so the slider code stays out of the
 * first load; until it arrives the prerendered first slide simply stands where it is, and the
 * state machine keeps working (the sync effect scrolls Embla to the current slide on start).
 * `options` must be stable (memoised) or Embla restarts.
 */
export function useLazyEmbla(viewportRef: RefObject<HTMLElement | null>, options: EmblaOptionsType, near: boolean) {
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!near || !viewport) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    retry(() => import('embla-carousel'))
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        // A centred carousel rests by a transform of its own until now (carousel.css): off
        // before Embla measures its slides by their offsets, which a transformed strip would
        // take as theirs (Chromium: every slide 89 px off at 1280 px). Embla's translate follows.
        const strip = viewport.firstElementChild;
        if (strip instanceof HTMLElement) strip.style.transform = 'none';
        instance = EmblaCarousel(viewport, options);
        setApi(instance);
      })
      .catch((error: unknown) => console.error('No se pudo cargar el carrusel', error));
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewportRef, options, near]);

  return api;
}
