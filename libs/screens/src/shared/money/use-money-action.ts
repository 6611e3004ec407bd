// The React side of the money action: the orchestration is the framework-free core (money-action.ts); the hook keeps
// one core per screen, hands it the latest sender, callbacks and app surroundings, and subscribes to its state.
import { useContext, useState, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { isBusy, type MoneyActionStatus } from './money-action-state';
import { MoneyActionCore, type MoneyActionEnvironment, type MoneyActionOptions } from './money-action';
import { AppContext } from '../app-context';

export type { MoneyActionCallbacks, MoneyActionOptions, MoneyActionSender, MoneyCall } from './money-action';

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

const isOnline = () => onlineManager.isOnline();

/** Generics: V the money hook's inputs, R its answer, I the confirm's input (default: V). */
export function useMoneyAction<V, R, I = V>(options: MoneyActionOptions<I, R, V>): MoneyAction<I> {
  const queryClient = useQueryClient();
  // Outside the app (a story, a unit test) there is no session check nor account switch.
  const app = useContext(AppContext);
  const environment: MoneyActionEnvironment = {
    queryClient,
    isOnline,
    ...(app?.checkSession ? { checkSession: app.checkSession } : {}),
    ...(app?.accountSwitch ? { accountSwitch: app.accountSwitch } : {}),
  };
  const [core] = useState(() => new MoneyActionCore<I, R, V>(options, environment));
  // The latest closures, read when a confirm runs (a ref's role; the core is no React state).
  core.update(options, environment);
  const state = useSyncExternalStore(core.subscribe, core.getSnapshot, core.getSnapshot);
  return {
    confirm: core.confirm,
    status: state.status,
    pending: isBusy(state),
    error: state.error,
    reset: core.reset,
  };
}
