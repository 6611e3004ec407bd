// The realtime link: opens socket.io once the room is known, merges pushed messages, reports the connection and
// asks for a resync whenever a (re)join may have let messages slip past.
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type { ChatCore } from './chat-core';
import { normalizeMessages } from './normalize';
import { JOIN_ACK_TIMEOUT_MS, openRealtime } from './realtime';
import type { RealtimeLink } from './realtime';

/** Longest a first history read waits for the room's join: the join's own acknowledgement wait, plus connecting. */
const JOIN_WAIT_MS = JOIN_ACK_TIMEOUT_MS + 1000;

export interface RealtimeSettings {
  socketUrl: string | null;
  reconnectDelayMs: number;
  socketCheckMs: number;
  socketOptions: Partial<ManagerOptions & SocketOptions> | undefined;
}

export class RealtimeManager {
  /** A join that happened before `ready`: the start asks for a resync once ready. */
  resyncAfterStart = false;
  private link: RealtimeLink | null = null;
  /** Set while a first history read waits for the room's join (see afterNextJoin). */
  private joinWaiter: (() => void) | null = null;

  constructor(
    private readonly core: ChatCore,
    private readonly settings: RealtimeSettings,
    private readonly resync: () => Promise<void>,
  ) {}

  /** Whether a link is open. */
  get open(): boolean {
    return this.link !== null;
  }

  /** Whether a start should wait for the first join: realtime is configured and not open yet. */
  get willJoin(): boolean {
    return Boolean(this.settings.socketUrl) && !this.link;
  }

  /**
   * Resolves once the room is joined (or after JOIN_WAIT_MS without a join: the socket may be blocked, and the
   * history must not wait for it). A history read after the join needs no second read to catch messages stored
   * while the join was on its way; one read before it would (issue 26: two history calls on every page load).
   */
  afterNextJoin(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.joinWaiter === done) this.joinWaiter = null;
        resolve();
      };
      const timer = setTimeout(done, JOIN_WAIT_MS);
      this.joinWaiter = done;
    });
  }

  connect(): void {
    const { core, settings } = this;
    if (!settings.socketUrl || this.link) return;
    this.link = openRealtime({
      url: settings.socketUrl,
      room: () => core.store.getState().room ?? '',
      reconnectDelayMs: settings.reconnectDelayMs,
      checkMs: settings.socketCheckMs,
      ...(settings.socketOptions ? { socketOptions: settings.socketOptions } : {}),
      onMessage: (payload) => core.mergeIncoming(normalizeMessages(payload), true),
      onConnection: (state, reconnected) => {
        core.store.setState({ connection: state });
        core.events.emit('connection', { state, reconnected });
        if (state === 'connected' && reconnected) void this.resync();
      },
      onJoined: () => {
        // A first read waiting for this join follows it: it misses nothing, so nothing is read twice.
        if (this.joinWaiter) {
          this.joinWaiter();
          return;
        }
        // Messages stored between a history read and the join reaching the server only exist in history: read again.
        if (core.store.getState().phase === 'ready') void this.resync();
        else this.resyncAfterStart = true;
      },
    });
  }

  /** Leaves `previousRoom` for the current room; resolves after the join (or its timeout). No-op without a link. */
  async rejoin(previousRoom: string | null): Promise<void> {
    if (!this.link) return;
    const joined = this.afterNextJoin();
    this.link.rejoin(previousRoom);
    await joined;
  }

  close(): void {
    this.joinWaiter?.();
    this.link?.close();
    this.link = null;
  }
}
