// Invites, refunds, bonuses and promotions: paged lists, money in with statements, and every refusal code.
import { expect, it } from 'vitest';
import { expectFailure } from '../harness';
import { DEMO, HOLDER, NEWCOMER, useSandbox, type SuiteEnv } from './env';

export function rewardSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);

  it('pages invitees and moves the invite bonus into the wallet once', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const first = await api.post('/api/invite', { body: { page: 1, limit: 10 } });
    const second = await api.post('/api/invite', { body: { page: 2, limit: 10 } });
    expect(first.total).toBe(14);
    expect(first.invites).toHaveLength(10);
    expect(second.invites).toHaveLength(4);
    await expectFailure(api.post('/api/invite', { body: { page: 0, limit: 10 } }), 400, 'KEY_INVALID');
    const before = (await api.get('/api/wallet')).wallet.amount;
    const received = await api.get('/api/invite/bonus');
    expect(received).toEqual({
      code: 'INVITE_BONUS_SUCCESS',
      message: 'INVITE_BONUS_SUCCESS',
      wallet: { amount: before + 125 },
    });
    expect((await api.get('/api/wallet')).invite.amount).toBe(0);
    await expectFailure(api.get('/api/invite/bonus'), 400, 'NO_INVITE_BONUS');
    expect((await api.get('/api/invite/banners')).banners.length).toBeGreaterThan(0);
    await expectFailure(
      ctx().guest.post('/api/invite', { body: { page: 1, limit: 10 } }),
      401,
      'INVALID_TOKEN',
    );
    await expectFailure(ctx().guest.get('/api/invite/bonus'), 401, 'INVALID_TOKEN');
    await expectFailure(ctx().guest.get('/api/invite/banners'), 401, 'INVALID_TOKEN');
  });

  it('checks, receives and moves a refund to the wallet, refusing while a bonus is held', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    expect((await api.post('/api/refund', { body: { page: 2, limit: 10 } })).refunds).toHaveLength(3);
    const check = await api.get('/api/refund/check');
    expect(check).toMatchObject({
      result: true,
      bonus: false,
      refundAmount: 42.5,
      refundSuccess: 5,
      refundFail: 10,
    });
    expect(await api.get('/api/refund/receive')).toMatchObject({ code: 'REFUND_SUCCESS' });
    await expectFailure(api.get('/api/refund/receive'), 400, 'NO_REFUND');
    expect((await api.get('/api/refund/check')).result).toBe(false);
    const before = (await api.get('/api/wallet')).wallet.amount;
    expect((await api.get('/api/refund/addWallet')).wallet.amount).toBe(before + 42.5);
    await expectFailure(api.get('/api/refund/addWallet'), 400, 'REFUND_MINIMUM');
    const log = await api.post('/api/refund', { body: { page: 1, limit: 10 } });
    expect(log.total).toBe(14);
    expect(log.refunds[0]?.refundAmount).toBe(42.5);
    expect((await api.get('/api/refund/banners')).banners.length).toBeGreaterThan(0);
    await expectFailure(api.post('/api/refund', { body: { page: 1, limit: 101 } }), 400, 'KEY_INVALID');
    const holder = await ctx().login(HOLDER.username, HOLDER.password);
    expect((await holder.get('/api/refund/check')).bonus).toBe(true);
    await expectFailure(holder.get('/api/refund/receive'), 400, 'REFUND_CONDITION');
    for (const path of [
      '/api/refund/check',
      '/api/refund/receive',
      '/api/refund/addWallet',
      '/api/refund/banners',
    ] as const) {
      await expectFailure(ctx().guest.get(path), 401, 'INVALID_TOKEN');
    }
    await expectFailure(
      ctx().guest.post('/api/refund', { body: { page: 1, limit: 10 } }),
      401,
      'INVALID_TOKEN',
    );
  });

  it('shows bonus cards in the three looks and activates, checks and cancels bonuses', async () => {
    const holder = await ctx().login(HOLDER.username, HOLDER.password);
    const cards = (await holder.get('/api/bonus')).bonuses;
    expect(cards.find((b) => b.code === 'CASHBACK5')?.userBonus?.isActive).toBe(true);
    expect(cards.find((b) => b.code === 'WELCOME100')?.userBonus?.received).toHaveLength(1);
    // DAILY10 twice and WEEKLY20 once at the seed's instant: exhausted by day and by week.
    expect(cards.find((b) => b.code === 'DAILY10')?.userBonus?.received).toHaveLength(2);
    expect(cards.find((b) => b.code === 'WEEKLY20')?.userBonus?.received).toHaveLength(1);
    expect(await holder.get('/api/bonus/check/active')).toEqual({ status: true, type: 'CASHBACK5' });
    expect(await holder.get('/api/bonus/check/minimum')).toEqual({
      status: true,
      amount: 800,
      minimum: 1000,
    });
    await expectFailure(
      holder.get('/api/bonus/activate/{code}', { params: { path: { code: 'WEEKLY20' } } }),
      400,
      'BONUS_ALREADY_ACTIVE',
    );
    expect(await holder.get('/api/bonus/clear')).toMatchObject({ code: 'BONUS_CLEAR' });
    await expectFailure(holder.get('/api/bonus/clear'), 400, 'KEY_INVALID');
    await expectFailure(
      holder.get('/api/bonus/activate/{code}', { params: { path: { code: 'WELCOME100' } } }),
      400,
      'BONUS_MAX_CLAIMED',
    );

    const api = await ctx().login(DEMO.username, DEMO.password);
    const before = (await api.get('/api/wallet')).wallet.amount;
    const activated = await api.get('/api/bonus/activate/{code}', { params: { path: { code: 'DAILY10' } } });
    expect(activated.wallet.amount).toBeCloseTo(before * 1.1, 2);
    expect(await api.get('/api/bonus/check/active')).toEqual({ status: true, type: 'DAILY10' });
    expect((await api.get('/api/bonus/check/minimum')).status).toBe(false);
    await expectFailure(api.get('/api/bonus/clear'), 400, 'BONUS_CONDITION');
    await expectFailure(
      api.get('/api/bonus/activate/{code}', { params: { path: { code: 'NOPE' } } }),
      404,
      'NO_DATA',
    );
    const newcomer = await ctx().login(NEWCOMER.username, NEWCOMER.password);
    await expectFailure(
      newcomer.get('/api/bonus/activate/{code}', { params: { path: { code: 'WEEKLY20' } } }),
      400,
      'BONUS_CONDITION',
    );
    expect(await newcomer.get('/api/bonus/check/minimum')).toEqual({ status: false, amount: 0, minimum: 0 });
    for (const path of [
      '/api/bonus',
      '/api/bonus/check/active',
      '/api/bonus/check/minimum',
      '/api/bonus/clear',
    ] as const) {
      await expectFailure(ctx().guest.get(path), 401, 'INVALID_TOKEN');
    }
    await expectFailure(
      ctx().guest.get('/api/bonus/activate/{code}', { params: { path: { code: 'DAILY10' } } }),
      401,
      'INVALID_TOKEN',
    );
  });

  it('finds and activates promotions by code', async () => {
    const api = await ctx().login(NEWCOMER.username, NEWCOMER.password);
    const code = (c: string) => ({ params: { path: { code: c } } });
    expect(await api.get('/api/promotion/find/{code}', code('newyear'))).toEqual({
      percentFail: 15,
      description: 'New year promotion: 300 baht credit',
    });
    await expectFailure(api.get('/api/promotion/find/{code}', code('NOPE')), 404, 'NO_PROMOTION');
    expect(await api.get('/api/promotion/current')).toEqual({ promotion: null });
    expect((await api.get('/api/promotion/activate/{code}', code('NEWYEAR'))).wallet.amount).toBe(300);
    expect(await api.get('/api/promotion/current')).toEqual({
      promotion: { code: 'NEWYEAR', percentFail: 15, description: 'New year promotion: 300 baht credit' },
    });
    await expectFailure(
      api.get('/api/promotion/activate/{code}', code('NEWYEAR')),
      409,
      'PROMOTION_RECEIVED',
    );
    await expectFailure(
      api.get('/api/promotion/activate/{code}', code('FREE50')),
      400,
      'BONUS_ALREADY_ACTIVE',
    );
    await expectFailure(api.get('/api/promotion/activate/{code}', code('NOPE')), 404, 'NO_PROMOTION');
    await expectFailure(ctx().guest.get('/api/promotion/current'), 401, 'INVALID_TOKEN');
    await expectFailure(ctx().guest.get('/api/promotion/find/{code}', code('NEWYEAR')), 401, 'INVALID_TOKEN');
    await expectFailure(
      ctx().guest.get('/api/promotion/activate/{code}', code('NEWYEAR')),
      401,
      'INVALID_TOKEN',
    );
  });
}
