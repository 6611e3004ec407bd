// Signals that missed messages should be fetched: the page became visible again or the device came back online.

/** Source of "wake up and resync" signals; the browser one is used by default when a DOM exists. */
export interface ChatLifecycle {
  subscribe(wake: () => void): () => void;
}

interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Visibility and online events of the current page, or null outside a browser. */
export function browserLifecycle(): ChatLifecycle | null {
  const g = globalThis as {
    document?: EventSourceLike & { visibilityState?: string };
    addEventListener?: unknown;
  };
  const doc = g.document;
  if (!doc || typeof g.addEventListener !== 'function') return null;
  const win = globalThis as unknown as EventSourceLike;
  return {
    subscribe(wake) {
      const onVisible = () => {
        if (doc.visibilityState === 'visible') wake();
      };
      doc.addEventListener('visibilitychange', onVisible);
      win.addEventListener('online', wake);
      return () => {
        doc.removeEventListener('visibilitychange', onVisible);
        win.removeEventListener('online', wake);
      };
    },
  };
}
