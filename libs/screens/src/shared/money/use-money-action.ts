// The product's one mechanism for actions that move money: exactly one request per confirm (a ref guards it
// before React re-renders), a pending state, no automatic retry, an Idempotency-Key per confirm, and after a
// timeout or lost connection the balances are re-read before the player may retry.
import { useCallback, useContext, useRef, useState } from 'react';
import { onlineManager, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { newIdempotencyKey } from '@wallet/api-client';
import { apiKeys } from '@wallet/api-client/react';
import {
  fingerprintOf,
  IDLE_MONEY_ACTION,
  isBusy,
  OfflineError,
  recheckDone,
  settle,
  startConfirm,
  type MoneyActionState,
  type MoneyActionStatus,
} from './money-action-state';
import { AppContext } from '../app-context';

export interface MoneyActionOptions<I, R> {
  /** Sends the request; `idempotencyKey` goes in the Idempotency-Key header (the api-client hooks take it). */
  run: (input: I, idempotencyKey: string) => Promise<R>;
  onSuccess?: (result: R, input: I) => void;
  /** The server answered with an error, or the browser is offline (`OfflineError`, nothing sent): nothing moved,
   * the form keeps its input. */
  onFailure?: (error: unknown, input: I) => void;
  /** No answer: called once the balances have been re-read. */
  onUnknown?: (error: unknown, input: I) => void;
  /** What to re-read after an unknown result (default: the wallet, i.e. every balance). */
  recheck?: readonly QueryKey[];
}

export interface MoneyAction<I> {
  /** Starts the action once; ignored while one is in flight or balances are being re-read. */
  confirm: (input: I) => Promise<void>;
  status: MoneyActionStatus;
  /** True while a confirm would be ignored: show the pending state. */
  pending: boolean;
  error: unknown;
  /** Back to idle (e.g. when the modal closes); an unknown result's key is forgotten. */
  reset: () => void;
}

export function useMoneyAction<I, R>(options: MoneyActionOptions<I, R>): MoneyAction<I> {
  const queryClient = useQueryClient();
  const checkSession = useContext(AppContext)?.checkSession;
  const [state, setState] = useState<MoneyActionState>(IDLE_MONEY_ACTION);
  const stateRef = useRef(state);
  const latest = useRef(options);
  latest.current = options;

  const commit = useCallback((next: MoneyActionState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const confirm = useCallback(
    async (input: I) => {
      if (isBusy(stateRef.current)) return;
      // Another tab logged in or out since this screen loaded its player: nothing is sent (the page is leaving).
      if (checkSession && !checkSession()) return;
      // Offline: refused at once and never queued (a confirm must not be sent minutes later); the state is kept,
      // so an earlier unknown result keeps its key for the retry.
      if (!onlineManager.isOnline()) {
        latest.current.onFailure?.(new OfflineError(), input);
        return;
      }
      const start = startConfirm(stateRef.current, fingerprintOf(input), newIdempotencyKey);
      if (!start.started) return;
      commit(start.state);
      const key = start.state.key as string;
      let result: R;
      try {
        result = await latest.current.run(input, key);
      } catch (error) {
        const next = settle(stateRef.current, { ok: false, error });
        commit(next);
        if (next.status === 'failed') {
          latest.current.onFailure?.(error, input);
          return;
        }
        const keys = latest.current.recheck ?? [apiKeys.wallet];
        await Promise.allSettled(
          keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
        );
        commit(recheckDone(stateRef.current));
        latest.current.onUnknown?.(error, input);
        return;
      }
      commit(settle(stateRef.current, { ok: true }));
      latest.current.onSuccess?.(result, input);
    },
    [commit, queryClient, checkSession],
  );

  const reset = useCallback(() => {
    if (!isBusy(stateRef.current)) commit(IDLE_MONEY_ACTION);
  }, [commit]);

  return { confirm, status: state.status, pending: isBusy(state), error: state.error, reset };
}
