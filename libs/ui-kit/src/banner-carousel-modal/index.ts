export { BannerCarouselModal } from './banner-carousel-modal';
export type { Banner, BannerCarouselModalProps } from './banner-carousel-modal';
