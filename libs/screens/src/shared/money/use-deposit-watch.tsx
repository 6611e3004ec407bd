// The deposit watch on the player's pages: one per player shell (leaving it stops every timer and request). Its
// code (the core and the toasts' texts, deposit-watch-runner.tsx, with the slips' texts) is not in the pages' first
// JavaScript: it loads once the page is idle, or at once when a deposit dialog opens or a deposit is to be watched;
// until then the handle keeps what the pages ask. The hooks only subscribe.
import {
  createContext,
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { apiKeys } from '@wallet/api-client/react';
import { withTextParts } from '../../i18n/i18n';
import type { DepositOutcome, PendingDeposit } from './deposit-watch';
import { DepositWatchHandle } from './deposit-watch-handle';

export type { DepositOutcome, PendingDeposit } from './deposit-watch';

const DepositWatchContext = createContext<DepositWatchHandle | null>(null);

/** How long the watch's code waits for an idle moment at most (ms). */
const IDLE_TIMEOUT_MS = 3000;

/** Calls `run` once the browser is idle (or after `timeoutMs`); returns the cancel. */
function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, timeoutMs);
  return () => clearTimeout(timer);
}

/** Runs the deposit watch of the logged-in player for everything inside (the player shell). */
export function DepositWatchProvider({
  children,
  Runner: runnerSeam,
}: {
  children: ReactNode;
  /** Test seam: what runs the watch once it is wanted (by default its lazily loaded code). */
  Runner?: ComponentType<{ handle: DepositWatchHandle }>;
}) {
  const { i18n } = useLingui();
  const [handle] = useState(() => new DepositWatchHandle());
  // With the slips' texts: the runner's toast says why a slip was refused.
  const [Runner] = useState(
    () => runnerSeam ?? lazy(() => withTextParts(i18n, ['slips'], () => import('./deposit-watch-runner'))),
  );
  const wanted = useSyncExternalStore(handle.subscribe, handle.isWanted, handle.isWanted);
  // Where no deposit is pending, the watch waits for an idle page: it never competes with the first render.
  useEffect(() => whenIdle(() => handle.want(), IDLE_TIMEOUT_MS), [handle]);
  return (
    <DepositWatchContext.Provider value={handle}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <Runner handle={handle} />
        </Suspense>
      ) : null}
    </DepositWatchContext.Provider>
  );
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

/**
 * What a deposit method calls; mounting it (a deposit dialog opened) loads the watch's code at once. Outside a
 * provider (a story, a unit test) it does nothing.
 */
export function useDepositWatch(): DepositWatchApi {
  const handle = useContext(DepositWatchContext);
  const queryClient = useQueryClient();
  useEffect(() => handle?.want(), [handle]);
  const walletAmount = useCallback(() => {
    const wallet = queryClient.getQueryData<{ wallet?: { amount?: number } }>(apiKeys.wallet);
    return wallet?.wallet?.amount ?? null;
  }, [queryClient]);
  return useMemo(
    () => ({
      watch: (id, deposit) => handle?.watch(id, deposit),
      forget: (id) => handle?.forget(id),
      walletAmount,
      onOutcome: (id, listener) => {
        if (!handle) return () => undefined;
        let last = handle.outcome(id);
        return handle.subscribe(() => {
          const next = handle.outcome(id);
          if (next === last || next === null) return;
          last = next;
          listener(next);
        });
      },
    }),
    [handle, walletAmount],
  );
}

const noHandle = () => () => undefined;

/** The outcome of the watch `id` (null: never watched here), re-rendering when it changes. */
export function useDepositOutcome(id: string | null): DepositOutcome | null {
  const handle = useContext(DepositWatchContext);
  const subscribe = handle ? handle.subscribe : noHandle;
  return useSyncExternalStore(
    subscribe,
    () => (id === null || !handle ? null : handle.outcome(id)),
    () => null,
  );
}
