// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmblaSync } from '../use-embla-sync';
import { installBrowserStubs } from './browser-stubs';

type Handler = () => void;

/** Just enough of Embla's API: events, the selected snap, and scrollTo. */
function fakeEmbla(selected = 0) {
  const handlers = new Map<string, Set<Handler>>();
  const api = {
    selected,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return api;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return api;
    },
    emit(event: string) {
      handlers.get(event)?.forEach((h) => h());
    },
    selectedScrollSnap: () => api.selected,
    scrollTo: vi.fn((index: number) => {
      api.selected = index;
    }),
  };
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('useEmblaSync', () => {
  it('a drag that lands on another slide is a swipe (stops autoplay); other selects just sync', () => {
    installBrowserStubs();
    const embla = fakeEmbla();
    const dispatch = vi.fn();
    renderHook(() => useEmblaSync(embla as unknown as EmblaCarouselType, 0, dispatch));

    // Embla emits select inside its pointer-up handling, before pointerUp.
    embla.emit('pointerDown');
    embla.selected = 1;
    embla.emit('select');
    embla.emit('pointerUp');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'choose', index: 1, by: 'swipe' });

    embla.selected = 2;
    embla.emit('select');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'sync', index: 2 });
  });

  it('a press without a slide change (a tap, a vertical scroll) dispatches nothing', () => {
    installBrowserStubs();
    const embla = fakeEmbla();
    const dispatch = vi.fn();
    renderHook(() => useEmblaSync(embla as unknown as EmblaCarouselType, 0, dispatch));
    embla.emit('pointerDown');
    embla.emit('pointerUp');
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('moves the slider to the state index, instantly under reduced motion', () => {
    installBrowserStubs({ reducedMotion: true });
    const embla = fakeEmbla();
    const { rerender } = renderHook(({ index }) => useEmblaSync(embla as unknown as EmblaCarouselType, index, vi.fn()), {
      initialProps: { index: 0 },
    });
    expect(embla.scrollTo).not.toHaveBeenCalled();
    rerender({ index: 2 });
    expect(embla.scrollTo).toHaveBeenCalledWith(2, true);
  });
});
