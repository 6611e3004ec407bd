// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import {
  buildCouponClaimResponse,
  buildLoginResponse,
  buildMessageResponse,
  buildMoneyResponse,
  buildProfile,
  buildQrState,
  buildSiteInfo,
  buildSlipItem,
  buildSpinResult,
  buildStatementList,
  buildWalletResponse,
} from '../testing/fixtures';
import { ApiProvider, useApiClient } from './api-provider';
import { useLogin, useProfile } from './account-hooks';
import { apiKeys } from './keys';
import { useLookupActive, useLookupInfo } from './lookup-hooks';
import { apiQueryKey } from './query-keys';
import { useStatements } from './deposit-hooks';
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
  useRefreshSlots,
  useSendTrueLink,
  useTransfer,
  useTransferAll,
  useUploadSlip,
  useWallet,
  useWithdraw,
  useWithdrawAll,
} from './wallet-hooks';

type Route = (request: Request) => Response | Promise<Response>;

/** A fake server: routes by "METHOD path", counts calls, 404 NO_DATA otherwise. */
function fakeServer(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const route = routes[key];
    if (!route) return Response.json({ code: 'NO_DATA', message: 'NO_DATA' }, { status: 404 });
    return route(request);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

function setup(routes: Record<string, Route>) {
  const server = fakeServer(routes);
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch: server.fetch });
  // Queries retry by default in apps; mutations must not, whatever the app's defaults say.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 3 } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { ...server, client, queryClient, wrapper };
}

describe('ApiProvider', () => {
  it('gives hooks the client', () => {
    const { client, wrapper } = setup({});
    const { result } = renderHook(() => useApiClient(), { wrapper });
    expect(result.current).toBe(client);
  });

  it('fails loudly without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('slice hooks', () => {
  it('read lookups, wallet and profile into the cache under keys derived from the call', async () => {
    const { wrapper, queryClient } = setup({
      'GET /api/lookup/active': () => Response.json({ active: true, terminated: null }),
      'GET /api/lookup/info': () => Response.json(buildSiteInfo()),
      'GET /api/wallet': () => Response.json(buildWalletResponse()),
      'GET /api/account/profile': () => Response.json(buildProfile()),
    });
    const { result } = renderHook(
      () => ({
        active: useLookupActive(),
        info: useLookupInfo(),
        wallet: useWallet(),
        profile: useProfile(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.wallet.isSuccess).toBe(true));
    expect(result.current.active.data).toEqual({ active: true, terminated: null });
    expect(result.current.info.data?.name).toBe('Wallet Demo');
    expect(result.current.wallet.data?.slots).toHaveLength(4);
    expect(result.current.profile.data?.name).toBe('Somchai Demo');
    expect(queryClient.getQueryData(['api', 'get', '/api/wallet'])).toEqual(buildWalletResponse());
  });

  it('useLogin posts { username, password } and resolves to { token }', async () => {
    let sent: unknown;
    const { wrapper, calls } = setup({
      'POST /api/login': async (request) => {
        sent = await request.json();
        return Response.json(buildLoginResponse({ token: 'new-token' }));
      },
    });
    const { result } = renderHook(() => useLogin(), { wrapper });
    let token = '';
    await act(async () => {
      token = (await result.current.mutateAsync({ username: '0812345678', password: 'demo1234' })).token;
    });
    expect(token).toBe('new-token');
    expect(sent).toEqual({ username: '0812345678', password: 'demo1234' });
    expect(calls).toEqual(['POST /api/login']);
  });

  it('exposes the ApiError of a failed read', async () => {
    const { wrapper } = setup({
      'GET /api/wallet': () =>
        Response.json({ code: 'INVALID_USER_2', message: 'INVALID_USER_2' }, { status: 401 }),
    });
    const { result } = renderHook(() => useWallet(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 401, code: 'INVALID_USER_2' });
  });
});

describe('mutations', () => {
  it('a transfer refreshes exactly the wallet and the statement', async () => {
    const { wrapper, queryClient, calls } = setup({
      'GET /api/wallet': () => Response.json(buildWalletResponse()),
      'GET /api/account/profile': () => Response.json(buildProfile()),
      'POST /api/statement': () => Response.json(buildStatementList()),
      'POST /api/wallet/transfer': () => Response.json(buildMoneyResponse()),
    });
    const { result } = renderHook(
      () => ({
        wallet: useWallet(),
        profile: useProfile(),
        statements: useStatements({ page: 1, limit: 10 }),
        transfer: useTransfer(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(
        result.current.statements.isSuccess &&
          result.current.wallet.isSuccess &&
          result.current.profile.isSuccess,
      ).toBe(true),
    );
    calls.length = 0;
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(async () => {
      await result.current.transfer.mutateAsync({ from: 'wallet', to: 'pg', amount: 100 });
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      apiKeys.wallet,
      apiKeys.statements,
    ]);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect([...calls].sort()).toEqual([
      'GET /api/wallet',
      'POST /api/statement',
      'POST /api/wallet/transfer',
    ]);
  });

  it('never retries a call that moves money, even when the app defaults to retries', async () => {
    const { wrapper, calls } = setup({
      'POST /api/wallet/transfer': () =>
        Response.json({ code: 'TRANSFER_FAIL', message: 'TRANSFER_FAIL' }, { status: 500 }),
    });
    const { result } = renderHook(() => useTransfer(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ from: 'wallet', to: 'pg', amount: 100 }).catch(() => undefined);
    });
    expect(calls).toEqual(['POST /api/wallet/transfer']);
    await waitFor(() => expect(result.current.error?.code).toBe('TRANSFER_FAIL'));
  });

  it('refreshing balances writes the answer as the wallet without another request', async () => {
    const refreshed = buildWalletResponse({ lastSync: '2026-11-22T08:00:00.000Z' });
    const { wrapper, queryClient, calls } = setup({
      'GET /api/wallet/refresh/slot': () => Response.json(refreshed),
    });
    const { result } = renderHook(() => useRefreshSlots(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync();
    });
    expect(queryClient.getQueryData(apiQueryKey('get', '/api/wallet'))).toEqual(refreshed);
    expect(calls).toEqual(['GET /api/wallet/refresh/slot']);
  });

  it('creating a QR code reloads every provider QR (path and body from the variables)', async () => {
    let body: unknown;
    const { wrapper, calls } = setup({
      'GET /api/qrcode/KBANK': () => Response.json(buildQrState()),
      'GET /api/qrcode/WW': () => Response.json(buildQrState({ qrcodeId: 'qr-ww' })),
      'POST /api/qrcode/WW': async (request) => {
        body = await request.json();
        return Response.json(buildQrState({ qrcodeId: 'qr-ww-2' }));
      },
    });
    const { result } = renderHook(
      () => ({ kbank: useQrCode('KBANK'), ww: useQrCode('WW'), create: useCreateQrCode() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.kbank.isSuccess && result.current.ww.isSuccess).toBe(true));
    calls.length = 0;
    await act(async () => {
      await result.current.create.mutateAsync({ bankCode: 'WW', amount: 200 });
    });
    expect(body).toEqual({ amount: 200 });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect([...calls].sort()).toEqual(['GET /api/qrcode/KBANK', 'GET /api/qrcode/WW', 'POST /api/qrcode/WW']);
  });
});

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
