// The generic carousel (services and reviews). See carousel.tsx for the component and
// carousel-state.ts for the rules it follows.
export { Carousel, type CarouselProps, type SlideInfo } from './carousel';
export { useCarousel, type CarouselController, type UseCarouselOptions } from './use-carousel';
export {
  AUTOPLAY_INTERVAL_MS,
  carouselReducer,
  initialCarouselState,
  isRotating,
  wrapIndex,
  type CarouselAction,
  type CarouselState,
  type ChoiceSource,
} from './carousel-state';
