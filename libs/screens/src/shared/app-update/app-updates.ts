// A new deployment, as the screens see it: mountWalletApp registers the app's service worker (pwa-registration.ts)
// and says when a new version is installed and waiting; the player decides when to switch, so old and new chunks
// never mix.

/**
 * Registers the app's service worker. `onNeedRefresh` runs when a new version is installed and waiting; the
 * returned function activates it, and the page reloads under it (vite-plugin-pwa's `registerSW` fits).
 */
export type RegisterServiceWorker = (events: { onNeedRefresh(): void }) => Promise<() => Promise<void>>;

export interface AppUpdates {
  /** True once a new version waits for the player's go. */
  isWaiting(): boolean;
  subscribe(listener: () => void): () => void;
  /** Switches to the waiting version (the page reloads). */
  apply(): Promise<void>;
}

/** The update store; without a registration (tests, development) no version ever waits. */
export function createAppUpdates(register?: RegisterServiceWorker): AppUpdates {
  let waiting = false;
  const listeners = new Set<() => void>();
  const activation = register?.({
    onNeedRefresh: () => {
      waiting = true;
      for (const listener of listeners) listener();
    },
  });
  // A failed registration only means no offline shell and no update prompt; the app works on.
  activation?.catch(() => undefined);
  return {
    isWaiting: () => waiting,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async apply() {
      if (activation) await (await activation)();
    },
  };
}
