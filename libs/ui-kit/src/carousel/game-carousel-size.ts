// Size of the game carousels on home (docs/product.md#games): a UI size, so it lives with the carousel, not in domain.

/** Slides visible at once and the frame in px of a game row. Example: `<Carousel slidesPerView={GAME_CAROUSEL.visibleSlides} height={GAME_CAROUSEL.height} />`. */
export const GAME_CAROUSEL = { visibleSlides: 3, width: 300, height: 211 } as const;
