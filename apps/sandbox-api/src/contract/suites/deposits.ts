// Deposits: the notice credited later, bank slips, True Wallet gift links and QR codes.
import { expect, it } from 'vitest';
import { sealedGift } from '../gift-envelope';
import { expectFailure } from '../harness';
import { DEMO, NEWCOMER, useSandbox, type SuiteEnv } from './env';
import { PNG, expectSlipAmountRefused, walletAmount } from './wallet-helpers';

export function depositSuite(env: SuiteEnv): void {
  const { ctx, clock } = useSandbox(env);

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
}
