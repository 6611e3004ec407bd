// Horizontal carousel (the game rows: GAME_CAROUSEL, 3 visible slides on a phone, more where they fit): arrows, swipe
// and arrow keys.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from '../internal/cx';
import { fillTemplate, useKitTexts } from '../texts/kit-texts';
import { GAME_CAROUSEL } from './game-carousel-size';
import { StrokeIcon } from '../internal/stroke-icon';

export interface CarouselProps<T> {
  /** Accessible name of the carousel (e.g. "Slot games"). */
  label: string;
  items: ReadonlyArray<T>;
  renderSlide: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string;
  /** Slides visible at once (default: the game rows' `GAME_CAROUSEL.visibleSlides`). */
  slidesPerView?: number;
  /**
   * With it, a frame wide enough shows more slides: as many as fit at this width in px each, never fewer than
   * `slidesPerView` (measured in the browser; the first render, and a page rendered at build time, show `slidesPerView`).
   */
  minSlideWidth?: number;
  /** Frame width in px; omit for the full available width. */
  width?: number;
  /** Frame height in px; omit to size by content. */
  height?: number;
  /** Controlled first visible slide. */
  index?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

const SWIPE_THRESHOLD_PX = 40;

/**
 * How many slides of `minWidth` px the frame holds when that is more than `atLeast`, followed as it resizes (the
 * observer also reports the first size); 0 otherwise, without a minimum or before a measurement. Only a count that
 * changes what shows is kept: on a phone the first report (fewer than `atLeast`) re-rendered every slide of every
 * row for nothing, home's longest task after its data arrived (a 120 ms task at 4x CPU).
 */
function useSlidesThatFit(
  frame: RefObject<HTMLDivElement | null>,
  minWidth: number | undefined,
  atLeast: number,
): number {
  const [fitting, setFitting] = useState(0);
  useEffect(() => {
    const el = frame.current;
    if (!el || !minWidth || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const fit = Math.floor(el.clientWidth / minWidth);
      setFitting(fit > atLeast ? fit : 0);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [frame, minWidth, atLeast]);
  return fitting;
}

/** Carousel following the WAI-ARIA pattern: slides outside the frame are hidden and inert. */
export function Carousel<T>({
  label,
  items,
  renderSlide,
  getKey,
  slidesPerView = GAME_CAROUSEL.visibleSlides,
  minSlideWidth,
  width,
  height,
  index: controlledIndex,
  onIndexChange,
  className,
}: CarouselProps<T>) {
  const texts = useKitTexts();
  const trackId = useId();
  const [ownIndex, setOwnIndex] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const fitting = useSlidesThatFit(frameRef, minSlideWidth, Math.max(1, Math.floor(slidesPerView)));
  const perView = Math.max(1, Math.floor(slidesPerView), fitting);
  const maxIndex = Math.max(0, items.length - perView);
  const index = Math.min(Math.max(0, controlledIndex ?? ownIndex), maxIndex);
  const pointerStart = useRef<number | null>(null);

  const goTo = (target: number) => {
    const next = Math.min(Math.max(0, target), maxIndex);
    if (next === index) return;
    setOwnIndex(next);
    onIndexChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: maxIndex,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (pointerStart.current === null) return;
    const dx = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (dx <= -SWIPE_THRESHOLD_PX) goTo(index + 1);
    else if (dx >= SWIPE_THRESHOLD_PX) goTo(index - 1);
  };

  const frameStyle: CSSProperties = {
    width: width === undefined ? '100%' : `${width}px`,
    height: height === undefined ? undefined : `${height}px`,
  };
  const trackStyle: CSSProperties = { transform: `translateX(-${(index * 100) / perView}%)` };
  const slideStyle: CSSProperties = { flexBasis: `${100 / perView}%` };

  const arrows =
    maxIndex > 0 ? (
      // Under the slides, not over them: an arrow over a card would hide its picture and its name.
      <div className="wk-carousel__controls" style={{ width: frameStyle.width }}>
        <button
          type="button"
          className="wk-round-button wk-carousel__arrow wk-carousel__arrow--prev"
          aria-label={texts.carouselPrevious}
          aria-controls={trackId}
          disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          <StrokeIcon path="left" size={22} strokeWidth={2.6} />
        </button>
        <button
          type="button"
          className="wk-round-button wk-carousel__arrow wk-carousel__arrow--next"
          aria-label={texts.carouselNext}
          aria-controls={trackId}
          disabled={index === maxIndex}
          onClick={() => goTo(index + 1)}
        >
          <StrokeIcon path="right" size={22} strokeWidth={2.6} />
        </button>
      </div>
    ) : null;

  return (
    // Arrow keys act on the whole carousel, wherever focus is inside it (a slide or an arrow).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={cx('wk-carousel', className)}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {/* Swipes on the frame (pointer events carry no keyboard meaning: the arrows and keys do the same). */}
      <div
        ref={frameRef}
        className="wk-carousel__frame"
        style={frameStyle}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pointerStart.current = null;
        }}
      >
        <div id={trackId} className="wk-carousel__track" style={trackStyle} aria-live="polite">
          {items.map((item, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <div
                key={getKey(item, i)}
                role="group"
                aria-roledescription="slide"
                aria-label={fillTemplate(texts.slideLabel, { index: i + 1, total: items.length })}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
                className="wk-carousel__slide"
                style={slideStyle}
              >
                {renderSlide(item, i)}
              </div>
            );
          })}
        </div>
      </div>
      {arrows}
    </section>
  );
}
