// /api/spinwheel/*: setup, spin (server picks, one coin), coupons and claims.
import type { Hono } from 'hono';
import { requirePlayer, type RouteContext } from '../context';
import { readJson, requireString } from '../input';
import { toBaht } from '../money';
import { claimCoupon, isClaimable, sliceOf, spin, wheelOf } from '../state/spin';
import { couponView, sliceView } from '../state/views';

/** Registers the spin wheel routes. */
export function spinRoutes(app: Hono, ctx: RouteContext): void {
  const { state } = ctx;

  app.get('/api/spinwheel/active', (c) => {
    const player = requirePlayer(ctx, c);
    return c.json({
      active: state.switches.spinActive && player.spinActive,
      coupon: player.coupons.filter((coupon) => isClaimable(state, player, coupon)).length,
      coins: player.coin,
    });
  });

  app.get('/api/spinwheel/setup', (c) => {
    const player = requirePlayer(ctx, c);
    return c.json({
      result: {
        activeSpinwheel:
          state.switches.spinActive && player.spinActive
            ? { name: wheelOf(player).name, slice: wheelOf(player).slices.map(sliceView) }
            : null,
        userCoin: player.coin,
      },
    });
  });

  app.post('/api/spinwheel/spin', (c) => {
    const player = requirePlayer(ctx, c);
    const attempt = spin(state, player);
    // A refused spin is a SpinResult with success false (documented assumption), not an error envelope.
    if (!attempt.ok) return c.json({ success: false, result: null, error: attempt.error });
    const { slice } = attempt;
    return c.json({
      success: true,
      result: { code: slice.code, label: slice.label, remainingCoin: player.coin },
      error: null,
    });
  });

  app.get('/api/spinwheel/coupon', (c) => {
    const player = requirePlayer(ctx, c);
    return c.json({ coupons: player.coupons.map((coupon) => couponView(coupon, sliceOf(player, coupon))) });
  });

  app.post('/api/spinwheel/coupon/claim', async (c) => {
    const player = requirePlayer(ctx, c);
    const { slice } = claimCoupon(state, player, requireString(await readJson(c), 'coupon'));
    return c.json({
      code: 'SUCCESS',
      message: 'SUCCESS',
      label: slice.label,
      wallet: { amount: toBaht(player.wallet) },
    });
  });
}
