// Resync: fetches what was missed (after a reconnect, a join, the page becoming visible) by reading the newest pages
// until they reach history already loaded. Calls while one runs are coalesced into one more run.
import type { ChatCore } from './chat-core';
import { timeOf } from './history-manager';
import type { HistoryManager } from './history-manager';

export interface ResyncManager {
  resync(): Promise<void>;
}

export function createResyncManager(
  core: ChatCore,
  history: HistoryManager,
  /** The start in progress, which a resync before `ready` waits for instead. */
  starting: () => Promise<void> | null,
): ResyncManager {
  const { store, events } = core;
  const { pageSize } = core.settings;
  // Private: closure locals, so the minifier may rename them.
  let running: Promise<void> | null = null;
  let again = false;

  const runOnce = async (gen: number): Promise<void> => {
    if (!history.loaded) {
      await history.loadFirstPage(gen);
      return;
    }
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
    events.emit('synced', { reason: 'resync', added });
  };

  return {
    resync() {
      if (store.getState().phase !== 'ready') return starting() ?? Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      const gen = core.generation;
      const run = async () => {
        do {
          again = false;
          try {
            await runOnce(gen);
          } catch (error) {
            core.fail('resync', error);
          }
        } while (again && gen === core.generation);
      };
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
