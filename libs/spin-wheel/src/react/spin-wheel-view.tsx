// React component for the prize wheel: renders a container and lets useSpinWheel own the canvas wheel inside it.
import { forwardRef, useImperativeHandle, type CSSProperties } from 'react';
import type { SpinWheel } from '../spin-wheel';
import { useSpinWheel, type UseSpinWheelOptions } from './use-spin-wheel';

/** Props: the wheel's options and event callbacks, plus styling of the container. */
export interface SpinWheelViewProps extends UseSpinWheelOptions {
  className?: string;
  style?: CSSProperties;
}

/**
 * Canvas prize wheel with its spin button and live region; the ref exposes the imperative `SpinWheel` (or null).
 * Named apart from that class (both were `SpinWheel` before issue 29), so one file can import both.
 */
export const SpinWheelView = forwardRef<SpinWheel, SpinWheelViewProps>(function SpinWheelView(
  { className, style, ...options },
  ref,
) {
  const { containerRef, wheel } = useSpinWheel(options);
  // Until the container mounts there is no wheel; the ref then holds null, as React refs do before mount.
  useImperativeHandle(ref, () => wheel as SpinWheel, [wheel]);
  return <div ref={containerRef} className={className} style={style} />;
});
