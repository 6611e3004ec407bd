// Public types of the wheel: what the host passes in and what the events carry.

/** One prize slice, as the spin setup lists it (docs/product.md#spin). */
export interface WheelSlice {
  code: string;
  label: string;
  bgColor: string;
  textColor: string;
}

/** Where a spin should land: a slice code, a slice index, or a pending server answer resolving to one. */
export type SpinTarget = string | number | PromiseLike<string | number>;

/** How a spin ended: on the server's slice, with no prize after a failure, or cut short by `stop()`. */
export type RestOutcome = 'landed' | 'failed' | 'stopped';

/** Detail of the `rest` event; `slice` is set only when the wheel landed on the server's choice. */
export interface RestDetail {
  outcome: RestOutcome;
  index: number | null;
  slice: WheelSlice | null;
  /** Final rotation in radians, [0, 2π), clockwise, pointer at 12 o'clock. */
  rotation: number;
  /** Why a spin failed (rejected server call, or a code that is not on the wheel). */
  error?: unknown;
}

/** Texts the host supplies in the player's language; the library ships English defaults only. */
export interface WheelMessages {
  /** Accessible name and visible text of the spin button; must include the remaining coins. */
  spinButton: (coins: number) => string;
  /** Accessible name of the canvas. */
  wheel: string;
  /** Announced when a spin starts. */
  spinning: string;
  /** Announced when the wheel lands. */
  result: (slice: WheelSlice) => string;
  /** Announced when the spin could not be completed; no prize is shown. */
  failed: string;
}

/** Colours and font of the wheel chrome. */
export interface WheelTheme {
  fontFamily: string;
  rim: string;
  pointer: string;
  hub: string;
  /** Slice colours used when the server sends an unusable one. */
  fallbackBg: string;
  fallbackText: string;
}

/** Options of a wheel; every one can be changed later with `update()`. */
export interface SpinWheelOptions {
  slices: readonly WheelSlice[];
  /** Remaining coins, shown in the button's name; spinning from the button needs at least one. */
  coins?: number;
  /** Called by the spin button: start the server call and return its answer (slice code or index). */
  onSpinRequest?: () => PromiseLike<string | number>;
  /** Fixed CSS size in px; by default it follows the window width (docs/product.md#spin), debounced. */
  size?: number;
  /** Spin length in ms after the answer arrives; by default the random duration of the product rules. */
  durationMs?: number;
  /** `'auto'` follows `prefers-reduced-motion`. */
  reducedMotion?: boolean | 'auto';
  messages?: Partial<WheelMessages>;
  theme?: Partial<WheelTheme>;
  /**
   * Classes for the spin button (e.g. the host's design-system button). Given, the button wears only these (and
   * `wallet-spin-wheel__button`); without it the wheel's own look applies, tunable by CSS custom properties on
   * any ancestor: `--wallet-spin-wheel-button-bg`, `-color`, `-radius`, `-min-height` (44px), `-padding`,
   * `-font-size`, `-disabled-bg`, `-disabled-color`.
   */
  buttonClassName?: string;
  /** Random source in [0, 1) for turns, duration and landing point; injectable for tests. */
  random?: () => number;
}

/** Listener signatures per event name. */
export interface SpinWheelEvents {
  spinstart: () => void;
  /** Fired when a new slice passes the pointer, for tick sounds. */
  slicechange: (index: number, slice: WheelSlice) => void;
  rest: (detail: RestDetail) => void;
}
