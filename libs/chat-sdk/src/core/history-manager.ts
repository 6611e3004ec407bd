// History paging: the newest page on start, older pages on demand (skip grows by the page size), and the watermark
// (newest server time contiguous with loaded history) that resync pages back to.
import type { ChatCore } from './chat-core';
import type { ChatWireMessage } from './types';

export const timeOf = (iso: string | undefined): number => {
  const t = Date.parse(iso ?? '');
  return Number.isNaN(t) ? 0 : t;
};

export class HistoryManager {
  /** Newest server time known to be contiguous with loaded history; resync pages back until it. */
  watermark = 0;
  /** Whether the first page of this identity was merged. */
  loaded = false;
  private olderSkip = 0;

  constructor(private readonly core: ChatCore) {}

  fetchPage(skip: number): Promise<ChatWireMessage[]> {
    const { identity } = this.core.store.getState();
    const limit = this.core.settings.pageSize;
    return this.core.settings.transport.history({
      userId: identity.userId,
      guestId: identity.guestId,
      limit,
      skip,
    });
  }

  advanceWatermark(page: readonly ChatWireMessage[]): void {
    for (const m of page) this.watermark = Math.max(this.watermark, timeOf(m.createdAt));
  }

  async loadFirstPage(gen: number): Promise<void> {
    const { core } = this;
    const page = await this.fetchPage(0);
    if (gen !== core.generation) return;
    const added = core.mergeIncoming(page, false);
    this.advanceWatermark(page);
    this.loaded = true;
    this.olderSkip = core.settings.pageSize;
    core.publish({ hasMore: page.length >= core.settings.pageSize });
    core.events.emit('synced', { reason: 'start', added });
  }

  async loadOlder(): Promise<void> {
    const { core } = this;
    const state = core.store.getState();
    if (state.phase !== 'ready' || state.loadingOlder || !state.hasMore) return;
    const gen = core.generation;
    core.store.setState({ loadingOlder: true });
    try {
      const page = await this.fetchPage(this.olderSkip);
      if (gen !== core.generation) return;
      const added = core.mergeIncoming(page, false);
      this.olderSkip += core.settings.pageSize;
      core.publish({ hasMore: page.length >= core.settings.pageSize });
      core.events.emit('synced', { reason: 'older', added });
    } catch (error) {
      core.fail('history', error);
    } finally {
      core.store.setState({ loadingOlder: false });
    }
  }

  /** Forgets the paging of the previous identity. */
  reset(): void {
    this.watermark = 0;
    this.loaded = false;
    this.olderSkip = 0;
  }
}
