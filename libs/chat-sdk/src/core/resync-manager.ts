// Resync: fetches what was missed (after a reconnect, a join, the page becoming visible) by reading the newest pages
// until they reach history already loaded. Calls while one runs are coalesced into one more run.
import type { ChatCore } from './chat-core';
import { timeOf } from './history-manager';
import type { HistoryManager } from './history-manager';

export class ResyncManager {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly core: ChatCore,
    private readonly history: HistoryManager,
    /** The start in progress, which a resync before `ready` waits for instead. */
    private readonly starting: () => Promise<void> | null,
  ) {}

  resync(): Promise<void> {
    const { core } = this;
    if (core.store.getState().phase !== 'ready') return this.starting() ?? Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const gen = core.generation;
    const run = async () => {
      do {
        this.again = false;
        try {
          await this.runOnce(gen);
        } catch (error) {
          core.fail('resync', error);
        }
      } while (this.again && gen === core.generation);
    };
    this.running = run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runOnce(gen: number): Promise<void> {
    const { core, history } = this;
    if (!history.loaded) {
      await history.loadFirstPage(gen);
      return;
    }
    const pageSize = core.settings.pageSize;
    let skip = 0;
    let added = 0;
    let newest = history.watermark;
    // Newest pages until one reaches history we already had (or the first message): everything missed is merged.
    for (let guard = 0; guard < 1000; guard += 1) {
      const page = await history.fetchPage(skip);
      if (gen !== core.generation) return;
      added += core.mergeIncoming(page, true);
      for (const m of page) newest = Math.max(newest, timeOf(m.createdAt));
      const reachedKnown = page.some((m) => timeOf(m.createdAt) <= history.watermark);
      if (page.length < pageSize || reachedKnown) break;
      skip += pageSize;
    }
    history.watermark = newest;
    core.events.emit('synced', { reason: 'resync', added });
  }
}
