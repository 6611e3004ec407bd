// Read marks: once the messages are on screen, the read mark is sent after a delay (one call per burst of views).
import type { ChatCore } from './chat-core';

export class ReadMarksManager {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The first mark of an identity goes out even with nothing unread counted here; later ones only when unread. */
  private sentOnce = false;

  constructor(
    private readonly core: ChatCore,
    private readonly delayMs: number,
  ) {}

  markSeen(): void {
    const { core } = this;
    if (this.timer !== undefined || core.store.getState().phase !== 'ready') return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.sentOnce && core.store.getState().unread === 0) return;
      this.sentOnce = true;
      core.store.setState({ unread: 0 });
      core.settings.transport.markRead(core.store.getState().identity).then(
        () => core.events.emit('read', { at: core.settings.now().toISOString() }),
        (error: unknown) => core.fail('markRead', error),
      );
    }, this.delayMs);
  }

  /** A new identity gets its own first mark. */
  reset(): void {
    this.sentOnce = false;
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
