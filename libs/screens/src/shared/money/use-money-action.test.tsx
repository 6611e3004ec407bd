import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { useTransfer, useWallet } from '@wallet/api-client/react';
import { Button } from '@wallet/ui-kit';
import { json, type FakeRoute } from '../../testing/render-app';
import {
  renderHookWithProviders,
  renderWithProviders,
  shownAlerts,
} from '../../testing/render-with-providers';
import { AppContext, type AppContextValue } from '../app-context';
import { createAccountSwitch } from './account-switch';
import { OfflineError } from './money-action-state';
import { UnknownResultNotice } from './unknown-result-notice';
import { useMoneyAction, type MoneyActionCallbacks } from './use-money-action';

type Input = { from: string; to: string; amount: number };
const INPUT: Input = { from: 'wallet', to: 'pg', amount: 50 };
const TRANSFER = '/api/wallet/transfer';
const walletRoute = { 'GET /api/wallet': () => json({ wallet: { amount: 100 } }) };
const moneyAnswer = () => json({ wallet: { amount: 50 } });

/** The real money hook (useTransfer) over the fake fetch: keys are read from the requests' headers. */
function Transfer(props: MoneyActionCallbacks<Input, unknown>) {
  const action = useMoneyAction({ mutation: useTransfer(), ...props });
  useWallet();
  return (
    <>
      <Button loading={action.pending} onClick={() => void action.confirm(INPUT)}>
        Transfer
      </Button>
      <UnknownResultNotice status={action.status} />
    </>
  );
}

const sent = (requests: Request[], path: string) => requests.filter((r) => new URL(r.url).pathname === path);
const keyOf = (request: Request | undefined) => request?.headers.get('Idempotency-Key');
const render = (props: MoneyActionCallbacks<Input, unknown>, transfer: FakeRoute) =>
  renderWithProviders(<Transfer {...props} />, {
    routes: { ...walletRoute, [`POST ${TRANSFER}`]: transfer },
  });

describe('useMoneyAction', () => {
  it('offline, fails at once with OfflineError, sends nothing and queues nothing for later', async () => {
    const onFailure = vi.fn();
    const { result, requests } = await renderHookWithProviders(
      () => useMoneyAction({ mutation: useTransfer(), onFailure }),
      { routes: { [`POST ${TRANSFER}`]: moneyAnswer } },
    );
    onlineManager.setOnline(false);
    try {
      await act(() => result.current.confirm(INPUT));
      expect(onFailure).toHaveBeenCalledTimes(1);
      expect(onFailure.mock.calls[0]?.[0]).toBeInstanceOf(OfflineError);
      expect(result.current.pending).toBe(false);
      expect(result.current.status).toBe('idle');
    } finally {
      onlineManager.setOnline(true);
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent(requests, TRANSFER)).toHaveLength(0);
  });

  it('sends nothing when another tab changed the stored token since the screen loaded its player', async () => {
    const checkSession = vi.fn(() => false);
    const { requests } = await renderWithProviders(
      <AppContext.Provider value={{ checkSession } as unknown as AppContextValue}>
        <Transfer />
      </AppContext.Provider>,
      { routes: { ...walletRoute, [`POST ${TRANSFER}`]: moneyAnswer } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(checkSession).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent(requests, TRANSFER)).toHaveLength(0);
  });

  it('another tab logging in while a transfer is in flight: the tab leaves after its answer, noting the result', async () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const accountSwitch = createAccountSwitch(() => storage);
    let answer!: () => void;
    const { requests } = await renderWithProviders(
      <AppContext.Provider value={{ checkSession: () => true, accountSwitch } as unknown as AppContextValue}>
        <Transfer />
      </AppContext.Provider>,
      {
        routes: {
          ...walletRoute,
          [`POST ${TRANSFER}`]: () =>
            new Promise<Response>(
              (resolve) => (answer = () => resolve(json({ code: 'MONEY_NOT_ENOUGH', message: 'x' }, 400))),
            ),
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(sent(requests, TRANSFER)).toHaveLength(1));
    const reload = vi.fn();
    accountSwitch.leave(reload);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => answer());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(accountSwitch.note()).toBe('failed');
    expect(sent(requests, TRANSFER)).toHaveLength(1);
  });

  it('sends one request for 20 rapid taps, its key in the header (not the body), pending until the answer', async () => {
    let answer!: () => void;
    const onSuccess = vi.fn();
    const { requests } = await render(
      { onSuccess },
      () => new Promise<Response>((resolve) => (answer = () => resolve(moneyAnswer()))),
    );
    const button = screen.getByRole('button', { name: 'Transfer' });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(button);
    await waitFor(() => expect(sent(requests, TRANSFER)).toHaveLength(1));
    const [request] = sent(requests, TRANSFER);
    expect(keyOf(request)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request?.json()).toEqual(INPUT);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await act(async () => answer());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ wallet: { amount: 50 } }, INPUT));
    expect(button).not.toHaveAttribute('aria-busy', 'true');
    expect(sent(requests, TRANSFER)).toHaveLength(1);
  });

  it('never retries by itself after a server error and makes a new key for the next confirm', async () => {
    const onFailure = vi.fn();
    const { result, requests } = await renderHookWithProviders(
      () => useMoneyAction({ mutation: useTransfer(), onFailure }),
      {
        routes: {
          [`POST ${TRANSFER}`]: () => json({ code: 'MONEY_NOT_ENOUGH', message: 'MONEY_NOT_ENOUGH' }, 400),
        },
      },
    );
    await act(() => result.current.confirm(INPUT));
    expect(sent(requests, TRANSFER)).toHaveLength(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('failed');
    await act(() => result.current.confirm(INPUT));
    const calls = sent(requests, TRANSFER);
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[1])).not.toBe(keyOf(calls[0]));
  });

  it("after a lost connection the hook's recheck re-reads the balances, the result is unknown, and a retry reuses the key", async () => {
    let calls = 0;
    const onUnknown = vi.fn();
    const onSuccess = vi.fn();
    const { requests } = await render({ onUnknown, onSuccess }, () => {
      calls += 1;
      if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'));
      return moneyAnswer();
    });
    await waitFor(() => expect(sent(requests, '/api/wallet')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(shownAlerts()[0]).toHaveTextContent(/could not confirm whether this went through/),
    );
    expect(onUnknown).toHaveBeenCalledTimes(1);
    // The wallet was read again (useTransfer's recheck) before the player could retry.
    expect(sent(requests, '/api/wallet')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ wallet: { amount: 50 } }, INPUT));
    const posts = sent(requests, TRANSFER);
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[1])).toBe(keyOf(posts[0]));
    expect(shownAlerts()).toHaveLength(0);
  });
});
