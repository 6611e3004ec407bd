// Size of the game carousels on home (docs/product.md#games): a UI size, so it lives with the carousel, not in domain.

/**
 * Slides visible at once and the frame in px of a game row. On a phone three cards share the row; a row wide enough
 * for more (a desktop's, from 1024 px) shows as many as fit at `minSlideWidth` each. Example:
 * `<Carousel slidesPerView={GAME_CAROUSEL.visibleSlides} minSlideWidth={GAME_CAROUSEL.minSlideWidth} height={GAME_CAROUSEL.height} />`.
 */
export const GAME_CAROUSEL = { visibleSlides: 3, minSlideWidth: 180, width: 300, height: 211 } as const;
