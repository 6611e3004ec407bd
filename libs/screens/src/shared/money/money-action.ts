// The money action's orchestration, framework-free (TanStack Query's shape: a core with subscribe/getSnapshot, the
// React hook only subscribes): exactly one request per confirm (the busy check runs before any await), a pending
// state, no retry or queue by itself (offline fails at once), an Idempotency-Key per confirm handed to the money
// call, and after a timeout or lost connection the call's recheck re-reads the balances before the player may retry.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { newIdempotencyKey } from '@wallet/api-client';
import type { AccountSwitch } from './account-switch';
import {
  fingerprintOf,
  IDLE_MONEY_ACTION,
  isBusy,
  OfflineError,
  recheckDone,
  settle,
  startConfirm,
  type MoneyActionState,
} from './money-action-state';

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

export interface MoneyActionCallbacks<I, R> {
  onSuccess?: (result: R, input: I) => void;
  /** The server answered with an error, or the browser is offline (`OfflineError`, nothing sent): nothing moved,
   * the form keeps its input. */
  onFailure?: (error: unknown, input: I) => void;
  /** No answer: called once the balances have been re-read. */
  onUnknown?: (error: unknown, input: I) => void;
}

export type MoneyActionOptions<I, R, V = I> = MoneyActionSender<I, R, V> & MoneyActionCallbacks<I, R>;

/** What the core needs of its surroundings (the React hook hands in the app's). */
export interface MoneyActionEnvironment {
  queryClient: QueryClient;
  isOnline: () => boolean;
  /** False when another tab logged in or out since this screen loaded its player: nothing is sent. */
  checkSession?: () => boolean;
  accountSwitch?: Pick<AccountSwitch, 'moneySent'>;
  newKey?: () => string;
}

/** Sends one confirm with its key; the key reaches the header only through the money hook. */
async function send<I, R, V>(sender: MoneyActionSender<I, R, V>, input: I, idempotencyKey: string) {
  if ('run' in sender) return sender.run(input);
  const variables = sender.toInput ? await sender.toInput(input) : (input as unknown as V);
  return sender.mutation.mutateAsync({ ...variables, idempotencyKey });
}

/** Generics: V the money call's inputs, R its answer, I the confirm's input (default: V). */
export class MoneyActionCore<I, R, V = I> {
  private state: MoneyActionState = IDLE_MONEY_ACTION;
  private readonly listeners = new Set<() => void>();
  private options: MoneyActionOptions<I, R, V>;
  private environment: MoneyActionEnvironment;

  constructor(options: MoneyActionOptions<I, R, V>, environment: MoneyActionEnvironment) {
    this.options = options;
    this.environment = environment;
  }

  /** The latest sender and callbacks (a screen's closures change on each render); the state is kept. */
  update(options: MoneyActionOptions<I, R, V>, environment: MoneyActionEnvironment): void {
    this.options = options;
    this.environment = environment;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): MoneyActionState => this.state;

  /** Starts the action once; ignored while one is in flight or balances are being re-read. */
  readonly confirm = async (input: I): Promise<void> => {
    if (isBusy(this.state)) return;
    const { checkSession, accountSwitch, isOnline, newKey = newIdempotencyKey } = this.environment;
    if (checkSession && !checkSession()) return;
    // Offline: refused at once and never queued (a confirm must not be sent minutes later); the state is kept,
    // so an earlier unknown result keeps its key for the retry.
    if (!isOnline()) {
      this.options.onFailure?.(new OfflineError(), input);
      return;
    }
    const start = startConfirm(this.state, fingerprintOf(input), newKey);
    if (!start.started) return;
    this.commit(start.state);
    const key = start.state.key as string;
    // Another tab's login waits for this answer before the tab switches player, then tells it (account-switch).
    const answered = accountSwitch?.moneySent();
    let result: R;
    try {
      result = await send(this.options, input, key);
    } catch (error) {
      const next = settle(this.state, { ok: false, error });
      answered?.(next.status === 'failed' ? 'failed' : 'unknown');
      this.commit(next);
      if (next.status === 'failed') {
        this.options.onFailure?.(error, input);
        return;
      }
      await this.recheck();
      this.commit(recheckDone(this.state));
      this.options.onUnknown?.(error, input);
      return;
    }
    answered?.('succeeded');
    this.commit(settle(this.state, { ok: true }));
    this.options.onSuccess?.(result, input);
  };

  /** Back to idle (e.g. when the modal closes); an unknown result's key is forgotten. Ignored while busy. */
  readonly reset = (): void => {
    if (!isBusy(this.state)) this.commit(IDLE_MONEY_ACTION);
  };

  private async recheck(): Promise<void> {
    const sender = this.options;
    if (!('run' in sender)) return sender.mutation.recheck();
    const { queryClient } = this.environment;
    await Promise.allSettled(
      sender.recheck.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
    );
  }

  private commit(next: MoneyActionState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
