// Prize wheel rules in docs/product.md#spin.
import {
  COUPON_PAGE_SIZE,
  PRIZE_MODAL_DELAY_MS,
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

/** Spin duration in ms: a given duration, else random 4..5 s x turns x 0.1 (docs/product.md#spin, literally). Example: `spinDurationMs(3, () => 0) === 1200`. */
export function spinDurationMs(turns: number, random: () => number, givenMs?: number): number {
  if (givenMs !== undefined) return givenMs;
  const base = SPIN_BASE_MIN_MS + random() * (SPIN_BASE_MAX_MS - SPIN_BASE_MIN_MS);
  return base * turns * SPIN_TURN_FACTOR;
}

/** Wheel size in px: 350, or 85% of the window width when that is smaller. Example: `wheelSize(400) === 340`. */
export function wheelSize(windowWidth: number): number {
  return Math.min(WHEEL_MAX_SIZE_PX, windowWidth * WHEEL_WINDOW_RATIO);
}

/** Delay between the wheel stopping and the prize modal: PRIZE_MODAL_DELAY_MS, or none with reduced motion (the prize is announced at once). Example: `prizeModalDelayMs(true) === 0`. */
export function prizeModalDelayMs(reducedMotion: boolean): number {
  return reducedMotion ? 0 : PRIZE_MODAL_DELAY_MS;
}

/** Coins as the player reads them: a whole number (the server may send 3 or 3.0; never "3.00"), never below 0. Example: `wholeCoins(2.7) === 2`. */
export function wholeCoins(coins: number): number {
  return Number.isFinite(coins) ? Math.max(0, Math.floor(coins)) : 0;
}

/** The rows of one page of the coupon table (COUPON_PAGE_SIZE per page, pages from 1). Example: `couponPage([a, b, c, d], 2) → [d]`. */
export function couponPage<T>(coupons: readonly T[], page: number): T[] {
  const start = (Math.max(1, Math.floor(page)) - 1) * COUPON_PAGE_SIZE;
  return coupons.slice(start, start + COUPON_PAGE_SIZE);
}
