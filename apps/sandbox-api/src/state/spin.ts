// Prize wheel: a spin spends one coin and the server picks the slice by weight; coupons are claimed into the wallet.
import { ApiFailure } from '../errors';
import { accountCurrency } from '@wallet/domain';
import { COUPON_LIFETIME_MS, WHEEL } from '../seed/catalogue';
import { KIP_SHOWCASE_FACTOR, textInKip } from '../seed/laos-catalogue';
import { record } from './ledger';
import type { SandboxState } from './store';
import type { Coupon, Player, WheelSlice } from './types';
import { MAIN_WALLET } from './wallet';

/** Picks a slice with probability proportional to its weight. */
export function pickSlice(slices: readonly WheelSlice[], random: () => number): WheelSlice {
  const total = slices.reduce((sum, s) => sum + s.weight, 0);
  let roll = random() * total;
  for (const slice of slices) {
    roll -= slice.weight;
    if (roll < 0) return slice;
  }
  const last = slices[slices.length - 1];
  if (!last) throw new Error('the wheel has no slices');
  return last;
}

/** The wheel at kip size: the same slices and chances, naming and paying kip sums (a kip account's wheel). */
const KIP_WHEEL: typeof WHEEL = {
  ...WHEEL,
  slices: WHEEL.slices.map((slice) => ({
    ...slice,
    label: textInKip(slice.label, KIP_SHOWCASE_FACTOR),
    htmlDescription: textInKip(slice.htmlDescription, KIP_SHOWCASE_FACTOR),
    amount: slice.amount * KIP_SHOWCASE_FACTOR,
  })),
};

/** The wheel a player's account plays: its prizes named and paid in the account's currency. */
export function wheelOf(player: Player): typeof WHEEL {
  return accountCurrency(player.currency) === 'LAK' ? KIP_WHEEL : WHEEL;
}

/** The slice of a player's coupon. */
export function sliceOf(player: Player, coupon: Coupon): WheelSlice | undefined {
  return wheelOf(player).slices.find((s) => s.code === coupon.sliceCode);
}

/** A coupon that can still be claimed now. */
export function isClaimable(state: SandboxState, player: Player, coupon: Coupon): boolean {
  return (
    coupon.claimedAt === null &&
    coupon.expiresAt.getTime() > state.now().getTime() &&
    sliceOf(player, coupon)?.couponType === 'credit'
  );
}

/** Outcome of a spin: the slice and coupon won, or the documented refusal code (no coin is spent then). */
export type SpinAttempt =
  { ok: true; slice: WheelSlice; coupon: Coupon } | { ok: false; error: 'NO_DATA' | 'MONEY_NOT_ENOUGH' };

/** POST /api/spinwheel/spin: NO_DATA without an active wheel, MONEY_NOT_ENOUGH without coins. */
export function spin(state: SandboxState, player: Player): SpinAttempt {
  if (!state.switches.spinActive || !player.spinActive) return { ok: false, error: 'NO_DATA' };
  if (player.coin <= 0) return { ok: false, error: 'MONEY_NOT_ENOUGH' };
  // A test may force the result (POST /__sandbox/spin); otherwise the server picks by weight.
  const forced = state.controls.takeForcedSlice();
  const wheel = wheelOf(player);
  const slice = wheel.slices.find((s) => s.code === forced) ?? pickSlice(wheel.slices, state.random.next);
  player.coin -= 1;
  const coupon: Coupon = {
    _id: state.newId(),
    sliceCode: slice.code,
    name: wheel.name,
    amount: slice.amount,
    createdAt: state.now(),
    expiresAt: new Date(state.now().getTime() + COUPON_LIFETIME_MS),
    claimedAt: null,
  };
  player.coupons.unshift(coupon);
  return { ok: true, slice, coupon };
}

/** POST /api/spinwheel/coupon/claim: credit coupons pay into the wallet; every refusal has its coupon code. */
export function claimCoupon(
  state: SandboxState,
  player: Player,
  couponId: string,
): { slice: WheelSlice; amount: number } {
  if (!/^[0-9a-f]{24}$/.test(couponId)) throw new ApiFailure('INVALID_CODE');
  const coupon = player.coupons.find((c) => c._id === couponId);
  if (!coupon || coupon.claimedAt !== null) throw new ApiFailure('NO_CLAIMABLE_COUPON');
  const slice = sliceOf(player, coupon);
  if (!slice) throw new ApiFailure('INVALID_PRIZE_CODE');
  if (coupon.expiresAt.getTime() <= state.now().getTime()) throw new ApiFailure('COUPON_EXPIRED');
  if (slice.couponType !== 'credit') throw new ApiFailure('INVALID_COUPON_TYPE');
  if (player.held) throw new ApiFailure('BONUS_REMAINING');
  coupon.claimedAt = state.now();
  player.wallet += coupon.amount;
  record(state, player, 'bonus', 'SUCCESS', 'luckydraw', MAIN_WALLET, coupon.amount, {
    luckydraw: { description: `${coupon.name} ${slice.label}` },
  });
  return { slice, amount: coupon.amount };
}
