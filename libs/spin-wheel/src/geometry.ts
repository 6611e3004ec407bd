// Pure wheel geometry: which slice sits under the pointer and where to stop so the pointer lands inside a slice.
// Convention: the pointer is fixed at 12 o'clock; rotation is in radians, clockwise positive (canvas y points down);
// at rotation 0, slice i spans wheel angles [i * step, (i + 1) * step) measured clockwise from the pointer.

/** One full turn, in radians. */
export const TAU = Math.PI * 2;

/** Share of a slice's width the landing point may wander around its centre (0.7 keeps 15 % clear of each edge). */
export const LANDING_SPREAD = 0.7;

/** Wraps any angle into [0, TAU) so long spins do not lose precision in later arithmetic. */
export function normalizeAngle(angle: number): number {
  const wrapped = angle % TAU;
  const positive = wrapped < 0 ? wrapped + TAU : wrapped;
  // `-1e-17 + TAU` rounds to TAU itself; fold it back so the result stays half-open (`+ 0` turns -0 into 0).
  return positive >= TAU ? 0 : positive + 0;
}

/** Angular width of one slice, so drawing and hit-testing agree. */
export function sliceStep(count: number): number {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`slice count must be a positive integer, got ${count}`);
  return TAU / count;
}

/** Index of the slice under the fixed pointer for a wheel turned by `rotation`. */
export function sliceIndexAt(rotation: number, count: number): number {
  const step = sliceStep(count);
  const index = Math.floor(normalizeAngle(-rotation) / step);
  // Guards the rounding edge where the wrapped angle is a hair under TAU.
  return index >= count ? count - 1 : index;
}

/** Wheel rotation (in [0, TAU)) that puts the pointer on slice `index`, `offset` in [-0.5, 0.5] of the landing spread off centre. */
export function restingRotation(index: number, count: number, offset = 0): number {
  const step = sliceStep(count);
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`slice index ${index} is outside 0..${count - 1}`);
  }
  const clamped = Math.min(0.5, Math.max(-0.5, offset));
  return normalizeAngle(-(index + 0.5 + clamped * LANDING_SPREAD) * step);
}

/** Inputs of a landing: where the wheel is, which slice to show, how many whole turns to add. */
export interface LandingInput {
  /** Current (unbounded) rotation in radians. */
  from: number;
  count: number;
  index: number;
  /** Whole extra turns before landing (0 for reduced motion). */
  extraTurns: number;
  /** Position inside the slice, -0.5..0.5 of the landing spread; 0 is the centre. */
  offset?: number;
}

/** Forward distance (radians, >= extraTurns turns) from `from` to a rest inside the target slice. */
export function landingDistance({ from, count, index, extraTurns, offset = 0 }: LandingInput): number {
  if (!Number.isInteger(extraTurns) || extraTurns < 0)
    throw new RangeError(`extra turns must be a whole number >= 0`);
  const gap = normalizeAngle(restingRotation(index, count, offset) - normalizeAngle(from));
  return extraTurns * TAU + gap;
}

/** Angle, measured clockwise from the pointer at rotation 0, of slice `index`'s centre (used to draw its label). */
export function sliceCentreAngle(index: number, count: number): number {
  return (index + 0.5) * sliceStep(count);
}
