export { Carousel } from './Carousel.tsx';
export type { CarouselProps, CarouselOrientation } from './Carousel.tsx';
export { createAutoplay } from './autoplayPlugin.ts';
export type { Autoplay, AutoplayOptions } from './autoplayPlugin.ts';
