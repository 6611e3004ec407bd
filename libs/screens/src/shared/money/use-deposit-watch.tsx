// The React side of the deposit watch: one watcher per player shell (leaving it stops every timer and request),
// looks made with the contract's own reads, answers written into the cache the screens read (balance card, QR
// panel, slip table update in place), and the outcome told in a toast, whose polite live region announces it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { isApiError } from '@wallet/api-client';
import { apiKeys, apiQueryKey, useApiClient } from '@wallet/api-client/react';
import { slipReasonMessageId, slipStatusMessageId, TABLE_PAGE_SIZE } from '@wallet/domain';
import { useToast } from '@wallet/ui-kit';
import { translate } from '../../i18n/translate';
import {
  giftLinkArrived,
  moneyReading,
  qrCodeState,
  qrEndVerdict,
  slipVerdict,
  type MoneyReading,
} from './deposit-evidence';
import { DepositWatcher, type DepositOutcome, type LookResult, type PendingDeposit } from './deposit-watch';
import { useMoney } from './use-money';

export type { DepositOutcome, PendingDeposit } from './deposit-watch';

/** The first page of slips, the one the slip table opens on: a look refreshes it in place. */
const FIRST_SLIP_PAGE = { page: 1, limit: TABLE_PAGE_SIZE };
/** The statement's first page: a QR payment shows there as a new successful deposit row. */
const FIRST_STATEMENT_PAGE = { page: 1, limit: TABLE_PAGE_SIZE };

const DepositWatchContext = createContext<DepositWatcher | null>(null);

/** "Failed (Expired slip)": the translated status and reason of a refused slip, as the slip table shows them. */
export function slipFailureText(i18n: I18n, note: string | null): string {
  const status = translate(i18n, { id: slipStatusMessageId('FAILED') });
  const reason = slipReasonMessageId(note);
  return reason ? `${status} (${translate(i18n, { id: reason })})` : status;
}

function pageState() {
  return {
    visible: typeof document === 'undefined' || document.visibilityState !== 'hidden',
    online: onlineManager.isOnline(),
  };
}

/** Runs the deposit watch of the logged-in player for everything inside (the player shell). */
export function DepositWatchProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t, i18n } = useLingui();
  const amounts = useMoney();
  // The latest texts and toast, handed to the watcher after each render (it lives as long as the shell).
  const tell = (deposit: PendingDeposit, outcome: DepositOutcome) => {
    if (outcome.state === 'landed') {
      toast.success(
        outcome.amount === null
          ? t`Your deposit was received`
          : t`Deposit of ${amounts.format(outcome.amount)} received`,
      );
    } else if (outcome.state === 'failed') {
      toast.danger(t`Your slip was not accepted: ${slipFailureText(i18n, outcome.reason)}`);
    } else if (outcome.state === 'unpaid' && deposit.kind === 'qr') {
      // The code left the server, but no payment shows: never "received". Stays until dismissed.
      const amount = amounts.format(deposit.amount);
      const reference = deposit.qrcodeId;
      toast.info(
        t`Your QR code for ${amount} ended before a payment showed in your wallet. If you paid it, check your balance and statement in a few minutes; if the money is still missing, contact support with the reference ${reference}.`,
        { durationMs: 0 },
      );
    } else if (outcome.state === 'gave-up') {
      const reference =
        deposit.kind === 'qr' ? deposit.qrcodeId : deposit.kind === 'slip' ? deposit.reference : null;
      // Stays until dismissed: the player must read what to do.
      toast.info(
        reference === null
          ? t`Your deposit has not arrived yet. Refresh your balance in a few minutes; if it is still missing, contact support.`
          : t`Your deposit has not arrived yet. Refresh your balance in a few minutes; if it is still missing, contact support with the reference ${reference}.`,
        { durationMs: 0 },
      );
    }
  };

  const [watcher] = useState(() => {
    const walletKey = apiQueryKey('get', '/api/wallet');
    const readWallet = async (signal: AbortSignal) => {
      const wallet = await client.get('/api/wallet', { signal });
      // setQueryData, not a refetch: the balance changes in place without the card's loading state.
      queryClient.setQueryData(walletKey, wallet);
      return wallet;
    };
    // The money as it is now: the wallet (written into the cache) and the statement's first page.
    const readMoney = async (signal: AbortSignal): Promise<MoneyReading> => {
      const wallet = await client.get('/api/wallet', { signal });
      queryClient.setQueryData(walletKey, wallet);
      const page = await client.post('/api/statement', { body: FIRST_STATEMENT_PAGE, signal });
      return moneyReading(wallet.wallet.amount, page.statements);
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
        const options = { params: { path: { id: next.provider } } };
        const qr = await client.get('/api/qrcode/{id}', { ...options, signal });
        queryClient.setQueryData(apiQueryKey('get', '/api/qrcode/{id}', options), qr);
        const code = qrCodeState(next.qrcodeId, qr);
        if (code === 'live') return { answer: 'pending', deposit: next };
        // Replaced by a newer code (another device): that one is watched in its turn.
        if (code === 'replaced') return { settled: { state: 'ended' } };
        next = { ...next, endedAt: Date.now() };
      }
      // Gone: paid only if the money shows it (docs/product.md#qr).
      const { before, endedAt = Date.now() } = next;
      const now = await readMoney(signal);
      const verdict = qrEndVerdict({ amount: next.amount, before, now, endedAt, at: Date.now() });
      if (verdict === 'landed') return landed(next.amount);
      if (verdict === 'unpaid') return { settled: { state: 'unpaid' } };
      return { answer: 'pending', deposit: next };
    };
    const look = async (deposit: PendingDeposit, signal: AbortSignal): Promise<LookResult> => {
      try {
        if (deposit.kind === 'qr') return await lookAtQr(deposit, signal);
        if (deposit.kind === 'slip') {
          const options = { body: FIRST_SLIP_PAGE };
          const page = await client.post('/api/statement/slip', { ...options, signal });
          queryClient.setQueryData(apiQueryKey('post', '/api/statement/slip', options), page);
          const verdict = slipVerdict(page.slips.find((row) => row.reference === deposit.reference));
          if (verdict.state === 'pending') return { answer: 'pending' };
          if (verdict.state === 'failed') return { settled: verdict };
          await readWallet(signal);
          return landed(verdict.amount);
        }
        const wallet = await readWallet(signal);
        const added = giftLinkArrived(deposit.walletBefore, wallet.wallet.amount);
        return added === null ? { answer: 'pending' } : landed(added);
      } catch (error) {
        // A rate limit backs the watch off and is never shown; any other failure is one more pending look.
        if (isApiError(error) && (error.code === 'REQUEST_LIMIT' || error.code === 'REQUEST_LIMIT_1MIN'))
          return { answer: error.code };
        return { answer: 'error' };
      }
    };
    return new DepositWatcher({ look });
  });
  useEffect(() => {
    watcher.setOnOutcome((_id, deposit, outcome) => tell(deposit, outcome));
  });

  useEffect(() => {
    const update = () => watcher.setPage(pageState());
    watcher.start(pageState());
    document.addEventListener('visibilitychange', update);
    const unsubscribe = onlineManager.subscribe(update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      unsubscribe();
      watcher.stop();
    };
  }, [watcher]);

  return <DepositWatchContext.Provider value={watcher}>{children}</DepositWatchContext.Provider>;
}

export interface DepositWatchApi {
  /** Watches a pending deposit under a stable id (e.g. `qr:<qrcodeId>`); the same id twice is one watch. */
  watch: (id: string, deposit: PendingDeposit) => void;
  /** Stops watching quietly (cancelled, expired, replaced). */
  forget: (id: string) => void;
  /** The main wallet's amount as last read (in the account's currency), the baseline of a gift link; null before any read. */
  walletAmount: () => number | null;
  /** Calls `listener` with the outcome of `id` each time it changes; returns the unsubscribe. */
  onOutcome: (id: string, listener: (outcome: DepositOutcome) => void) => () => void;
}

/** What a deposit method calls; outside a provider (a story, a unit test) it does nothing. */
export function useDepositWatch(): DepositWatchApi {
  const watcher = useContext(DepositWatchContext);
  const queryClient = useQueryClient();
  const walletAmount = useCallback(() => {
    const wallet = queryClient.getQueryData<{ wallet?: { amount?: number } }>(
      apiQueryKey('get', '/api/wallet'),
    );
    return wallet?.wallet?.amount ?? null;
  }, [queryClient]);
  return useMemo(
    () => ({
      watch: (id, deposit) => watcher?.watch(id, deposit),
      forget: (id) => watcher?.forget(id),
      walletAmount,
      onOutcome: (id, listener) => {
        if (!watcher) return () => undefined;
        let last = watcher.outcome(id);
        return watcher.subscribe(() => {
          const next = watcher.outcome(id);
          if (next === last || next === undefined) return;
          last = next;
          listener(next);
        });
      },
    }),
    [watcher, walletAmount],
  );
}

const noWatcher = () => () => undefined;

/** The outcome of the watch `id` (null: never watched here), re-rendering when it changes. */
export function useDepositOutcome(id: string | null): DepositOutcome | null {
  const watcher = useContext(DepositWatchContext);
  const subscribe = useMemo(() => (watcher ? watcher.subscribe.bind(watcher) : noWatcher), [watcher]);
  return useSyncExternalStore(
    subscribe,
    () => (id === null ? null : (watcher?.outcome(id) ?? null)),
    () => null,
  );
}
