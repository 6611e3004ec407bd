// React hook owning a SpinWheel's lifecycle: created when the container mounts, updated from props, destroyed on unmount.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SpinWheel } from '../spin-wheel';
import type { RestDetail, SpinTarget, SpinWheelOptions, WheelSlice } from '../types';

/** Wheel options plus callbacks for the wheel's events. */
export interface UseSpinWheelOptions extends Omit<SpinWheelOptions, 'onSpinRequest'> {
  /** Called when the player presses the spin button: start the server call and return its answer (slice code). */
  onSpin?: () => PromiseLike<string | number>;
  onSpinStart?: () => void;
  onSliceChange?: (index: number, slice: WheelSlice) => void;
  onRest?: (detail: RestDetail) => void;
}

/** What the hook gives back: a ref for the container, the wheel, its spinning flag and imperative controls. */
export interface UseSpinWheelResult {
  containerRef: (node: HTMLElement | null) => void;
  wheel: SpinWheel | null;
  spinning: boolean;
  /** Spins to `target` (ignored while spinning); resolves with the rest detail, or null before the wheel exists. */
  spin: (target: SpinTarget) => Promise<RestDetail | null>;
  stop: () => void;
  reset: () => void;
}

/** Creates, updates and destroys a canvas wheel in the element given to `containerRef`. */
export function useSpinWheel(options: UseSpinWheelOptions): UseSpinWheelResult {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [wheel, setWheel] = useState<SpinWheel | null>(null);
  const [spinning, setSpinning] = useState(false);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const hasSpinHandler = options.onSpin !== undefined;
  const requestSpin = useCallback((): PromiseLike<string | number> => {
    const onSpin = latest.current.onSpin;
    return onSpin ? onSpin() : Promise.reject(new Error('no onSpin handler'));
  }, []);

  useEffect(() => {
    if (!container) return undefined;
    const {
      onSpin: _onSpin,
      onSpinStart: _start,
      onSliceChange: _change,
      onRest: _rest,
      ...initial
    } = latest.current;
    const created = new SpinWheel(container, {
      ...initial,
      onSpinRequest: hasSpinHandler ? requestSpin : undefined,
    });
    const unsubscribe = [
      created.on('spinstart', () => {
        setSpinning(true);
        latest.current.onSpinStart?.();
      }),
      created.on('slicechange', (index, slice) => latest.current.onSliceChange?.(index, slice)),
      created.on('rest', (detail) => {
        setSpinning(false);
        latest.current.onRest?.(detail);
      }),
    ];
    setWheel(created);
    return () => {
      unsubscribe.forEach((off) => off());
      created.destroy();
      setWheel(null);
      setSpinning(false);
    };
    // Created once per container; later option changes go through update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);

  const { slices, coins, size, durationMs, reducedMotion, messages, theme, random, buttonClassName } =
    options;
  useEffect(() => {
    wheel?.update({
      slices,
      coins,
      size,
      durationMs,
      reducedMotion,
      messages,
      theme,
      random,
      buttonClassName,
      onSpinRequest: hasSpinHandler ? requestSpin : undefined,
    });
  }, [
    wheel,
    slices,
    coins,
    size,
    durationMs,
    reducedMotion,
    messages,
    theme,
    random,
    buttonClassName,
    hasSpinHandler,
    requestSpin,
  ]);

  const spin = useCallback(
    (target: SpinTarget): Promise<RestDetail | null> => (wheel ? wheel.spin(target) : Promise.resolve(null)),
    [wheel],
  );
  const stop = useCallback(() => wheel?.stop(), [wheel]);
  const reset = useCallback(() => wheel?.reset(), [wheel]);

  return { containerRef: setContainer, wheel, spinning, spin, stop, reset };
}
