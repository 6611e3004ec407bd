// Placeholder blocks of the final size while data loads, so nothing moves when it arrives (CLS 0).
import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';

export interface SkeletonProps {
  /** CSS width; defaults to the full line. Example: `'60%'` or `120`. */
  width?: number | string;
  /** CSS height; defaults to one line of body text. Use the final element's height. */
  height?: number | string;
  /** `text` lines are rounded bars, `block` a card or image, `circle` an avatar or icon. */
  shape?: 'text' | 'block' | 'circle';
  /** Several text lines of the same width (the last one shorter, as text usually is). */
  lines?: number;
  className?: string;
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** Decorative (hidden from assistive tech): the surrounding region says that it is loading. */
export function Skeleton({ width, height, shape = 'text', lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width: size(width), height: size(height) };
  if (lines <= 1)
    return (
      <span
        className={cx('wk-skeleton', `wk-skeleton--${shape}`, className)}
        style={style}
        aria-hidden="true"
      />
    );
  return (
    <span className={cx('wk-skeleton-lines', className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={cx('wk-skeleton', `wk-skeleton--${shape}`)}
          style={index === lines - 1 ? { ...style, width: '60%' } : style}
        />
      ))}
    </span>
  );
}
