// History paging: the newest page on start, older pages on demand (skip grows by the page size), and the watermark
// (newest server time contiguous with loaded history) that resync pages back to.
import type { ChatCore } from './chat-core';
import type { ChatWireMessage } from './types';

export const timeOf = (iso: string | undefined): number => {
  const t = Date.parse(iso ?? '');
  return Number.isNaN(t) ? 0 : t;
};

export interface HistoryManager {
  /** Newest server time known to be contiguous with loaded history; resync pages back until it. */
  watermark: number;
  /** Whether the first page of this identity was merged. */
  loaded: boolean;
  fetchPage(skip: number): Promise<ChatWireMessage[]>;
  loadFirstPage(gen: number): Promise<void>;
  loadOlder(): Promise<void>;
  /** Forgets the paging of the previous identity. */
  reset(): void;
}

export function createHistoryManager(core: ChatCore): HistoryManager {
  const { store, events, settings } = core;
  const { pageSize } = settings;
  // Private: a closure local, so the minifier may rename it.
  let olderSkip = 0;

  const fetchPage = (skip: number): Promise<ChatWireMessage[]> => {
    const { identity } = store.getState();
    return settings.transport.history({
      userId: identity.userId,
      guestId: identity.guestId,
      limit: pageSize,
      skip,
    });
  };

  const history: HistoryManager = {
    watermark: 0,
    loaded: false,
    fetchPage,
    async loadFirstPage(gen) {
      const page = await fetchPage(0);
      if (gen !== core.generation) return;
      const added = core.mergeIncoming(page, false);
      for (const m of page) history.watermark = Math.max(history.watermark, timeOf(m.createdAt));
      history.loaded = true;
      olderSkip = pageSize;
      core.publish({ hasMore: page.length >= pageSize });
      events.emit('synced', { reason: 'start', added });
    },
    async loadOlder() {
      const state = store.getState();
      if (state.phase !== 'ready' || state.loadingOlder || !state.hasMore) return;
      const gen = core.generation;
      store.setState({ loadingOlder: true });
      try {
        const page = await fetchPage(olderSkip);
        if (gen !== core.generation) return;
        const added = core.mergeIncoming(page, false);
        olderSkip += pageSize;
        core.publish({ hasMore: page.length >= pageSize });
        events.emit('synced', { reason: 'older', added });
      } catch (error) {
        core.fail('history', error);
      } finally {
        store.setState({ loadingOlder: false });
      }
    },
    reset() {
      history.watermark = 0;
      history.loaded = false;
      olderSkip = 0;
    },
  };
  return history;
}
