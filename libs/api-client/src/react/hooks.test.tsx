// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildLoginResponse,
  buildMoneyResponse,
  buildProfile,
  buildQrState,
  buildSiteInfo,
  buildStatementList,
  buildWalletResponse,
} from '../testing/fixtures';
import { useApiClient } from './api-provider';
import { useLogin, useLogout, useProfile } from './account-hooks';
import { apiKeys } from './keys';
import { useLookupActive, useLookupInfo } from './lookup-hooks';
import { apiQueryKey } from './query-keys';
import { useStatements } from './deposit-hooks';
import { useCreateQrCode, useQrCode } from './deposit-hooks';
import { useRefreshSlots, useTransfer, useWallet } from './wallet-hooks';
import { setup } from './hook-test-setup';

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

  it("useLogout revokes the token it is given (not the client's), and reports a refusal without retrying", async () => {
    const seen: (string | null)[] = [];
    let status = 200;
    const { wrapper, calls } = setup({
      'POST /api/logout': (request) => {
        seen.push(request.headers.get('Authorization'));
        return status === 200
          ? Response.json({ code: 'SUCCESS', message: 'SUCCESS' })
          : Response.json({ code: 'INVALID_TOKEN', message: 'invalid-token' }, { status });
      },
    });
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync('ending-token');
    });
    status = 401;
    await act(async () => {
      await expect(result.current.mutateAsync('ending-token')).rejects.toMatchObject({ status: 401 });
    });
    expect(seen).toEqual(['Bearer ending-token', 'Bearer ending-token']);
    expect(calls).toEqual(['POST /api/logout', 'POST /api/logout']);
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
