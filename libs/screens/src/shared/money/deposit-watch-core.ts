// The deposit watch's core, framework-free (TanStack Query's shape): what each poll answer means, the reads it sends
// and the cache entries it writes, all from the contract's query options (key and fetch one value, so the entry
// written is the one the balance card, the QR panel, the slip table and the statement read), on a QueryClient
// handed in. The React side (deposit-watch-runner.tsx) only starts it, tells outcomes and stops it.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '@wallet/api-client';
import { apiKeys, getQueryOptions, postQueryOptions, type ApiQueryOptions } from '@wallet/api-client/react';
import { FIRST_TABLE_PAGE } from '../paged-table/first-page';
import {
  giftLinkArrived,
  moneyReading,
  qrCodeState,
  qrEndVerdict,
  slipVerdict,
  type MoneyReading,
} from './deposit-evidence';
import { DepositWatcher, type LookResult, type PendingDeposit } from './deposit-watch';

export interface DepositWatchDeps {
  client: ApiClient;
  queryClient: QueryClient;
  now?: () => number;
}

/**
 * Sends the call of `options` and writes its answer under the same key: setQueryData, not a refetch, so a screen
 * showing that entry changes in place without its loading state; `signal` aborts it when the watch stops.
 */
async function readInto<T>(
  queryClient: QueryClient,
  options: ApiQueryOptions<T>,
  signal: AbortSignal,
): Promise<T> {
  const fetchIt = options.queryFn as (context: {
    queryKey: readonly unknown[];
    signal: AbortSignal;
  }) => Promise<T>;
  const data = await fetchIt({ queryKey: options.queryKey, signal });
  queryClient.setQueryData(options.queryKey, data);
  return data;
}

/** The look of each kind of pending deposit: its reads, what their answers mean, what they write into the cache. */
export function depositLook({ client, queryClient, now = Date.now }: DepositWatchDeps) {
  const wallet = getQueryOptions(client, '/api/wallet');
  // The first pages the slip table and the statement open on: a look refreshes them in place.
  const slips = postQueryOptions(client, '/api/statement/slip', { body: FIRST_TABLE_PAGE });
  const statement = postQueryOptions(client, '/api/statement', { body: FIRST_TABLE_PAGE });

  // The money as it is now: the wallet (written into the cache) and the statement's first page.
  const readMoney = async (signal: AbortSignal): Promise<MoneyReading> => {
    const read = await readInto(queryClient, wallet, signal);
    const page = await readInto(queryClient, statement, signal);
    return moneyReading(read.wallet.amount, page.statements);
  };
  const landed = (amount: number | null): LookResult => {
    void queryClient.invalidateQueries({ queryKey: apiKeys.statements, refetchType: 'active' });
    return { settled: { state: 'landed', amount } };
  };
  const lookAtQr = async (
    deposit: Extract<PendingDeposit, { kind: 'qr' }>,
    signal: AbortSignal,
  ): Promise<LookResult> => {
    // The money before any payment, read at the first look (the code is 3 s old: not paid yet, as a rule).
    const read = deposit.before ?? (await readMoney(signal));
    let next = {
      ...deposit,
      before: deposit.before ?? { ...read, wallet: deposit.walletBefore ?? read.wallet },
    };
    if (next.endedAt === undefined) {
      const code = getQueryOptions(client, '/api/qrcode/{id}', { params: { path: { id: next.provider } } });
      const state = qrCodeState(next.qrcodeId, await readInto(queryClient, code, signal));
      if (state === 'live') return { answer: 'pending', deposit: next };
      // Replaced by a newer code (another device): that one is watched in its turn.
      if (state === 'replaced') return { settled: { state: 'ended' } };
      next = { ...next, endedAt: now() };
    }
    // Gone: paid only if the money shows it (docs/product.md#qr).
    const { before, endedAt = now() } = next;
    const money = await readMoney(signal);
    const verdict = qrEndVerdict({ amount: next.amount, before, now: money, endedAt, at: now() });
    if (verdict === 'landed') return landed(next.amount);
    if (verdict === 'unpaid') return { settled: { state: 'unpaid' } };
    return { answer: 'pending', deposit: next };
  };

  return async (deposit: PendingDeposit, signal: AbortSignal): Promise<LookResult> => {
    try {
      if (deposit.kind === 'qr') return await lookAtQr(deposit, signal);
      if (deposit.kind === 'slip') {
        const page = await readInto(queryClient, slips, signal);
        const verdict = slipVerdict(page.slips.find((row) => row.reference === deposit.reference));
        if (verdict.state === 'pending') return { answer: 'pending' };
        if (verdict.state === 'failed') return { settled: verdict };
        await readInto(queryClient, wallet, signal);
        return landed(verdict.amount);
      }
      const read = await readInto(queryClient, wallet, signal);
      const added = giftLinkArrived(deposit.walletBefore, read.wallet.amount);
      return added === null ? { answer: 'pending' } : landed(added);
    } catch (error) {
      // A rate limit backs the watch off and is never shown; any other failure is one more pending look.
      if (isApiError(error) && (error.code === 'REQUEST_LIMIT' || error.code === 'REQUEST_LIMIT_1MIN'))
        return { answer: error.code };
      return { answer: 'error' };
    }
  };
}

/** The watcher of one player's pages, looking with the contract's reads. */
export function createDepositWatch(deps: DepositWatchDeps): DepositWatcher {
  return new DepositWatcher({ look: depositLook(deps), ...(deps.now ? { now: deps.now } : {}) });
}

function pageState() {
  return {
    visible: typeof document === 'undefined' || document.visibilityState !== 'hidden',
    online: onlineManager.isOnline(),
  };
}

/** Starts the watcher on the page's visibility and network (hidden or offline: nothing sent); returns its stop. */
export function runOnPage(watcher: DepositWatcher): () => void {
  const update = () => watcher.setPage(pageState());
  watcher.start(pageState());
  document.addEventListener('visibilitychange', update);
  const unsubscribe = onlineManager.subscribe(update);
  return () => {
    document.removeEventListener('visibilitychange', update);
    unsubscribe();
    watcher.stop();
  };
}
