// The product's one mechanism for actions that move money: exactly one request per confirm (a ref guards it
// before React re-renders), a pending state, no automatic retry, an Idempotency-Key per confirm (minted here and
// handed straight to the api-client's money hook, which owns its header), and after a timeout or lost connection the
// hook's recheck re-reads the balances before the player may retry.
import { useCallback, useContext, useRef, useState } from 'react';
import { onlineManager, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { newIdempotencyKey } from '@wallet/api-client';
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

/** What a money action sends through: a money hook's result (`useTransfer()`, ...: `MoneyMutation`). */
export interface MoneyCall<V, R> {
  mutateAsync(variables: V & { idempotencyKey?: string }): Promise<R>;
  /** Re-reads what the call may have changed (the hook's own list, balances included). */
  recheck(): Promise<void>;
}

/** How the action sends: a money hook, or (for a call without an Idempotency-Key, the profile edit) a plain call. */
export type MoneyActionSender<I, R, V> =
  | {
      mutation: MoneyCall<V, R>;
      /** The hook's inputs from the confirm's (default: the same); may wait (the gift link is sealed first). */
      toInput?: (input: I) => V | Promise<V>;
    }
  | { run: (input: I) => Promise<R>; recheck: readonly QueryKey[] };

export type MoneyActionOptions<I, R, V = I> = MoneyActionSender<I, R, V> & MoneyActionCallbacks<I, R>;

export interface MoneyActionCallbacks<I, R> {
  onSuccess?: (result: R, input: I) => void;
  /** The server answered with an error, or the browser is offline (`OfflineError`, nothing sent): nothing moved,
   * the form keeps its input. */
  onFailure?: (error: unknown, input: I) => void;
  /** No answer: called once the balances have been re-read. */
  onUnknown?: (error: unknown, input: I) => void;
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

/** Sends one confirm with its key; the key reaches the header only through the money hook. */
async function send<I, R, V>(sender: MoneyActionSender<I, R, V>, input: I, idempotencyKey: string) {
  if ('run' in sender) return sender.run(input);
  const variables = sender.toInput ? await sender.toInput(input) : (input as unknown as V);
  return sender.mutation.mutateAsync({ ...variables, idempotencyKey });
}

/** Generics: V the money hook's inputs, R its answer, I the confirm's input (default: V). */
export function useMoneyAction<V, R, I = V>(options: MoneyActionOptions<I, R, V>): MoneyAction<I> {
  const queryClient = useQueryClient();
  const app = useContext(AppContext);
  const checkSession = app?.checkSession;
  const accountSwitch = app?.accountSwitch;
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
      // Another tab's login waits for this answer before the tab switches player, then tells it (account-switch).
      const answered = accountSwitch?.moneySent();
      let result: R;
      try {
        result = await send(latest.current, input, key);
      } catch (error) {
        const next = settle(stateRef.current, { ok: false, error });
        answered?.(next.status === 'failed' ? 'failed' : 'unknown');
        commit(next);
        if (next.status === 'failed') {
          latest.current.onFailure?.(error, input);
          return;
        }
        const sender = latest.current;
        await ('run' in sender
          ? Promise.allSettled(
              sender.recheck.map((queryKey) =>
                queryClient.invalidateQueries({ queryKey, refetchType: 'all' }),
              ),
            )
          : sender.mutation.recheck());
        commit(recheckDone(stateRef.current));
        latest.current.onUnknown?.(error, input);
        return;
      }
      answered?.('succeeded');
      commit(settle(stateRef.current, { ok: true }));
      latest.current.onSuccess?.(result, input);
    },
    [commit, queryClient, checkSession, accountSwitch],
  );

  const reset = useCallback(() => {
    if (!isBusy(stateRef.current)) commit(IDLE_MONEY_ACTION);
  }, [commit]);

  return { confirm, status: state.status, pending: isBusy(state), error: state.error, reset };
}
