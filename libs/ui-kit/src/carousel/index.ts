export { Carousel } from './carousel';
export type { CarouselProps } from './carousel';
export { GAME_CAROUSEL } from './game-carousel-size';
