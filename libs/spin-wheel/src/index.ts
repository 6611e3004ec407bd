// Public entry of @wallet/spin-wheel: the framework-free canvas wheel and its pure geometry.
export {
  SpinWheel,
  createSpinWheel,
  DEFAULT_MESSAGES,
  DEFAULT_THEME,
  REDUCED_MOTION_SETTLE_MS,
} from './spin-wheel';
export {
  TAU,
  LANDING_SPREAD,
  normalizeAngle,
  sliceStep,
  sliceIndexAt,
  restingRotation,
  landingDistance,
} from './geometry';
export type { LandingInput } from './geometry';
// Every type of the wheel's options, events and outcomes.
export type * from './types';
