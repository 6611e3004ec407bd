// Decorative spinning ring reused by Button and Loader; hidden from assistive tech (they announce state themselves).
import { cx } from '../internal/cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A purely visual spinner; callers give the accessible status text. */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return <span aria-hidden="true" className={cx('wk-spinner', `wk-spinner--${size}`, className)} />;
}
