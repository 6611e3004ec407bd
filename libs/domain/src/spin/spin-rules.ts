// Prize wheel rules of SPEC sections 4 and 9.
import {
  SPIN_BASE_MAX_MS,
  SPIN_BASE_MIN_MS,
  SPIN_TURN_FACTOR,
  WHEEL_MAX_SIZE_PX,
  WHEEL_WINDOW_RATIO,
} from '../constants';

/** A spin starts only when the wheel is idle and coins are above 0. Example: `canSpin({ spinning: false, coins: 1 }) === true`. */
export function canSpin(state: { spinning: boolean; coins: number }): boolean {
  return !state.spinning && state.coins > 0;
}

/** Extra full turns of a spin, 3 or 4, from a random source in [0, 1). Example: `pickExtraTurns(() => 0.7) === 4`. */
export function pickExtraTurns(random: () => number): 3 | 4 {
  return random() < 0.5 ? 3 : 4;
}

/** Spin duration in ms: a given duration, else random 4..5 s x turns x 0.1 (SPEC 9, literally). Example: `spinDurationMs(3, () => 0) === 1200`. */
export function spinDurationMs(turns: number, random: () => number, givenMs?: number): number {
  if (givenMs !== undefined) return givenMs;
  const base = SPIN_BASE_MIN_MS + random() * (SPIN_BASE_MAX_MS - SPIN_BASE_MIN_MS);
  return base * turns * SPIN_TURN_FACTOR;
}

/** Wheel size in px: 350, or 85% of the window width when that is smaller. Example: `wheelSize(400) === 340`. */
export function wheelSize(windowWidth: number): number {
  return Math.min(WHEEL_MAX_SIZE_PX, windowWidth * WHEEL_WINDOW_RATIO);
}
