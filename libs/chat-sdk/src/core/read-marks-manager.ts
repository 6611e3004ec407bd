// Read marks: once the messages are on screen, the read mark is sent after a delay (one call per burst of views).
import type { ChatCore } from './chat-core';

export interface ReadMarksManager {
  markSeen(): void;
  /** A new identity gets its own first mark. */
  reset(): void;
  stop(): void;
}

export function createReadMarksManager(core: ChatCore, delayMs: number): ReadMarksManager {
  const { store, events, settings } = core;
  // Private: closure locals, so the minifier may rename them.
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The first mark of an identity goes out even with nothing unread counted here; later ones only when unread. */
  let sentOnce = false;

  return {
    markSeen() {
      if (timer !== undefined || store.getState().phase !== 'ready') return;
      timer = setTimeout(() => {
        timer = undefined;
        if (sentOnce && store.getState().unread === 0) return;
        sentOnce = true;
        store.setState({ unread: 0 });
        settings.transport.markRead(store.getState().identity).then(
          () => events.emit('read', { at: settings.now().toISOString() }),
          (error: unknown) => core.fail('markRead', error),
        );
      }, delayMs);
    },
    reset() {
      sentOnce = false;
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
