// Wallet: dashboard, game accounts and their auto-login links, transfers (money conserved), withdrawals.
import { expect, it } from 'vitest';
import { expectFailure } from '../harness';
import { DEMO, HOLDER, NEWCOMER, useSandbox, type SuiteEnv } from './env';
import { holdings, slot, walletAmount } from './wallet-helpers';

export function walletSuite(env: SuiteEnv): void {
  const { ctx, clock } = useSandbox(env);

  it('shows the dashboard with game accounts of all three categories, active and not', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const wallet = await api.get('/api/wallet');
    expect(wallet.wallet.amount).toBe(1250.5);
    expect(wallet.bankAccount.bank).toEqual({
      code: 'SCB',
      nameTH: 'ธนาคารไทยพาณิชย์',
      nameEN: 'Siam Commercial Bank',
    });
    expect(new Set(wallet.slots.map((s) => s.category))).toEqual(new Set(['slot', 'sport', 'lotto']));
    for (const category of ['slot', 'sport', 'lotto']) {
      const inCategory = wallet.slots.filter((s) => s.category === category);
      expect(inCategory.some((s) => s.isActive)).toBe(true);
      expect(inCategory.some((s) => !s.isActive)).toBe(true);
    }
    expect(wallet.slots.find((s) => s.code === 'JOKER')?.event).toHaveProperty('__VIEWSTATE');
    await expectFailure(ctx().guest.get('/api/wallet'), 401, 'INVALID_TOKEN');
  });

  it('refreshes balances with a new sync time', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const before = await api.get('/api/wallet');
    clock.advance(1000);
    const after = await api.get('/api/wallet/refresh/slot');
    expect(Date.parse(after.lastSync)).toBeGreaterThan(Date.parse(before.lastSync));
    expect(after.wallet).toEqual(before.wallet);
    await expectFailure(ctx().guest.get('/api/wallet/refresh/slot'), 401, 'INVALID_TOKEN');
  });

  it('activates a game account, shows its login and resets its password', async () => {
    const api = await ctx().login(NEWCOMER.username, NEWCOMER.password);
    const path = { params: { path: { code: 'SLOTXO' } } } as const;
    await expectFailure(api.get('/api/wallet/account/{code}', path), 404, 'SLOT_NO_ACCOUNT');
    await expectFailure(api.get('/api/wallet/resetpassword/{code}', path), 400, 'SLOT_RESET_PASSWORD_FAIL');
    expect(await api.get('/api/wallet/activate/{code}', path)).toEqual({
      code: 'SUCCESS',
      message: 'SUCCESS',
    });
    await expectFailure(api.get('/api/wallet/activate/{code}', path), 409, 'SLOT_ALREADY_ACTIVE');
    const account = await api.get('/api/wallet/account/{code}', path);
    expect(account).toMatchObject({
      code: 'SLOTXO',
      isActive: true,
      category: 'slot',
      username: `slotxo${NEWCOMER.username}`,
    });
    await api.get('/api/wallet/resetpassword/{code}', path);
    expect((await api.get('/api/wallet/account/{code}', path)).password).not.toBe(account.password);
    await expectFailure(
      api.get('/api/wallet/activate/{code}', { params: { path: { code: 'nope' } } }),
      404,
      'NO_GAME',
    );
    await expectFailure(
      api.get('/api/wallet/activate/{code}', { params: { path: { code: 'askmebet' } } }),
      400,
      'SLOT_ACTIVATE_FAIL',
    );
    await expectFailure(
      api.get('/api/wallet/account/{code}', { params: { path: { code: 'nope' } } }),
      404,
      'NO_GAME',
    );
    await expectFailure(ctx().guest.get('/api/wallet/activate/{code}', path), 401, 'INVALID_TOKEN');
    await expectFailure(ctx().guest.get('/api/wallet/account/{code}', path), 401, 'INVALID_TOKEN');
    await expectFailure(ctx().guest.get('/api/wallet/resetpassword/{code}', path), 401, 'INVALID_TOKEN');
  });

  it('transfers between the wallet and games conserving every baht, with the refusal codes', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const total = await holdings(api);
    const moved = await api.post('/api/wallet/transfer', {
      body: { from: 'wallet', to: 'pg', amount: 100.25 },
    });
    expect(moved).toEqual({ code: 'SUCCESS', message: 'SUCCESS', wallet: { amount: 1150.25 } });
    expect((await slot(api, 'pg')).amount).toBe(400.25);
    await api.post('/api/wallet/transfer', { body: { from: 'pg', to: 'UFABET', amount: 50 } });
    await api.post('/api/wallet/transfer', { body: { from: 'UFABET', to: 'wallet', amount: 25.5 } });
    expect(await holdings(api)).toBe(total);
    await expectFailure(
      api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'pg', amount: 999999 } }),
      400,
      'MONEY_NOT_ENOUGH',
    );
    await expectFailure(
      api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'pg', amount: 0.5 } }),
      400,
      'TRANSFER_MINIMUM',
    );
    await expectFailure(
      api.post('/api/wallet/transfer', { body: { from: 'pg', to: 'pg', amount: 10 } }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'SLOTXO', amount: 10 } }),
      404,
      'SLOT_NO_ACCOUNT',
    );
    await expectFailure(
      api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'nope', amount: 10 } }),
      404,
      'NO_GAME',
    );
    await expectFailure(
      api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'pg', amount: 1.001 } }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'askmebet', amount: 10 } }),
      400,
      'TRANSFER_FAIL',
    );
    expect(await holdings(api)).toBe(total);
    await expectFailure(
      ctx().guest.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'pg', amount: 1 } }),
      401,
      'INVALID_TOKEN',
    );
  });

  it('moves the whole wallet into one game', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const total = await holdings(api);
    const before = await walletAmount(api);
    const pg = (await slot(api, 'pg')).amount;
    expect((await api.post('/api/wallet/transferAll', { body: { to: 'pg' } })).wallet.amount).toBe(0);
    expect((await slot(api, 'pg')).amount).toBeCloseTo(pg + before, 2);
    expect(await holdings(api)).toBe(total);
    await expectFailure(api.post('/api/wallet/transferAll', { body: { to: 'pg' } }), 400, 'TRANSFER_MINIMUM');
    await expectFailure(api.post('/api/wallet/transferAll', { body: { to: 'nope' } }), 404, 'NO_GAME');
    await expectFailure(
      ctx().guest.post('/api/wallet/transferAll', { body: { to: 'pg' } }),
      401,
      'INVALID_TOKEN',
    );
    await api.post('/api/wallet/transfer', { body: { from: 'pg', to: 'wallet', amount: before } });
  });

  it('withdraws within the limits as pending statements; withdrawAll gathers game balances first', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const total = await holdings(api);
    await expectFailure(api.post('/api/wallet/withdraw', { body: { amount: 99 } }), 400, 'KEY_INVALID');
    await expectFailure(api.post('/api/wallet/withdraw', { body: { amount: 2001 } }), 400, 'KEY_INVALID');
    await expectFailure(
      api.post('/api/wallet/withdraw', { body: { amount: 1500 } }),
      400,
      'MONEY_NOT_ENOUGH',
    );
    const after = await api.post('/api/wallet/withdraw', { body: { amount: 200 } });
    expect(after.wallet.amount).toBeCloseTo(await walletAmount(api), 2);
    const [latest] = (await api.post('/api/statement', { body: { page: 1, limit: 1 } })).statements;
    expect(latest).toMatchObject({ statementType: 'withdraw', status: 'PENDING', amount: 200 });
    expect(await holdings(api)).toBe(total - 20000);
    const all = await api.post('/api/wallet/withdrawAll', { body: { amount: 1500 } });
    expect(all.wallet.amount).toBeGreaterThan(0);
    expect(
      (await api.get('/api/wallet')).slots.filter((s) => s.code !== 'askmebet').every((s) => s.amount === 0),
    ).toBe(true);
    expect(await holdings(api)).toBe(total - 20000 - 150000);
    await expectFailure(api.post('/api/wallet/withdrawAll', { body: { amount: 10 } }), 400, 'KEY_INVALID');
    await expectFailure(
      ctx().guest.post('/api/wallet/withdraw', { body: { amount: 100 } }),
      401,
      'INVALID_TOKEN',
    );
    await expectFailure(
      ctx().guest.post('/api/wallet/withdrawAll', { body: { amount: 100 } }),
      401,
      'INVALID_TOKEN',
    );
  });

  it('requires a held bonus to be withdrawn in full', async () => {
    const api = await ctx().login(HOLDER.username, HOLDER.password);
    await expectFailure(api.post('/api/wallet/withdraw', { body: { amount: 100 } }), 400, 'BONUS_REMAINING');
    expect((await api.get('/api/bonus/check/active')).status).toBe(true);
    const amount = await walletAmount(api);
    await api.post('/api/wallet/withdraw', { body: { amount } });
    expect(await api.get('/api/bonus/check/active')).toEqual({ status: false, type: null });
  });

  it('answers auto-login links for auto-login games with the right credentials only', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const pg = await api.get('/api/wallet/account/{code}', { params: { path: { code: 'pg' } } });
    const { link } = await api.get('/api/autoLogin/{game}/{username}', {
      params: { path: { game: 'pg', username: pg.username } },
    });
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__games\/pg\/launch\?/);
    const withPassword = await api.get('/api/autoLogin/{game}/{username}/{password}', {
      params: { path: { game: 'pg', username: pg.username, password: pg.password } },
    });
    expect(withPassword.link).toContain('/pg/launch?');
    await expectFailure(
      api.get('/api/autoLogin/{game}/{username}', { params: { path: { game: 'pg', username: 'someone' } } }),
      404,
      'SLOT_NO_ACCOUNT',
    );
    await expectFailure(
      api.get('/api/autoLogin/{game}/{username}/{password}', {
        params: { path: { game: 'pg', username: pg.username, password: 'bad' } },
      }),
      404,
      'SLOT_NO_ACCOUNT',
    );
    await expectFailure(
      api.get('/api/autoLogin/{game}/{username}', { params: { path: { game: 'JOKER', username: 'x' } } }),
      404,
      'NO_GAME',
    );
    await expectFailure(
      ctx().guest.get('/api/autoLogin/{game}/{username}', {
        params: { path: { game: 'pg', username: 'x' } },
      }),
      401,
      'INVALID_TOKEN',
    );
    await expectFailure(
      ctx().guest.get('/api/autoLogin/{game}/{username}/{password}', {
        params: { path: { game: 'pg', username: 'x', password: 'y' } },
      }),
      401,
      'INVALID_TOKEN',
    );
  });
}
