import { describe, expect, it } from 'vitest';
import { carouselReducer, initialCarouselState, isRotating, wrapIndex, type CarouselAction, type CarouselState } from '../carousel-state';

const visible = (state: CarouselState): CarouselState => carouselReducer(state, { type: 'onScreen', value: true });
const apply = (state: CarouselState, ...actions: CarouselAction[]) => actions.reduce(carouselReducer, state);

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 1)).toBe(0);
  });
});

describe('carouselReducer', () => {
  const start = visible(initialCarouselState({ count: 3, autoplay: true }));

  it('starts on the first slide, playing when autoplay is on', () => {
    expect(start).toMatchObject({ index: 0, count: 3, playing: true });
    expect(isRotating(start)).toBe(true);
    expect(initialCarouselState({ count: 3, autoplay: false }).playing).toBe(false);
  });

  it('next and previous wrap around and leave autoplay on', () => {
    expect(apply(start, { type: 'prev' })).toMatchObject({ index: 2, playing: true });
    expect(apply(start, { type: 'next' }, { type: 'next' }, { type: 'next' })).toMatchObject({ index: 0, playing: true });
  });

  it('a tick advances (wrapping) only while rotating', () => {
    expect(apply(start, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }).index).toBe(0);
    const hovered = apply(start, { type: 'hover', value: true });
    expect(apply(hovered, { type: 'tick' }).index).toBe(0);
    const noAutoplay = visible(initialCarouselState({ count: 3, autoplay: false }));
    expect(apply(noAutoplay, { type: 'tick' }).index).toBe(0);
  });

  it.each(['dot', 'swipe', 'click'] as const)('choosing by %s moves there and stops autoplay for good', (by) => {
    const chosen = apply(start, { type: 'choose', index: 2, by });
    expect(chosen).toMatchObject({ index: 2, playing: false });
    expect(isRotating(chosen)).toBe(false);
    expect(apply(chosen, { type: 'hover', value: true }, { type: 'hover', value: false }, { type: 'tick' }).index).toBe(2);
  });

  it('hover and focus pause only while they last', () => {
    const hovered = apply(start, { type: 'hover', value: true });
    expect(isRotating(hovered)).toBe(false);
    expect(isRotating(apply(hovered, { type: 'hover', value: false }))).toBe(true);
    const focused = apply(start, { type: 'focus', value: true });
    expect(isRotating(focused)).toBe(false);
    expect(isRotating(apply(focused, { type: 'focus', value: false }))).toBe(true);
    expect(focused.playing).toBe(true);
  });

  it('does not rotate off screen', () => {
    expect(isRotating(initialCarouselState({ count: 3, autoplay: true }))).toBe(false);
    expect(isRotating(apply(start, { type: 'onScreen', value: false }))).toBe(false);
  });

  it('the pause/play control toggles rotation, and does nothing without autoplay', () => {
    const paused = apply(start, { type: 'togglePlay' });
    expect(paused.playing).toBe(false);
    expect(apply(paused, { type: 'togglePlay' }).playing).toBe(true);
    const noAutoplay = initialCarouselState({ count: 3, autoplay: false });
    expect(apply(noAutoplay, { type: 'togglePlay' }).playing).toBe(false);
  });

  it('reduced motion pauses (the control can still start it)', () => {
    const reduced = apply(start, { type: 'reducedMotion' });
    expect(reduced.playing).toBe(false);
    expect(apply(reduced, { type: 'togglePlay' }).playing).toBe(true);
  });

  it('sync adopts the slider index without touching autoplay', () => {
    expect(apply(start, { type: 'sync', index: 1 })).toMatchObject({ index: 1, playing: true });
    expect(apply(start, { type: 'sync', index: 0 })).toBe(start);
  });

  it('a single slide never rotates; a shrinking list keeps the index in range', () => {
    expect(isRotating(visible(initialCarouselState({ count: 1, autoplay: true })))).toBe(false);
    expect(apply(start, { type: 'next' }, { type: 'next' }, { type: 'count', count: 2 })).toMatchObject({ index: 1, count: 2 });
    expect(initialCarouselState({ count: 11, autoplay: false }).count).toBe(11);
  });
});
