// The carousel's state machine (spec §4 "Generic carousel", §9), free of React and of Embla so
// that it can be unit-tested: the index wraps around; autoplay advances it; a swipe, a dot or a
// click on a slide stops autoplay; hover, focus and being off screen only pause it meanwhile.

/** Spec §9: autoplay advances every 6000 ms. */
export const AUTOPLAY_INTERVAL_MS = 6000;

export interface CarouselState {
  index: number;
  count: number;
  /** The carousel rotates by itself at all (then a pause/play control is shown). */
  autoplay: boolean;
  /** Rotation is switched on: not stopped by a swipe, dot or click, nor paused with the control. */
  playing: boolean;
  /** The pointer is over the slides. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel (other than on the pause/play control). */
  focused: boolean;
  /** The carousel is on screen and the tab shown: nobody watches a carousel rotate off screen. */
  onScreen: boolean;
}

/** How the visitor picked a slide directly; each of these stops autoplay for good. */
export type ChoiceSource = 'dot' | 'swipe' | 'click';

export type CarouselAction =
  /** Previous/next buttons and arrow keys: move one slide, autoplay untouched. */
  | { type: 'next' }
  | { type: 'prev' }
  /** The autoplay timer fired. */
  | { type: 'tick' }
  | { type: 'choose'; index: number; by: ChoiceSource }
  /** The slider moved by itself (e.g. it followed focus): adopt its index, nothing else. */
  | { type: 'sync'; index: number }
  | { type: 'togglePlay' }
  | { type: 'hover'; value: boolean }
  | { type: 'focus'; value: boolean }
  | { type: 'onScreen'; value: boolean }
  /** prefers-reduced-motion: start (or stay) paused. */
  | { type: 'reducedMotion' }
  | { type: 'count'; count: number };

/** Any integer index, wrapped into 0..count-1 (so -1 is the last slide). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * At least one slide. Spec §9 says a carousel holds 1 to 10 items, yet there are 11 reviews:
 * no upper limit is enforced, so every item stays reachable and "N de M" stays true.
 */
export function clampCount(count: number): number {
  return Math.max(1, Math.floor(count));
}

export function initialCarouselState({ count, autoplay }: { count: number; autoplay: boolean }): CarouselState {
  return { index: 0, count: clampCount(count), autoplay, playing: autoplay, hovered: false, focused: false, onScreen: false };
}

/** True while the autoplay timer should be counting. */
export function isRotating(state: CarouselState): boolean {
  return state.autoplay && state.playing && state.onScreen && !state.hovered && !state.focused && state.count > 1;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, state.count) };
    case 'prev':
      return { ...state, index: wrapIndex(state.index - 1, state.count) };
    case 'tick':
      return isRotating(state) ? { ...state, index: wrapIndex(state.index + 1, state.count) } : state;
    case 'choose':
      return { ...state, index: wrapIndex(action.index, state.count), playing: false };
    case 'sync': {
      const index = wrapIndex(action.index, state.count);
      return index === state.index ? state : { ...state, index };
    }
    case 'togglePlay':
      return state.autoplay ? { ...state, playing: !state.playing } : state;
    case 'hover':
      return state.hovered === action.value ? state : { ...state, hovered: action.value };
    case 'focus':
      return state.focused === action.value ? state : { ...state, focused: action.value };
    case 'onScreen':
      return state.onScreen === action.value ? state : { ...state, onScreen: action.value };
    case 'reducedMotion':
      return state.playing ? { ...state, playing: false } : state;
    case 'count': {
      const count = clampCount(action.count);
      return count === state.count ? state : { ...state, count, index: Math.min(state.index, count - 1) };
    }
  }
}
