// Identity reset: login and logout switch between guest and player. Everything of the previous identity is dropped
// (a new generation makes its late answers harmless), the new room is joined, and its history read after the join.
import type { ChatCore } from './chat-core';
import type { ChatProfile } from './client-types';
import type { HistoryManager } from './history-manager';
import { resolveIdentity, roomName } from './identity';
import type { ReadMarksManager } from './read-marks-manager';
import type { RealtimeManager } from './realtime-manager';
import type { UploadManager } from './upload-manager';

export class IdentityManager {
  constructor(
    private readonly core: ChatCore,
    private readonly parts: {
      history: HistoryManager;
      realtime: RealtimeManager;
      uploads: UploadManager;
      readMarks: ReadMarksManager;
    },
  ) {}

  async setUser(userId: string | null, profile?: ChatProfile): Promise<void> {
    if (profile) this.core.profile = { ...profile };
    const current = this.core.store.getState().identity;
    if (userId === current.userId && (userId || current.guestId)) return;
    await this.reset(userId);
  }

  private async reset(userId: string | null): Promise<void> {
    const { core, parts } = this;
    core.generation += 1;
    parts.uploads.cancelAll();
    core.messages.clear();
    parts.history.reset();
    parts.readMarks.reset();
    const { storage, guestIdKey, createId } = core.settings;
    const identity = resolveIdentity(userId, storage, guestIdKey, createId);
    const { phase, room: previousRoom } = core.store.getState();
    core.publish({
      identity,
      room: phase === 'ready' ? roomName(core.prefix, identity) : null,
      unread: 0,
      hasMore: true,
    });
    if (phase !== 'ready') return;
    const gen = core.generation;
    if (parts.realtime.open) {
      await parts.realtime.rejoin(previousRoom);
      if (gen !== core.generation) return;
    }
    try {
      await parts.history.loadFirstPage(gen);
    } catch (error) {
      core.fail('history', error);
    }
  }
}
