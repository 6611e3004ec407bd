// Wallet: dashboard, game accounts, transfers (money conserved), withdrawals, deposits (notice, slip, True Wallet, QR).
import { expect, it } from 'vitest';
import fc from 'fast-check';
import type { ApiClient } from '@wallet/api-client';
import { sealedGift } from '../gift-envelope';
import { expectFailure } from '../harness';
import { DEMO, HOLDER, NEWCOMER, useSandbox, type SuiteEnv } from './env';

/** Wallet plus every game account, in satang (exact). */
async function holdings(api: ApiClient): Promise<number> {
  const wallet = await api.get('/api/wallet');
  return (
    Math.round(wallet.wallet.amount * 100) +
    wallet.slots.reduce((sum, s) => sum + Math.round(s.amount * 100), 0)
  );
}

async function walletAmount(api: ApiClient): Promise<number> {
  return (await api.get('/api/wallet')).wallet.amount;
}

async function slot(api: ApiClient, code: string) {
  const found = (await api.get('/api/wallet')).slots.find((s) => s.code === code);
  if (!found) throw new Error(`no slot ${code}`);
  return found;
}

/** A tiny valid PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A slip (a valid PNG) declaring `amount` is refused with KEY_INVALID. */
async function expectSlipAmountRefused(api: ApiClient, amount: string): Promise<void> {
  await expectFailure(
    api.upload('/api/wallet/slip', {
      file: new Blob([PNG], { type: 'image/png' }),
      fileName: 'slip.png',
      fields: { amount },
    }),
    400,
    'KEY_INVALID',
  );
}

export function walletSuite(env: SuiteEnv): void {
  const { ctx, clock } = useSandbox(env);

  it('shows the dashboard with game accounts of all three categories, active and not', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const wallet = await api.get('/api/wallet');
    expect(wallet.wallet.amount).toBe(1250.5);
    expect(wallet.bankAccount.bank).toEqual({ code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์' });
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

  it('records a deposit notice as pending and credits it a minute later', async () => {
    const api = await ctx().login(NEWCOMER.username, NEWCOMER.password);
    const before = await walletAmount(api);
    expect((await api.post('/api/wallet/add', { body: { amount: 300 } })).wallet.amount).toBe(before);
    expect((await api.post('/api/statement', { body: { page: 1, limit: 1 } })).statements[0]).toMatchObject({
      statementType: 'deposit',
      status: 'PENDING',
      amount: 300,
    });
    clock.advance(60_000);
    expect(await walletAmount(api)).toBe(before + 300);
    await expectFailure(api.post('/api/wallet/add', { body: { amount: 0 } }), 400, 'KEY_INVALID');
    await expectFailure(api.post('/api/wallet/add', { body: {} as never }), 400, 'KEY_MISSING');
    await expectFailure(ctx().guest.post('/api/wallet/add', { body: { amount: 1 } }), 401, 'INVALID_TOKEN');
  });

  it('stores slips, settles them into deposits or failures, and refuses bad uploads', async () => {
    const api = await ctx().login(NEWCOMER.username, NEWCOMER.password);
    const before = await walletAmount(api);
    const slip = await api.upload('/api/wallet/slip', {
      file: new Blob([PNG], { type: 'image/png' }),
      fileName: 'slip.png',
      fields: { amount: '250' },
    });
    expect(slip).toMatchObject({ status: 'PROCESSING', amount: null, note: null });
    const image = await ctx().fetch(`${ctx().sandbox.url}${slip.link ?? ''}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const failed = await api.upload('/api/wallet/slip', {
      file: new Blob([PNG], { type: 'image/png' }),
      fileName: 'EXPIRED_SLIP.png',
    });
    clock.advance(31_000);
    const { slips } = await api.post('/api/statement/slip', { body: { page: 1, limit: 2 } });
    expect(slips.find((s) => s.reference === slip.reference)).toMatchObject({
      status: 'SUCCESS',
      amount: 250,
    });
    expect(slips.find((s) => s.reference === failed.reference)).toMatchObject({
      status: 'FAILED',
      note: 'EXPIRED_SLIP',
    });
    expect(await walletAmount(api)).toBe(before + 250);
    await expectFailure(
      api.upload('/api/wallet/slip', {
        file: new Blob(['hello'], { type: 'text/plain' }),
        fileName: 'a.txt',
      }),
      400,
      'SLIP_INVALID_FILE',
    );
    for (const amount of ['1e3', '250.555', '-5', '0']) {
      await expectSlipAmountRefused(api, amount);
    }
    const form = new FormData();
    form.append('amount', '100');
    const { token } = await ctx().guest.post('/api/login', { body: NEWCOMER });
    const noFile = await ctx().fetch(`${ctx().sandbox.url}/api/wallet/slip`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ code: 'SLIP_NO_FILE', message: 'body/file is required' });
    await api.upload('/api/wallet/slip', { file: new Blob([PNG], { type: 'image/png' }), fileName: 'a.png' });
    await expectFailure(
      api.upload('/api/wallet/slip', { file: new Blob([PNG], { type: 'image/png' }), fileName: 'b.png' }),
      429,
      'REQUEST_LIMIT_1MIN',
    );
    await expectFailure(
      ctx().guest.upload('/api/wallet/slip', {
        file: new Blob([PNG], { type: 'image/png' }),
        fileName: 'a.png',
      }),
      401,
      'INVALID_TOKEN',
    );
  });

  it('redeems a True Wallet gift link once', async () => {
    const api = await ctx().login(NEWCOMER.username, NEWCOMER.password);
    const before = await walletAmount(api);
    const link = await sealedGift('050abcdefghij');
    expect((await api.post('/api/wallet/truelink', { body: { link } })).wallet.amount).toBe(before + 50);
    await expectFailure(api.post('/api/wallet/truelink', { body: { link } }), 409, 'TRUELINK_DUPLICATE');
    // Anything but the envelope breaks the document's pattern: a client bug, refused before the operation.
    await expectFailure(
      api.post('/api/wallet/truelink', { body: { link: 'not a gift' } }),
      400,
      'KEY_INVALID',
    );
    // Plain text is refused even when it is a gift link: only the envelope counts.
    await expectFailure(
      api.post('/api/wallet/truelink', {
        body: { link: 'https://gift.truemoney.com/campaign/?v=070abcdefghij|WALLET SANDBOX GIFT' },
      }),
      400,
      'KEY_INVALID',
    );
    // Sealed for a wallet that takes no gift links.
    await expectFailure(
      api.post('/api/wallet/truelink', {
        body: { link: await sealedGift('080abcdefghij', 'WALLET SANDBOX') },
      }),
      400,
      'TRUELINK_INVALID',
    );
    await expectFailure(ctx().guest.post('/api/wallet/truelink', { body: { link } }), 401, 'INVALID_TOKEN');
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

  it('keeps one live QR code per provider, with expiry, cancel and the provider refusal', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const kbank = { params: { path: { id: 'KBANK' } } } as const;
    expect(await api.get('/api/qrcode/{id}', kbank)).toMatchObject({ hasQrcode: false, qrcodeId: null });
    const created = await api.post('/api/qrcode/{id}', { ...kbank, body: { amount: 100 } });
    expect(created).toMatchObject({ hasQrcode: true, amount: 100, expireIn: 900 });
    expect(created.qrcode).toMatch(/^<svg/);
    clock.advance(60_000);
    expect((await api.get('/api/qrcode/{id}', kbank)).expireIn).toBe(840);
    const replaced = await api.post('/api/qrcode/{id}', { ...kbank, body: { amount: 20 } });
    expect(replaced.qrcodeId).not.toBe(created.qrcodeId);
    await expectFailure(
      api.delete('/api/qrcode/{id}', { params: { path: { id: created.qrcodeId ?? '' } } }),
      404,
      'NO_DATA',
    );
    expect(
      await api.delete('/api/qrcode/{id}', { params: { path: { id: replaced.qrcodeId ?? '' } } }),
    ).toEqual({ code: 'SUCCESS', message: 'SUCCESS' });
    expect((await api.get('/api/qrcode/{id}', kbank)).hasQrcode).toBe(false);
    const refused = await api.post('/api/qrcode/{id}', {
      params: { path: { id: 'WW' } },
      body: { amount: 50 },
    });
    expect(refused).toMatchObject({ hasQrcode: false, message: 'QR_FAIL' });
    await api.post('/api/qrcode/{id}', { params: { path: { id: 'FP' } }, body: { amount: 10 } });
    clock.advance(15 * 60_000);
    expect((await api.get('/api/qrcode/{id}', { params: { path: { id: 'FP' } } })).hasQrcode).toBe(false);
    await expectFailure(
      api.post('/api/qrcode/{id}', { ...kbank, body: { amount: 0.5 } }),
      400,
      'KEY_INVALID',
    );
    await expectFailure(
      api.post('/api/qrcode/{id}', { params: { path: { id: 'SCB' } }, body: { amount: 100 } }),
      404,
      'NO_BANK',
    );
    await expectFailure(api.get('/api/qrcode/{id}', { params: { path: { id: 'SCB' } } }), 404, 'NO_BANK');
    await expectFailure(ctx().guest.get('/api/qrcode/{id}', kbank), 401, 'INVALID_TOKEN');
    await expectFailure(
      ctx().guest.post('/api/qrcode/{id}', { ...kbank, body: { amount: 100 } }),
      401,
      'INVALID_TOKEN',
    );
    await expectFailure(ctx().guest.delete('/api/qrcode/{id}', kbank), 401, 'INVALID_TOKEN');
  });

  it("refuses amounts over the document's maximum or with a third decimal, on every money request", async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const total = await holdings(api);
    for (const amount of [9e13, 100_000_000.01, 2 ** 53, 1e21]) {
      await expectFailure(api.post('/api/wallet/add', { body: { amount } }), 400, 'KEY_INVALID');
      await expectFailure(
        api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'pg', amount } }),
        400,
        'KEY_INVALID',
      );
      await expectFailure(api.post('/api/wallet/withdraw', { body: { amount } }), 400, 'KEY_INVALID');
      await expectFailure(api.post('/api/wallet/withdrawAll', { body: { amount } }), 400, 'KEY_INVALID');
      await expectFailure(
        api.post('/api/qrcode/{id}', { params: { path: { id: 'KBANK' } }, body: { amount } }),
        400,
        'KEY_INVALID',
      );
    }
    await expectFailure(api.post('/api/wallet/add', { body: { amount: 10.005 } }), 400, 'KEY_INVALID');
    for (const amount of ['1000000000', '100000000.01']) {
      await expectSlipAmountRefused(api, amount);
    }
    expect(await holdings(api)).toBe(total);
    // The largest amount is taken, to the satang.
    await api.post('/api/wallet/add', { body: { amount: 99_999_999.99 } });
    clock.advance(60_000);
    expect(await holdings(api)).toBe(total + 9_999_999_999);
  });

  it('conserves every satang through a fuzz run of deposits, transfers and withdrawals with hostile amounts', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const satang = (baht: number) => BigInt(Math.round(baht * 100));
    const exact = async () => {
      const wallet = await api.get('/api/wallet');
      return [wallet.wallet.amount, ...wallet.slots.map((s) => s.amount)].reduce(
        (sum, b) => sum + satang(b),
        0n,
      );
    };
    const before = await exact();
    const amounts = fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 150_000 }).map((n) => n / 100), weight: 8 },
      {
        arbitrary: fc.constantFrom(9e13, 2 ** 53, 1e8 + 0.01, 99_999_999.99, 0.1, 0.3, 1.005, -5, 0, 150.75),
        weight: 2,
      },
      { arbitrary: fc.double({ min: -1e15, max: 1e15, noNaN: true }), weight: 1 },
    );
    const places = fc.constantFrom('wallet', 'pg', 'UFABET');
    const step = fc.oneof(
      fc.record({ op: fc.constant('add' as const), amount: amounts }),
      fc.record({ op: fc.constant('transfer' as const), from: places, to: places, amount: amounts }),
      fc.record({ op: fc.constant('transferAll' as const), to: places }),
      fc.record({ op: fc.constant('withdraw' as const), amount: amounts }),
    );
    // Two huge deposits first (each alone fits 2^53 satang, together they do not), then an odd satang.
    const steps = [
      { op: 'add' as const, amount: 9e13 },
      { op: 'add' as const, amount: 9e13 },
      { op: 'add' as const, amount: 0.01 },
      ...fc.sample(step, { seed: 20261126, numRuns: 80 }),
    ];
    let added = 0n;
    let withdrawn = 0n;
    let accepted = 0;
    for (const s of steps) {
      try {
        if (s.op === 'add') {
          await api.post('/api/wallet/add', { body: { amount: s.amount } });
          added += satang(s.amount);
        } else if (s.op === 'withdraw') {
          await api.post('/api/wallet/withdraw', { body: { amount: s.amount } });
          withdrawn += satang(s.amount);
        } else if (s.op === 'transfer') {
          await api.post('/api/wallet/transfer', { body: { from: s.from, to: s.to, amount: s.amount } });
        } else {
          await api.post('/api/wallet/transferAll', { body: { to: s.to } });
        }
        accepted += 1;
      } catch (error) {
        // A refusal moves nothing; it is never a server failure.
        expect((error as { status?: number }).status).toBeLessThan(500);
      }
    }
    clock.advance(60_000); // every accepted deposit has arrived
    expect(await exact()).toBe(before + added - withdrawn);
    expect(accepted).toBeGreaterThan(10); // the run moved money, not only refusals
  });
}
