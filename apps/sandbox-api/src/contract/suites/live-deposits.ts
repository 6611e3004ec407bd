// Deposits the operator credits later (POST /__sandbox/deposits/...): a paid QR code (and one ended unpaid,
// which moves nothing), a read slip, a held gift link. Each keeps money conserved (holdings grow by exactly the deposit) and adds its SUCCESS deposit row.
import { expect, it } from 'vitest';
import type { ApiClient } from '@wallet/api-client';
import { sealedGift } from '../gift-envelope';
import { DEMO, useSandbox, type SuiteEnv } from './env';

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Wallet plus every game account, in satang (exact). */
async function holdings(api: ApiClient): Promise<number> {
  const wallet = await api.get('/api/wallet');
  return (
    Math.round(wallet.wallet.amount * 100) +
    wallet.slots.reduce((sum, s) => sum + Math.round(s.amount * 100), 0)
  );
}

async function newestStatement(api: ApiClient) {
  const { statements, total } = await api.post('/api/statement', { body: { page: 1, limit: 10 } });
  return { first: statements[0], total };
}

export function liveDepositSuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);
  const operator = async (path: string, body: unknown) => {
    const response = await ctx().fetch(`${ctx().sandbox.url}/__sandbox/deposits/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('a paid QR code is used up, its amount arrives once and the statement gets the deposit row', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const before = await holdings(api);
    const rows = (await newestStatement(api)).total ?? 0;
    const qr = await api.post('/api/qrcode/{id}', { params: { path: { id: 'WW' } }, body: { amount: 500 } });
    expect(qr.hasQrcode).toBe(true);
    expect(await operator('qr', { phone: DEMO.username, bankCode: 'WW' })).toMatchObject({
      status: 200,
      body: { bankCode: 'WW', qrcodeId: qr.qrcodeId, amount: 500 },
    });
    expect(await api.get('/api/qrcode/{id}', { params: { path: { id: 'WW' } } })).toMatchObject({
      hasQrcode: false,
      qrcodeId: null,
    });
    expect(await holdings(api)).toBe(before + 50_000);
    const after = await newestStatement(api);
    expect(after.total).toBe(rows + 1);
    expect(after.first).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      to: 'wallet',
      amount: 500,
    });
    // Paid once: nothing left to pay, nothing moves.
    expect(await operator('qr', { phone: DEMO.username })).toMatchObject({
      status: 404,
      body: { code: 'NO_DATA' },
    });
    expect(await holdings(api)).toBe(before + 50_000);
  });

  it('a QR code ended without payment is gone, and nothing moves: no money, no deposit row', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const before = await holdings(api);
    const rows = (await newestStatement(api)).total ?? 0;
    const qr = await api.post('/api/qrcode/{id}', { params: { path: { id: 'WW' } }, body: { amount: 300 } });
    expect(await operator('qr/end', { phone: DEMO.username, bankCode: 'WW' })).toMatchObject({
      status: 200,
      body: { bankCode: 'WW', qrcodeId: qr.qrcodeId, amount: 300 },
    });
    expect(await api.get('/api/qrcode/{id}', { params: { path: { id: 'WW' } } })).toMatchObject({
      hasQrcode: false,
      qrcodeId: null,
    });
    expect(await holdings(api)).toBe(before);
    expect((await newestStatement(api)).total).toBe(rows);
    // Ended: nothing left to pay or end.
    expect(await operator('qr', { phone: DEMO.username })).toMatchObject({
      status: 404,
      body: { code: 'NO_DATA' },
    });
    expect(await operator('qr/end', { phone: DEMO.username })).toMatchObject({
      status: 404,
      body: { code: 'NO_DATA' },
    });
  });

  it('an approved slip deposits its amount; a rejected one moves nothing and shows its reason', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const before = await holdings(api);
    const upload = (name: string) =>
      api.upload('/api/wallet/slip', {
        file: new Blob([PNG], { type: 'image/png' }),
        fileName: name,
        fields: { amount: '250' },
      });
    const good = await upload('slip.png');
    const bad = await upload('other.png');
    const rows = (await newestStatement(api)).total ?? 0;
    expect(
      await operator('slip', { phone: DEMO.username, reference: good.reference, outcome: 'SUCCESS' }),
    ).toMatchObject({ status: 200, body: { slip: { status: 'SUCCESS', amount: 250 } } });
    expect(
      await operator('slip', { phone: DEMO.username, reference: bad.reference, outcome: 'EXPIRED_SLIP' }),
    ).toMatchObject({ status: 200, body: { slip: { status: 'FAILED', note: 'EXPIRED_SLIP' } } });
    expect(await holdings(api)).toBe(before + 25_000);
    const after = await newestStatement(api);
    expect(after.total).toBe(rows + 1);
    expect(after.first).toMatchObject({ statementType: 'deposit', status: 'SUCCESS', amount: 250 });
    const { slips } = await api.post('/api/statement/slip', { body: { page: 1, limit: 10 } });
    expect(slips.find((s) => s.reference === bad.reference)).toMatchObject({
      status: 'FAILED',
      note: 'EXPIRED_SLIP',
    });
    expect(await operator('slip', { phone: DEMO.username, outcome: 'NOT_A_REASON' })).toMatchObject({
      status: 400,
      body: { code: 'KEY_INVALID' },
    });
    // Read once: the same slip cannot be approved again (the seed's own processing slips are left alone).
    expect(
      await operator('slip', { phone: DEMO.username, reference: good.reference, outcome: 'SUCCESS' }),
    ).toMatchObject({
      status: 404,
      body: { code: 'NO_DATA' },
    });
  });

  it('a held gift link is accepted at once and credited when the operator says so', async () => {
    const api = await ctx().login(DEMO.username, DEMO.password);
    const before = await holdings(api);
    const walletBefore = (await api.get('/api/wallet')).wallet.amount;
    expect(await operator('gift-link/hold', { hold: true })).toEqual({ status: 200, body: { hold: true } });
    const answer = await api.post('/api/wallet/truelink', {
      body: { link: await sealedGift('321heldgift1') },
    });
    expect(answer.wallet.amount).toBe(walletBefore);
    expect(await holdings(api)).toBe(before);
    const rows = (await newestStatement(api)).total ?? 0;
    expect(await operator('gift-link', { phone: DEMO.username })).toMatchObject({
      status: 200,
      body: { amount: 321 },
    });
    expect(await holdings(api)).toBe(before + 32_100);
    const after = await newestStatement(api);
    expect(after.total).toBe(rows + 1);
    expect(after.first).toMatchObject({ statementType: 'deposit', status: 'SUCCESS', amount: 321 });
    expect(await operator('gift-link', { phone: DEMO.username })).toMatchObject({ status: 404 });
    expect(await operator('gift-link', { phone: '0800000000' })).toMatchObject({
      status: 404,
      body: { code: 'NO_USER' },
    });
    await operator('gift-link/hold', { hold: false });
  });
}
