// The generic carousel (services and reviews). See carousel.tsx for the component and
// carousel-state.ts for the rules it follows.
export { Carousel, type SlideInfo } from './carousel';
