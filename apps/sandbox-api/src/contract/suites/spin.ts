// Spin wheel: setup, the server-picked spin spending coins, coupons and every claim refusal.
import { expect, it } from 'vitest';
import { expectFailure } from '../harness';
import { setSwitches } from './lookup';
import { DEMO, HOLDER, useSandbox, type SuiteEnv } from './env';

export function spinSuite(env: SuiteEnv): void {
  const { ctx, clock } = useSandbox(env);

  it('spends a coin per spin on a slice the server picks, and stops at zero coins', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    expect(await api.get('/api/spinwheel/active')).toEqual({ active: true, coupon: 1, coins: 3 });
    const setup = await api.get('/api/spinwheel/setup');
    const codes = setup.result.activeSpinwheel?.slice.map((s) => s.code) ?? [];
    expect(codes.length).toBeGreaterThan(3);
    expect(setup.result.userCoin).toBe(3);
    const before = (await api.get('/api/spinwheel/coupon')).coupons.length;
    for (const remaining of [2, 1, 0]) {
      const result = await api.post('/api/spinwheel/spin');
      expect(result.success).toBe(true);
      expect(result.result?.remainingCoin).toBe(remaining);
      expect(codes).toContain(result.result?.code);
    }
    expect(await api.post('/api/spinwheel/spin')).toEqual({
      success: false,
      result: null,
      error: 'MONEY_NOT_ENOUGH',
    });
    expect((await api.get('/api/spinwheel/coupon')).coupons).toHaveLength(before + 3);
    expect((await api.get('/api/account/profile')).coin).toBe(0);
  });

  it('claims credit coupons into the wallet and refuses claimed, expired, item, unknown and bonus-held claims', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const { coupons } = await api.get('/api/spinwheel/coupon');
    const claimable = coupons.find((c) => !c.claimed && c.prize.slice.label === '50฿');
    const item = coupons.find((c) => c.prize.slice.label === 'T-shirt');
    const expired = coupons.find(
      (c) => !c.claimed && c.expiresAt !== undefined && Date.parse(c.expiresAt) <= clock.now().getTime(),
    );
    const claimed = coupons.find((c) => c.claimed);
    if (!claimable || !item || !claimed || !expired) throw new Error('seed coupons missing');
    expect(Date.parse(claimable.expiresAt ?? '')).toBeGreaterThan(clock.now().getTime());
    const before = (await api.get('/api/wallet')).wallet.amount;
    const result = await api.post('/api/spinwheel/coupon/claim', { body: { coupon: claimable._id } });
    expect(result).toEqual({
      code: 'SUCCESS',
      message: 'SUCCESS',
      label: '50฿',
      wallet: { amount: before + 50 },
    });
    await expectFailure(
      api.post('/api/spinwheel/coupon/claim', { body: { coupon: claimable._id } }),
      404,
      'NO_CLAIMABLE_COUPON',
    );
    await expectFailure(
      api.post('/api/spinwheel/coupon/claim', { body: { coupon: claimed._id } }),
      404,
      'NO_CLAIMABLE_COUPON',
    );
    await expectFailure(
      api.post('/api/spinwheel/coupon/claim', { body: { coupon: item._id } }),
      400,
      'INVALID_COUPON_TYPE',
    );
    await expectFailure(
      api.post('/api/spinwheel/coupon/claim', { body: { coupon: expired._id } }),
      400,
      'COUPON_EXPIRED',
    );
    await expectFailure(
      api.post('/api/spinwheel/coupon/claim', { body: { coupon: 'cpn-1' } }),
      400,
      'INVALID_CODE',
    );
    await expectFailure(
      api.post('/api/spinwheel/coupon/claim', { body: { coupon: 'ffffffffffffffffffffffff' } }),
      404,
      'NO_CLAIMABLE_COUPON',
    );
    const holder = await ctx().login(HOLDER.username, HOLDER.password);
    const held = (await holder.get('/api/spinwheel/coupon')).coupons.find(
      (c) => !c.claimed && c.prize.slice.label === '50฿',
    );
    if (!held) throw new Error('seed coupon missing');
    await expectFailure(
      holder.post('/api/spinwheel/coupon/claim', { body: { coupon: held._id } }),
      400,
      'BONUS_REMAINING',
    );
    const [latest] = (await api.post('/api/statement', { body: { page: 1, limit: 1 } })).statements;
    expect(latest).toMatchObject({
      statementType: 'bonus',
      amount: 50,
      luckydraw: { description: 'Lucky Wheel 50฿' },
    });
  });

  it('turns the wheel off with the spinActive switch', async () => {
    const { fetch, sandbox } = ctx();
    const api = await ctx().login(HOLDER.username, HOLDER.password);
    await setSwitches(fetch, sandbox.url, { spinActive: false });
    expect((await api.get('/api/spinwheel/active')).active).toBe(false);
    const { userCoin } = (await api.get('/api/spinwheel/setup')).result;
    expect((await api.get('/api/spinwheel/setup')).result.activeSpinwheel).toBeNull();
    expect(await api.post('/api/spinwheel/spin')).toEqual({ success: false, result: null, error: 'NO_DATA' });
    expect((await api.get('/api/spinwheel/setup')).result.userCoin).toBe(userCoin);
    await setSwitches(fetch, sandbox.url, { spinActive: true });
    for (const path of ['/api/spinwheel/active', '/api/spinwheel/setup', '/api/spinwheel/coupon'] as const) {
      await expectFailure(ctx().guest.get(path), 401, 'INVALID_TOKEN');
    }
    await expectFailure(ctx().guest.post('/api/spinwheel/spin'), 401, 'INVALID_TOKEN');
    await expectFailure(
      ctx().guest.post('/api/spinwheel/coupon/claim', { body: { coupon: 'x' } }),
      401,
      'INVALID_TOKEN',
    );
  });

  it('expires a coupon at its expiresAt: claimable before, COUPON_EXPIRED after', async () => {
    const api = await ctx().login(HOLDER.username, HOLDER.password);
    const coupon = (await api.get('/api/spinwheel/coupon')).coupons.find(
      (c) => !c.claimed && c.prize.slice.label === '50฿',
    );
    if (!coupon?.expiresAt) throw new Error('seed coupon missing');
    expect((await api.get('/api/spinwheel/active')).coupon).toBe(1);
    // Before its expiry the claim gets as far as the held bonus.
    await expectFailure(
      api.post('/api/spinwheel/coupon/claim', { body: { coupon: coupon._id } }),
      400,
      'BONUS_REMAINING',
    );
    clock.advance(Date.parse(coupon.expiresAt) - clock.now().getTime());
    // Six days later the session token has expired too: log in again.
    const later = await ctx().login(HOLDER.username, HOLDER.password);
    await expectFailure(
      later.post('/api/spinwheel/coupon/claim', { body: { coupon: coupon._id } }),
      400,
      'COUPON_EXPIRED',
    );
    expect((await later.get('/api/spinwheel/active')).coupon).toBe(0);
  });
}
