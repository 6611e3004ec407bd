// React component for the prize wheel: renders a container and lets useSpinWheel own the canvas wheel inside it.
import { forwardRef, useImperativeHandle, type CSSProperties } from 'react';
import type { SpinWheel as SpinWheelCore } from '../spin-wheel';
import { useSpinWheel, type UseSpinWheelOptions } from './use-spin-wheel';

/** Props: the wheel's options and event callbacks, plus styling of the container. */
export interface SpinWheelProps extends UseSpinWheelOptions {
  className?: string;
  style?: CSSProperties;
}

/** Canvas prize wheel with its spin button and live region; the ref exposes the imperative wheel (or null). */
export const SpinWheel = forwardRef<SpinWheelCore, SpinWheelProps>(function SpinWheel(
  { className, style, ...options },
  ref,
) {
  const { containerRef, wheel } = useSpinWheel(options);
  // Until the container mounts there is no wheel; the ref then holds null, as React refs do before mount.
  useImperativeHandle(ref, () => wheel as SpinWheelCore, [wheel]);
  return <div ref={containerRef} className={className} style={style} />;
});
