// @vitest-environment jsdom
// moneyMutation's hooks, every one: the Idempotency-Key becomes the header (never the body), no call is retried, and
// each hook's own list is what a success refreshes and what an unknown result re-reads (the wallet always).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildCouponClaimResponse,
  buildMessageResponse,
  buildMoneyResponse,
  buildQrState,
  buildSlipItem,
  buildSpinResult,
  buildWalletResponse,
} from '../testing/fixtures';
import { apiKeys } from './keys';
import { apiQueryKey } from './query-keys';
import { useCreateQrCode, useDeleteQrCode, useQrCode } from './deposit-hooks';
import {
  useActivateBonus,
  useActivatePromotion,
  useClaimCoupon,
  useClearBonus,
  useReceiveInviteBonus,
  useReceiveRefund,
  useRefundToWallet,
  useSpin,
} from './reward-hooks';
import {
  useAddWallet,
  useSendTrueLink,
  useTransfer,
  useTransferAll,
  useUploadSlip,
  useWallet,
  useWithdraw,
  useWithdrawAll,
} from './wallet-hooks';
import { setup } from './hook-test-setup';

/** One money hook: how to call it, the request it must make and the body that request must carry. */
interface MoneyCase {
  name: string;
  use: () => { mutateAsync: (variables: never) => Promise<unknown> };
  variables: Record<string, unknown>;
  route: string;
  answer: () => Response;
  /** JSON body the request carries (undefined: no JSON body). */
  body?: unknown;
}

const money = () => Response.json(buildMoneyResponse());
const MONEY_CASES: MoneyCase[] = [
  {
    name: 'useTransfer',
    use: useTransfer,
    variables: { from: 'wallet', to: 'pg', amount: 100 },
    route: 'POST /api/wallet/transfer',
    answer: money,
    body: { from: 'wallet', to: 'pg', amount: 100 },
  },
  {
    name: 'useTransferAll',
    use: useTransferAll,
    variables: { to: 'pg' },
    route: 'POST /api/wallet/transferAll',
    answer: money,
    body: { to: 'pg' },
  },
  {
    name: 'useWithdraw',
    use: useWithdraw,
    variables: { amount: 200 },
    route: 'POST /api/wallet/withdraw',
    answer: money,
    body: { amount: 200 },
  },
  {
    name: 'useWithdrawAll',
    use: useWithdrawAll,
    variables: { amount: 300 },
    route: 'POST /api/wallet/withdrawAll',
    answer: money,
    body: { amount: 300 },
  },
  {
    name: 'useAddWallet',
    use: useAddWallet,
    variables: { amount: 400 },
    route: 'POST /api/wallet/add',
    answer: money,
    body: { amount: 400 },
  },
  {
    name: 'useSendTrueLink',
    use: useSendTrueLink,
    variables: { link: 'gift' },
    route: 'POST /api/wallet/truelink',
    answer: money,
    body: { link: 'gift' },
  },
  {
    name: 'useUploadSlip',
    use: useUploadSlip,
    variables: {
      file: new Blob(['png'], { type: 'image/png' }),
      fileName: 'slip.png',
      fields: { amount: '50' },
    },
    route: 'POST /api/wallet/slip',
    answer: () => Response.json(buildSlipItem()),
  },
  {
    name: 'useCreateQrCode',
    use: useCreateQrCode,
    variables: { bankCode: 'WW', amount: 200 },
    route: 'POST /api/qrcode/WW',
    answer: () => Response.json(buildQrState()),
    body: { amount: 200 },
  },
  {
    name: 'useDeleteQrCode',
    use: useDeleteQrCode,
    variables: { qrcodeId: 'qr-1' },
    route: 'DELETE /api/qrcode/qr-1',
    answer: () => Response.json(buildMessageResponse()),
  },
  {
    name: 'useReceiveInviteBonus',
    use: useReceiveInviteBonus,
    variables: {},
    route: 'GET /api/invite/bonus',
    answer: money,
  },
  {
    name: 'useReceiveRefund',
    use: useReceiveRefund,
    variables: {},
    route: 'GET /api/refund/receive',
    answer: money,
  },
  {
    name: 'useRefundToWallet',
    use: useRefundToWallet,
    variables: {},
    route: 'GET /api/refund/addWallet',
    answer: money,
  },
  {
    name: 'useActivateBonus',
    use: useActivateBonus,
    variables: { code: 'DAILY10' },
    route: 'GET /api/bonus/activate/DAILY10',
    answer: money,
  },
  {
    name: 'useActivatePromotion',
    use: useActivatePromotion,
    variables: { code: 'NEWYEAR' },
    route: 'GET /api/promotion/activate/NEWYEAR',
    answer: money,
  },
  { name: 'useClearBonus', use: useClearBonus, variables: {}, route: 'GET /api/bonus/clear', answer: money },
  {
    name: 'useSpin',
    use: useSpin,
    variables: {},
    route: 'POST /api/spinwheel/spin',
    answer: () => Response.json(buildSpinResult()),
  },
  {
    name: 'useClaimCoupon',
    use: useClaimCoupon,
    variables: { coupon: 'cpn-1' },
    route: 'POST /api/spinwheel/coupon/claim',
    answer: () => Response.json(buildCouponClaimResponse()),
    body: { coupon: 'cpn-1' },
  },
];

describe('money mutations and the Idempotency-Key', () => {
  const KEY = '6f1d2c3b-4a59-4e68-8f70-91a2b3c4d5e6';

  it.each(MONEY_CASES)(
    '$name sends idempotencyKey as the Idempotency-Key header, never in the body',
    async ({ use, variables, route, answer, body }) => {
      const seen: Request[] = [];
      const { wrapper, calls } = setup({
        [route]: (request) => {
          seen.push(request.clone());
          return answer();
        },
      });
      const { result } = renderHook(() => use(), { wrapper });
      await act(async () => {
        await result.current.mutateAsync({ ...variables, idempotencyKey: KEY } as never);
      });
      await act(async () => {
        await result.current.mutateAsync(variables as never);
      });
      expect(calls.filter((call) => call === route)).toHaveLength(2);
      const [keyed, plain] = seen;
      expect(keyed?.headers.get('Idempotency-Key')).toBe(KEY);
      expect(plain?.headers.has('Idempotency-Key')).toBe(false);
      expect(keyed?.headers.get('Authorization')).toBe('Bearer tok');
      const text = (await keyed?.text()) ?? '';
      expect(text).not.toContain('idempotencyKey');
      expect(text).not.toContain(KEY);
      if (body !== undefined) expect(JSON.parse(text)).toEqual(body);
    },
  );

  it.each(MONEY_CASES)(
    '$name never retries, even when the app defaults mutations to retries',
    async ({ use, variables, route }) => {
      const { wrapper, calls } = setup({
        [route]: () => Response.json({ code: 'INTERNAL_SERVER_ERROR', message: 'x' }, { status: 500 }),
      });
      const { result } = renderHook(() => use(), { wrapper });
      await act(async () => {
        await result.current
          .mutateAsync({ ...variables, idempotencyKey: KEY } as never)
          .catch(() => undefined);
      });
      expect(calls).toEqual([route]);
    },
  );
});

describe('moneyMutation: the one owner of what a money call refreshes', () => {
  it('a success refreshes its own list; an unknown result rechecks that list plus the wallet, mounted or not', async () => {
    const { wrapper, queryClient, calls } = setup({
      'GET /api/wallet': () => Response.json(buildWalletResponse()),
      'GET /api/qrcode/kbank': () => Response.json(buildQrState()),
      'POST /api/qrcode/kbank': () => Response.json(buildQrState()),
    });
    const { result } = renderHook(() => ({ qr: useQrCode('kbank'), create: useCreateQrCode() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.qr.isSuccess).toBe(true));
    expect(result.current.create.refreshes).toEqual([apiKeys.qrCodes]);
    // The wallet was read once and is no longer on screen: a recheck re-reads it anyway (every balance).
    const wallet = renderHook(() => useWallet(), { wrapper });
    await waitFor(() => expect(wallet.result.current.isSuccess).toBe(true));
    wallet.unmount();
    expect(queryClient.getQueryData(apiQueryKey('get', '/api/wallet'))).toBeDefined();
    calls.length = 0;
    await act(async () => {
      await result.current.create.mutateAsync({ bankCode: 'kbank', amount: 100 });
    });
    await waitFor(() => expect(calls).toEqual(['POST /api/qrcode/kbank', 'GET /api/qrcode/kbank']));
    calls.length = 0;
    await act(async () => {
      await result.current.create.recheck();
    });
    expect([...calls].sort()).toEqual(['GET /api/qrcode/kbank', 'GET /api/wallet']);
  });

  it('a call without inputs sends no body (a GET must not carry one)', async () => {
    const seen: Request[] = [];
    const { wrapper } = setup({
      'GET /api/bonus/clear': (request) => {
        seen.push(request.clone());
        return Response.json(buildMessageResponse());
      },
    });
    const { result } = renderHook(() => useClearBonus(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({});
    });
    expect(seen).toHaveLength(1);
    expect(await seen[0]?.text()).toBe('');
  });
});
