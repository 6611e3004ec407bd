// Identity reset: login and logout switch between guest and player. Everything of the previous identity is dropped
// (a new generation makes its late answers harmless), the new room is joined, and its history read after the join.
import type { ChatCore } from './chat-core';
import type { ChatProfile } from './client-types';
import type { HistoryManager } from './history-manager';
import { resolveIdentity, roomName } from './identity';
import type { ReadMarksManager } from './read-marks-manager';
import type { RealtimeManager } from './realtime-manager';
import type { UploadManager } from './upload-manager';

export interface IdentityManager {
  setUser(userId: string | null, profile?: ChatProfile): Promise<void>;
}

export function createIdentityManager(
  core: ChatCore,
  parts: {
    history: HistoryManager;
    realtime: RealtimeManager;
    uploads: UploadManager;
    readMarks: ReadMarksManager;
  },
): IdentityManager {
  const { store } = core;
  const { history, realtime, uploads, readMarks } = parts;

  // A closure local (not a member), so the minifier may rename it.
  const reset = async (userId: string | null): Promise<void> => {
    core.generation += 1;
    uploads.cancelAll();
    core.messages.clear();
    history.reset();
    readMarks.reset();
    const { storage, guestIdKey, createId } = core.settings;
    const identity = resolveIdentity(userId, storage, guestIdKey, createId);
    const { phase, room: previousRoom } = store.getState();
    core.publish({
      identity,
      room: phase === 'ready' ? roomName(core.prefix, identity) : null,
      unread: 0,
      hasMore: true,
    });
    if (phase !== 'ready') return;
    const gen = core.generation;
    if (realtime.open) {
      await realtime.rejoin(previousRoom);
      if (gen !== core.generation) return;
    }
    try {
      await history.loadFirstPage(gen);
    } catch (error) {
      core.fail('history', error);
    }
  };

  return {
    async setUser(userId, profile) {
      if (profile) core.profile = { ...profile };
      const current = store.getState().identity;
      if (userId === current.userId && (userId || current.guestId)) return;
      await reset(userId);
    },
  };
}
