// /api/invite*, /api/refund*, /api/bonus*, /api/promotion*: money the operator gives, and the held bonus.
import type { Hono } from 'hono';
import { requirePlayer, type RouteContext } from '../context';
import { pageOf, readJson, readPaging } from '../input';
import { toBaht } from '../money';
import { BONUSES, REFUND_INFO, REFUND_RATES } from '../seed/catalogue';
import { activateBonus, activatePromotion, bonusCondition, clearBonus, findPromotion } from '../state/bonus';
import { receiveInviteBonus, receiveRefund, refundToWallet } from '../state/rewards';
import { bonusView, inviteView, refundView } from '../state/views';
import { money } from './wallet';

/** Registers the invite, refund, bonus and promotion routes. */
export function rewardRoutes(app: Hono, ctx: RouteContext): void {
  const { state } = ctx;

  app.post('/api/invite', async (c) => {
    const player = requirePlayer(ctx, c);
    const paging = readPaging(await readJson(c));
    return c.json({
      invites: pageOf(player.invitees, paging).map(inviteView),
      total: player.invitees.length,
    });
  });

  app.get('/api/invite/bonus', (c) => {
    const player = requirePlayer(ctx, c);
    receiveInviteBonus(state, player);
    return c.json(money(player, 'INVITE_BONUS_SUCCESS'));
  });

  app.get('/api/invite/banners', (c) => {
    requirePlayer(ctx, c);
    return c.json({ banners: state.banners.invite.map((b) => ({ ...b })) });
  });

  app.post('/api/refund', async (c) => {
    const player = requirePlayer(ctx, c);
    const paging = readPaging(await readJson(c));
    return c.json({ refunds: pageOf(player.refunds, paging).map(refundView), total: player.refunds.length });
  });

  app.get('/api/refund/check', (c) => {
    const player = requirePlayer(ctx, c);
    return c.json({
      result: player.refundPot > 0,
      bonus: player.held !== null,
      info: REFUND_INFO,
      refundAmount: toBaht(player.refundPot + player.refundBonus),
      ...REFUND_RATES,
    });
  });

  app.get('/api/refund/receive', (c) => {
    const player = requirePlayer(ctx, c);
    receiveRefund(player);
    return c.json(money(player, 'REFUND_SUCCESS'));
  });

  app.get('/api/refund/addWallet', (c) => {
    const player = requirePlayer(ctx, c);
    refundToWallet(state, player);
    return c.json(money(player));
  });

  app.get('/api/refund/banners', (c) => {
    requirePlayer(ctx, c);
    return c.json({ banners: state.banners.refund.map((b) => ({ ...b })) });
  });

  app.get('/api/bonus', (c) => {
    const player = requirePlayer(ctx, c);
    return c.json({ bonuses: BONUSES.map((b) => bonusView(b, player.bonuses.get(b.code))) });
  });

  app.get('/api/bonus/activate/:code', (c) => {
    const player = requirePlayer(ctx, c);
    activateBonus(state, player, c.req.param('code'));
    return c.json(money(player));
  });

  app.get('/api/bonus/check/active', (c) => {
    const player = requirePlayer(ctx, c);
    return c.json({ status: player.held !== null, type: player.held?.code ?? null });
  });

  app.get('/api/bonus/check/minimum', (c) => {
    const condition = bonusCondition(requirePlayer(ctx, c));
    return c.json({
      status: condition.status,
      amount: toBaht(condition.amount),
      minimum: toBaht(condition.minimum),
    });
  });

  app.get('/api/bonus/clear', (c) => {
    const player = requirePlayer(ctx, c);
    clearBonus(state, player);
    return c.json(money(player, 'BONUS_CLEAR'));
  });

  app.get('/api/promotion/current', (c) => {
    const held = requirePlayer(ctx, c).held;
    return c.json({
      promotion:
        held?.kind === 'promotion'
          ? { code: held.code, percentFail: held.percentFail, description: held.description }
          : null,
    });
  });

  app.get('/api/promotion/find/:code', (c) => {
    requirePlayer(ctx, c);
    const promotion = findPromotion(c.req.param('code'));
    return c.json({ percentFail: promotion.percentFail, description: promotion.description });
  });

  app.get('/api/promotion/activate/:code', (c) => {
    const player = requirePlayer(ctx, c);
    activatePromotion(state, player, c.req.param('code'));
    return c.json(money(player));
  });
}
