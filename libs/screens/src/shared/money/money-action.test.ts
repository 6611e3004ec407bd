// The money action's core without React: one request per confirm however many taps, a pending state, offline
// refused at once, no retry, one Idempotency-Key per confirm (kept for the retry of an unknown result), the recheck
// before an unknown result is told, and the account switch told of each answer.
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@wallet/api-client';
import { MoneyActionCore, type MoneyActionEnvironment, type MoneyCall } from './money-action';
import { OfflineError } from './money-action-state';

type Input = { amount: number };

/** A money call whose answers the test settles by hand; records the keys it was sent with. */
function fakeCall() {
  const sent: Array<{ variables: Input & { idempotencyKey?: string }; settle: (error?: unknown) => void }> =
    [];
  const recheck = vi.fn(() => Promise.resolve());
  const call: MoneyCall<Input, string> = {
    mutateAsync: (variables) =>
      new Promise<string>((resolve, reject) => {
        sent.push({ variables, settle: (error) => (error ? reject(error) : resolve('done')) });
      }),
    recheck,
  };
  return { call, sent, recheck, keys: () => sent.map((s) => s.variables.idempotencyKey) };
}

let counter = 0;
function environment(overrides: Partial<MoneyActionEnvironment> = {}): MoneyActionEnvironment {
  return {
    queryClient: new QueryClient(),
    isOnline: () => true,
    newKey: () => `key-${++counter}`,
    ...overrides,
  };
}

const timeout = () => new ApiError({ code: 'TIMEOUT', status: 0, message: 'timeout' });
const refused = () => new ApiError({ code: 'NO_GAME', status: 400, message: 'NO_GAME' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MoneyActionCore', () => {
  it('twenty rapid confirms send one request, pending until its answer, then succeeded and told once', async () => {
    const { call, sent } = fakeCall();
    const onSuccess = vi.fn();
    const core = new MoneyActionCore<Input, string>({ mutation: call, onSuccess }, environment());
    const seen: string[] = [];
    core.subscribe(() => seen.push(core.getSnapshot().status));
    const confirms = Array.from({ length: 20 }, () => core.confirm({ amount: 50 }));
    await flush();
    expect(sent).toHaveLength(1);
    expect(core.getSnapshot().status).toBe('pending');
    expect(sent[0]?.variables).toEqual({ amount: 50, idempotencyKey: expect.stringMatching(/^key-/) });
    sent[0]?.settle();
    await Promise.all(confirms);
    expect(core.getSnapshot()).toMatchObject({ status: 'succeeded', key: null });
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('done', { amount: 50 });
    expect(seen).toEqual(['pending', 'succeeded']);
  });

  it('offline: fails at once with OfflineError, sends nothing, queues nothing, keeps the state', async () => {
    const { call, sent } = fakeCall();
    const onFailure = vi.fn();
    let online = false;
    const core = new MoneyActionCore<Input, string>(
      { mutation: call, onFailure },
      environment({ isOnline: () => online }),
    );
    await core.confirm({ amount: 50 });
    expect(onFailure.mock.calls[0]?.[0]).toBeInstanceOf(OfflineError);
    expect(core.getSnapshot().status).toBe('idle');
    online = true;
    await flush();
    expect(sent).toHaveLength(0);
  });

  it('a refused confirm fails without a retry; the next confirm gets a new key', async () => {
    const { call, sent, keys } = fakeCall();
    const onFailure = vi.fn();
    const core = new MoneyActionCore<Input, string>({ mutation: call, onFailure }, environment());
    const first = core.confirm({ amount: 50 });
    await flush();
    sent[0]?.settle(refused());
    await first;
    expect(core.getSnapshot().status).toBe('failed');
    expect(onFailure).toHaveBeenCalledTimes(1);
    await flush();
    expect(sent).toHaveLength(1);
    const second = core.confirm({ amount: 50 });
    await flush();
    sent[1]?.settle();
    await second;
    expect(new Set(keys()).size).toBe(2);
  });

  it('no answer: balances re-read before the unknown result is told; the same confirm again reuses its key', async () => {
    const { call, sent, recheck, keys } = fakeCall();
    const order: string[] = [];
    recheck.mockImplementation(async () => void order.push('recheck'));
    const onUnknown = vi.fn(() => void order.push('unknown'));
    const core = new MoneyActionCore<Input, string>({ mutation: call, onUnknown }, environment());
    const first = core.confirm({ amount: 50 });
    await flush();
    sent[0]?.settle(timeout());
    await first;
    expect(order).toEqual(['recheck', 'unknown']);
    expect(core.getSnapshot().status).toBe('unknown');
    // The retry of the same confirm: the same key (the server replays its first answer).
    const retry = core.confirm({ amount: 50 });
    await flush();
    sent[1]?.settle();
    await retry;
    expect(keys()[1]).toBe(keys()[0]);
    // A different confirm after an unknown result is a new key.
    const other = core.confirm({ amount: 60 });
    await flush();
    sent[2]?.settle();
    await other;
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('reset is ignored while a request is in flight and forgets an unknown result afterwards', async () => {
    const { call, sent } = fakeCall();
    const core = new MoneyActionCore<Input, string>({ mutation: call }, environment());
    const first = core.confirm({ amount: 50 });
    await flush();
    core.reset();
    expect(core.getSnapshot().status).toBe('pending');
    sent[0]?.settle(timeout());
    await first;
    core.reset();
    expect(core.getSnapshot()).toMatchObject({ status: 'idle', key: null });
  });

  it('sends nothing for a stale session; tells the account switch of each answer', async () => {
    const { call, sent } = fakeCall();
    const told = vi.fn();
    const stale = new MoneyActionCore<Input, string>(
      { mutation: call },
      environment({ checkSession: () => false }),
    );
    await stale.confirm({ amount: 50 });
    expect(sent).toHaveLength(0);
    const core = new MoneyActionCore<Input, string>(
      { mutation: call },
      environment({ accountSwitch: { moneySent: () => told } }),
    );
    const first = core.confirm({ amount: 50 });
    await flush();
    sent[0]?.settle(timeout());
    await first;
    expect(told).toHaveBeenCalledExactlyOnceWith('unknown');
  });

  it('a plain call (no key) re-reads its own queries, mounted or not, after an unknown result', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const run = vi.fn(() => Promise.reject(timeout()));
    const core = new MoneyActionCore<Input, string>(
      { run, recheck: [['api', 'get', '/api/account/profile']] },
      environment({ queryClient }),
    );
    await core.confirm({ amount: 1 });
    expect(run).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({
      queryKey: ['api', 'get', '/api/account/profile'],
      refetchType: 'all',
    });
    expect(core.getSnapshot().status).toBe('unknown');
  });
});
