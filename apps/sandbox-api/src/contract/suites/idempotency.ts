// Idempotency-Key on every money operation: a repeat with the same key replays the first answer and moves money
// once, a new key runs the operation again, the same key with a different request answers 422.
import { expect, it } from 'vitest';
import { ApiError, type ApiClient } from '@wallet/api-client';
import { sealedGift } from '../gift-envelope';
import { expectFailure } from '../harness';
import { DEMO, HOLDER, NEWCOMER, useSandbox, type SuiteEnv } from './env';

type Outcome = { ok: true; body: unknown } | { ok: false; status: number; code: string };

async function outcome(call: Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, body: await call };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, code: error.code };
    throw error;
  }
}

const newKey = () => crypto.randomUUID();
const keyed = (key: string) => ({ header: { 'Idempotency-Key': key } });

/** Everything a money operation can change for a player (balances, ledger, slips, coupons, refund, bonus, QR, coins). */
async function snapshot(api: ApiClient) {
  const [wallet, statements, slips, coupons, refund, bonus, qr, profile] = await Promise.all([
    api.get('/api/wallet'),
    api.post('/api/statement', { body: { page: 1, limit: 100 } }),
    api.post('/api/statement/slip', { body: { page: 1, limit: 100 } }),
    api.get('/api/spinwheel/coupon'),
    api.get('/api/refund/check'),
    api.get('/api/bonus/check/active'),
    api.get('/api/qrcode/{id}', { params: { path: { id: 'KBANK' } } }),
    api.get('/api/account/profile'),
  ]);
  return {
    wallet: wallet.wallet.amount,
    invite: wallet.invite.amount,
    slots: wallet.slots.map((s) => `${s.code}=${s.amount}`),
    statements: statements.total,
    slips: slips.total,
    coupons: coupons.coupons.map((c) => `${c._id}:${c.claimed}`),
    refund: [refund.result, refund.refundAmount],
    bonus: bonus.type,
    qr: qr.qrcodeId,
    coins: profile.coin,
  };
}

/** A tiny valid PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** One money operation as the contract exercises it. */
interface MoneyCase {
  operation: string;
  player: { username: string; password: string };
  /** Brings the player to where the operation succeeds; returns what the call needs (a QR id, a coupon id). */
  prepare?: (api: ApiClient) => Promise<string>;
  call: (api: ApiClient, key: string, input: string) => Promise<unknown>;
  /** The same key with a different request (body or path), when the operation has one. */
  different?: (api: ApiClient, key: string, input: string) => Promise<unknown>;
  /** What a new key gets: the operation moves again, or the business refusal of a one-shot operation. */
  again: 'moves' | { status: number; code: string };
}

const CASES: MoneyCase[] = [
  {
    operation: 'transfer',
    player: DEMO,
    call: (api, key) =>
      api.post('/api/wallet/transfer', {
        params: keyed(key),
        body: { from: 'wallet', to: 'pg', amount: 10 },
      }),
    different: (api, key) =>
      api.post('/api/wallet/transfer', {
        params: keyed(key),
        body: { from: 'wallet', to: 'pg', amount: 11 },
      }),
    again: 'moves',
  },
  {
    operation: 'transferAll',
    player: DEMO,
    call: (api, key) => api.post('/api/wallet/transferAll', { params: keyed(key), body: { to: 'pg' } }),
    different: (api, key) =>
      api.post('/api/wallet/transferAll', { params: keyed(key), body: { to: 'JOKER' } }),
    again: { status: 400, code: 'TRANSFER_MINIMUM' },
  },
  {
    operation: 'withdraw',
    player: DEMO,
    call: (api, key) => api.post('/api/wallet/withdraw', { params: keyed(key), body: { amount: 200 } }),
    different: (api, key) => api.post('/api/wallet/withdraw', { params: keyed(key), body: { amount: 300 } }),
    again: 'moves',
  },
  {
    operation: 'withdrawAll',
    player: DEMO,
    call: (api, key) => api.post('/api/wallet/withdrawAll', { params: keyed(key), body: { amount: 150 } }),
    different: (api, key) =>
      api.post('/api/wallet/withdrawAll', { params: keyed(key), body: { amount: 160 } }),
    again: 'moves',
  },
  {
    operation: 'addWallet',
    player: NEWCOMER,
    call: (api, key) => api.post('/api/wallet/add', { params: keyed(key), body: { amount: 300 } }),
    different: (api, key) => api.post('/api/wallet/add', { params: keyed(key), body: { amount: 301 } }),
    again: 'moves',
  },
  {
    operation: 'uploadSlip',
    player: NEWCOMER,
    call: (api, key) =>
      api.upload('/api/wallet/slip', {
        file: new Blob([PNG], { type: 'image/png' }),
        fileName: 'slip.png',
        fields: { amount: '250' },
        headers: { 'Idempotency-Key': key },
      }),
    different: (api, key) =>
      api.upload('/api/wallet/slip', {
        file: new Blob([PNG], { type: 'image/png' }),
        fileName: 'slip.png',
        fields: { amount: '251' },
        headers: { 'Idempotency-Key': key },
      }),
    again: 'moves',
  },
  {
    operation: 'sendTrueLink',
    player: NEWCOMER,
    call: async (api, key) =>
      api.post('/api/wallet/truelink', {
        params: keyed(key),
        body: { link: await sealedGift('050abcdefghij') },
      }),
    different: async (api, key) =>
      api.post('/api/wallet/truelink', {
        params: keyed(key),
        body: { link: await sealedGift('060abcdefghij') },
      }),
    again: { status: 409, code: 'TRUELINK_DUPLICATE' },
  },
  {
    operation: 'createQrCode',
    player: DEMO,
    call: (api, key) =>
      api.post('/api/qrcode/{id}', {
        params: { path: { id: 'KBANK' }, ...keyed(key) },
        body: { amount: 100 },
      }),
    different: (api, key) =>
      api.post('/api/qrcode/{id}', {
        params: { path: { id: 'KBANK' }, ...keyed(key) },
        body: { amount: 20 },
      }),
    again: 'moves',
  },
  {
    operation: 'deleteQrCode',
    player: DEMO,
    prepare: async (api) =>
      (await api.post('/api/qrcode/{id}', { params: { path: { id: 'KBANK' } }, body: { amount: 100 } }))
        .qrcodeId ?? '',
    call: (api, key, qrcodeId) =>
      api.delete('/api/qrcode/{id}', { params: { path: { id: qrcodeId }, ...keyed(key) } }),
    different: (api, key) =>
      api.delete('/api/qrcode/{id}', { params: { path: { id: 'another-qr' }, ...keyed(key) } }),
    again: { status: 404, code: 'NO_DATA' },
  },
  {
    operation: 'receiveInviteBonus',
    player: DEMO,
    call: (api, key) => api.get('/api/invite/bonus', { params: keyed(key) }),
    again: { status: 400, code: 'NO_INVITE_BONUS' },
  },
  {
    operation: 'receiveRefund',
    player: DEMO,
    call: (api, key) => api.get('/api/refund/receive', { params: keyed(key) }),
    again: { status: 400, code: 'NO_REFUND' },
  },
  {
    operation: 'refundToWallet',
    player: DEMO,
    prepare: async (api) => {
      await api.get('/api/refund/receive');
      return '';
    },
    call: (api, key) => api.get('/api/refund/addWallet', { params: keyed(key) }),
    again: { status: 400, code: 'REFUND_MINIMUM' },
  },
  {
    operation: 'activateBonus',
    player: DEMO,
    call: (api, key) =>
      api.get('/api/bonus/activate/{code}', { params: { path: { code: 'DAILY10' }, ...keyed(key) } }),
    different: (api, key) =>
      api.get('/api/bonus/activate/{code}', { params: { path: { code: 'WEEKLY20' }, ...keyed(key) } }),
    again: { status: 400, code: 'BONUS_ALREADY_ACTIVE' },
  },
  {
    operation: 'activatePromotion',
    player: NEWCOMER,
    call: (api, key) =>
      api.get('/api/promotion/activate/{code}', { params: { path: { code: 'NEWYEAR' }, ...keyed(key) } }),
    different: (api, key) =>
      api.get('/api/promotion/activate/{code}', { params: { path: { code: 'FREE50' }, ...keyed(key) } }),
    again: { status: 409, code: 'PROMOTION_RECEIVED' },
  },
  {
    operation: 'clearBonus',
    player: HOLDER,
    call: (api, key) => api.get('/api/bonus/clear', { params: keyed(key) }),
    again: { status: 400, code: 'KEY_INVALID' },
  },
  {
    operation: 'spin',
    player: DEMO,
    call: (api, key) => api.post('/api/spinwheel/spin', { params: keyed(key) }),
    again: 'moves',
  },
  {
    operation: 'claimCoupon',
    player: DEMO,
    prepare: async (api) => {
      const { coupons } = await api.get('/api/spinwheel/coupon');
      return coupons.find((c) => !c.claimed && c.prize.slice.label === '50฿')?._id ?? '';
    },
    call: (api, key, coupon) =>
      api.post('/api/spinwheel/coupon/claim', { params: keyed(key), body: { coupon } }),
    different: (api, key) =>
      api.post('/api/spinwheel/coupon/claim', {
        params: keyed(key),
        body: { coupon: 'ffffffffffffffffffffffff' },
      }),
    again: { status: 404, code: 'NO_CLAIMABLE_COUPON' },
  },
];

export function idempotencySuite(env: SuiteEnv): void {
  const { ctx } = useSandbox(env);

  /** Back to the seed, and the player of a case logged in. */
  async function fresh(player: { username: string; password: string }): Promise<ApiClient> {
    const reset = await ctx().fetch(`${ctx().sandbox.url}/__sandbox/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    return ctx().login(player.username, player.password);
  }

  it('covers every operation that declares the Idempotency-Key', () => {
    const declared = env.document.operations
      .filter((op) => {
        const item = (
          env.document.doc['paths'] as Record<string, Record<string, { parameters?: unknown[] }>>
        )[op.template];
        return item?.[op.method.toLowerCase()]?.parameters?.some(
          (p) => (p as { $ref?: string }).$ref === '#/components/parameters/IdempotencyKey',
        );
      })
      .map((op) => op.id)
      .sort();
    expect(CASES.map((c) => c.operation).sort()).toEqual(declared);
  });

  it.each(CASES)(
    '$operation: the same key replays the first answer and moves once; a new key runs again; a reused key with another request is 422',
    async ({ player, prepare, call, different, again }) => {
      const api = await fresh(player);
      const input = prepare ? await prepare(api) : '';
      const key = newKey();
      const before = await snapshot(api);
      const first = await outcome(call(api, key, input));
      expect(first.ok).toBe(true);
      const moved = await snapshot(api);
      expect(moved).not.toEqual(before);

      expect(await outcome(call(api, key, input))).toEqual(first);
      expect(await outcome(call(api, key, input))).toEqual(first);
      expect(await snapshot(api)).toEqual(moved);

      if (different) {
        await expectFailure(different(api, key, input), 422, 'IDEMPOTENCY_KEY_REUSED');
        expect(await snapshot(api)).toEqual(moved);
      }

      const next = await outcome(call(api, newKey(), input));
      if (again === 'moves') {
        expect(next.ok).toBe(true);
        expect(await snapshot(api)).not.toEqual(moved);
      } else {
        expect(next).toEqual({ ok: false, ...again });
        expect(await snapshot(api)).toEqual(moved);
      }
    },
  );

  it('refuses a key that is not a UUID with 400 KEY_INVALID and spends nothing', async () => {
    const api = await fresh(DEMO);
    const before = await snapshot(api);
    await expectFailure(api.post('/api/spinwheel/spin', { params: keyed('not-a-uuid') }), 400, 'KEY_INVALID');
    await expectFailure(
      api.delete('/api/qrcode/{id}', { params: { path: { id: 'x' }, ...keyed('42') } }),
      400,
      'KEY_INVALID',
    );
    expect(await snapshot(api)).toEqual(before);
  });

  it('answers concurrent repeats of one confirm with one answer, moving money once', async () => {
    const api = await fresh(DEMO);
    const before = (await api.get('/api/wallet')).wallet.amount;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post('/api/wallet/transfer', {
          params: keyed(key),
          body: { from: 'wallet', to: 'pg', amount: 10 },
        }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await api.get('/api/wallet')).wallet.amount).toBeCloseTo(before - 10, 2);
  });
}
