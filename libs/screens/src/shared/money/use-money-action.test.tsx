import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '@wallet/api-client';
import { useWallet } from '@wallet/api-client/react';
import { Button } from '@wallet/ui-kit';
import { json } from '../../testing/render-app';
import {
  renderHookWithProviders,
  renderWithProviders,
  shownAlerts,
} from '../../testing/render-with-providers';
import { AppContext, type AppContextValue } from '../app-context';
import { OfflineError } from './money-action-state';
import { UnknownResultNotice } from './unknown-result-notice';
import { useMoneyAction, type MoneyActionOptions } from './use-money-action';

const walletRoute = { 'GET /api/wallet': () => json({ wallet: { amount: 100 } }) };

function Transfer(props: MoneyActionOptions<{ amount: number }, string>) {
  const action = useMoneyAction(props);
  useWallet();
  return (
    <>
      <Button loading={action.pending} onClick={() => void action.confirm({ amount: 50 })}>
        Transfer
      </Button>
      <UnknownResultNotice status={action.status} />
    </>
  );
}

describe('useMoneyAction', () => {
  it('offline, fails at once with OfflineError, sends nothing and queues nothing for later', async () => {
    const run = vi.fn((_input: { amount: number }, _key: string) => Promise.resolve('done'));
    const onFailure = vi.fn();
    const { result } = await renderHookWithProviders(() => useMoneyAction({ run, onFailure }));
    onlineManager.setOnline(false);
    try {
      await act(() => result.current.confirm({ amount: 5 }));
      expect(onFailure).toHaveBeenCalledTimes(1);
      expect(onFailure.mock.calls[0]?.[0]).toBeInstanceOf(OfflineError);
      expect(result.current.pending).toBe(false);
      expect(result.current.status).toBe('idle');
    } finally {
      onlineManager.setOnline(true);
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(run).not.toHaveBeenCalled();
  });

  it('sends nothing when another tab changed the stored token since the screen loaded its player', async () => {
    const run = vi.fn((_input: { amount: number }, _key: string) => Promise.resolve('done'));
    const checkSession = vi.fn(() => false);
    await renderWithProviders(
      <AppContext.Provider value={{ checkSession } as unknown as AppContextValue}>
        <Transfer run={run} />
      </AppContext.Provider>,
      { routes: walletRoute },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(checkSession).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
  });

  it('sends one request for 20 rapid taps and shows the pending state until the answer', async () => {
    let answer!: (value: string) => void;
    const run = vi.fn(
      (_input: { amount: number }, _key: string) => new Promise<string>((resolve) => (answer = resolve)),
    );
    const onSuccess = vi.fn();
    await renderWithProviders(<Transfer run={run} onSuccess={onSuccess} />, { routes: walletRoute });
    const button = screen.getByRole('button', { name: 'Transfer' });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(button);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await act(async () => answer('done'));
    expect(onSuccess).toHaveBeenCalledWith('done', { amount: 50 });
    expect(button).not.toHaveAttribute('aria-busy', 'true');
  });

  it('never retries by itself after a server error and makes a new key for the next confirm', async () => {
    const run = vi.fn((_input: { amount: number }, _key: string) =>
      Promise.reject(new ApiError({ status: 400, code: 'MONEY_NOT_ENOUGH', message: 'MONEY_NOT_ENOUGH' })),
    );
    const onFailure = vi.fn();
    const { result } = await renderHookWithProviders(() => useMoneyAction({ run, onFailure }));
    await act(() => result.current.confirm({ amount: 5 }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('failed');
    await act(() => result.current.confirm({ amount: 5 }));
    expect(run).toHaveBeenCalledTimes(2);
    expect(run.mock.calls[1]?.[1]).not.toBe(run.mock.calls[0]?.[1]);
  });

  it('after a timeout re-reads the balances, says the result is unknown, and a retry reuses the key', async () => {
    const run = vi
      .fn<(input: { amount: number }, key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'TIMEOUT', message: 'TIMEOUT' }))
      .mockResolvedValueOnce('replayed');
    const onUnknown = vi.fn();
    const onSuccess = vi.fn();
    const { requests } = await renderWithProviders(
      <Transfer run={run} onUnknown={onUnknown} onSuccess={onSuccess} />,
      { routes: walletRoute },
    );
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/api/wallet'))).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(shownAlerts()[0]).toHaveTextContent(/could not confirm whether this went through/),
    );
    expect(onUnknown).toHaveBeenCalledTimes(1);
    // The wallet was read again before the player could retry.
    expect(requests.filter((r) => r.url.endsWith('/api/wallet'))).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('replayed', { amount: 50 }));
    expect(run.mock.calls[1]?.[1]).toBe(run.mock.calls[0]?.[1]);
    expect(shownAlerts()).toHaveLength(0);
  });
});
