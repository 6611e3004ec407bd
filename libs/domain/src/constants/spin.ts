// The prize wheel: its size rule (wheelSize) and its motion (docs/product.md#spin).

/** Largest wheel size in px. Example: `wheelSize(1200) === WHEEL_MAX_SIZE_PX`. */
export const WHEEL_MAX_SIZE_PX = 350;
/** Share of the window width the wheel may take on narrow screens. Example: `wheelSize(400) === 400 * WHEEL_WINDOW_RATIO`. */
export const WHEEL_WINDOW_RATIO = 0.85;
/** Per-frame friction of the spinning wheel. Example: `speed *= SPIN_FRICTION`. */
export const SPIN_FRICTION = 0.991;
/** Possible numbers of extra full turns of a spin. Example: `SPIN_EXTRA_TURNS.includes(pickExtraTurns(Math.random))`. */
export const SPIN_EXTRA_TURNS = [3, 4] as const;
/** Shortest base spin duration in ms before the turns factor. Example: `SPIN_BASE_MIN_MS === 4000`. */
export const SPIN_BASE_MIN_MS = 4000;
/** Longest base spin duration in ms before the turns factor. Example: `SPIN_BASE_MAX_MS === 5000`. */
export const SPIN_BASE_MAX_MS = 5000;
/** Factor applied per turn to the spin duration. Example: `base * turns * SPIN_TURN_FACTOR`. */
export const SPIN_TURN_FACTOR = 0.1;
