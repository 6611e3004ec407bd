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

export interface RealtimeManager {
  /** A join that happened before `ready`: the start asks for a resync once ready. */
  resyncAfterStart: boolean;
  /** Whether a link is open. */
  readonly open: boolean;
  /** Whether a start should wait for the first join: realtime is configured and not open yet. */
  readonly willJoin: boolean;
  /**
   * Resolves once the room is joined (or after JOIN_WAIT_MS without a join: the socket may be blocked, and the
   * history must not wait for it). A history read after the join needs no second read to catch messages stored
   * while the join was on its way; one read before it would (issue 26: two history calls on every page load).
   */
  afterNextJoin(): Promise<void>;
  connect(): void;
  /** Leaves `previousRoom` for the current room; resolves after the join (or its timeout). No-op without a link. */
  rejoin(previousRoom: string | null): Promise<void>;
  close(): void;
}

export function createRealtimeManager(
  core: ChatCore,
  settings: RealtimeSettings,
  resync: () => Promise<void>,
): RealtimeManager {
  const { store, events } = core;
  // Private: closure locals, so the minifier may rename them.
  let link: RealtimeLink | null = null;
  /** Set while a first history read waits for the room's join (see afterNextJoin). */
  let joinWaiter: (() => void) | null = null;

  const afterNextJoin = (): Promise<void> =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (joinWaiter === done) joinWaiter = null;
        resolve();
      };
      const timer = setTimeout(done, JOIN_WAIT_MS);
      joinWaiter = done;
    });

  const realtime: RealtimeManager = {
    resyncAfterStart: false,
    get open() {
      return link !== null;
    },
    get willJoin() {
      return Boolean(settings.socketUrl) && !link;
    },
    afterNextJoin,
    connect() {
      if (!settings.socketUrl || link) return;
      link = openRealtime({
        url: settings.socketUrl,
        room: () => store.getState().room ?? '',
        reconnectDelayMs: settings.reconnectDelayMs,
        checkMs: settings.socketCheckMs,
        ...(settings.socketOptions ? { socketOptions: settings.socketOptions } : {}),
        onMessage: (payload) => core.mergeIncoming(normalizeMessages(payload), true),
        onConnection: (state, reconnected) => {
          store.setState({ connection: state });
          events.emit('connection', { state, reconnected });
          if (state === 'connected' && reconnected) void resync();
        },
        onJoined: () => {
          // A first read waiting for this join follows it: it misses nothing, so nothing is read twice.
          if (joinWaiter) {
            joinWaiter();
            return;
          }
          // Messages stored between a history read and the join reaching the server only exist in history: read again.
          if (store.getState().phase === 'ready') void resync();
          else realtime.resyncAfterStart = true;
        },
      });
    },
    async rejoin(previousRoom) {
      if (!link) return;
      const joined = afterNextJoin();
      link.rejoin(previousRoom);
      await joined;
    },
    close() {
      joinWaiter?.();
      link?.close();
      link = null;
    },
  };
  return realtime;
}
