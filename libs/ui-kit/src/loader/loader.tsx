// Loading indicator that waits before showing, so quick calls never flash a spinner (docs/product.md#timings: 200 ms).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LOADER_DELAY_MS } from '../domain-bridge';
import { cx } from '../internal/cx';
import { useOverlayHost } from '../modal-dialog/modal-stack';
import { Spinner } from '../spinner/spinner';
import { useKitTexts } from '../texts/kit-texts';

export interface LoaderProps {
  /** True while the work runs; the loader shows only if it is still true after `delayMs`. */
  active: boolean;
  delayMs?: number;
  /** Status text for screen readers (and shown under the overlay spinner); defaults to the kit text. */
  label?: string;
  /** `overlay` covers the screen (page loads), `inline` sits in the flow (lists, cards). */
  variant?: 'inline' | 'overlay';
  className?: string;
}

/** Returns true once `active` has stayed true for `delayMs`; false again as soon as it ends. */
export function useDelayedFlag(active: boolean, delayMs: number = LOADER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}

/** Spinner with a status role that appears only after the loader delay. */
export function Loader({
  active,
  delayMs = LOADER_DELAY_MS,
  label,
  variant = 'inline',
  className,
}: LoaderProps) {
  const texts = useKitTexts();
  const visible = useDelayedFlag(active, delayMs);
  const host = useOverlayHost();
  if (!visible) return null;
  const text = label ?? texts.loading;
  const body = (
    <div role="status" className={cx('wk-loader', `wk-loader--${variant}`, className)}>
      <Spinner size={variant === 'overlay' ? 'lg' : 'md'} />
      <span className={variant === 'overlay' ? 'wk-loader__text' : 'wk-visually-hidden'}>{text}</span>
    </div>
  );
  // Above an open dialog too (outside the top dialog the page is inert and under it).
  return variant === 'overlay' && host ? createPortal(body, host) : body;
}
