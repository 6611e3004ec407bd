// The framework-free chat client. It wires managers around one shared core (store, events, messages), the way
// stream-chat-js composes its client: history paging, resync, the realtime link, outbox delivery, uploads, identity
// reset and read marks each live in their own file; this one owns only the start/destroy lifecycle.
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MARK_READ_DELAY_MS,
  CHAT_RECONNECT_DELAY_MS,
  CHAT_SOCKET_CHECK_MS,
} from '@wallet/domain';
import { createChatCore } from './chat-core';
import type { ChatClient, ChatClientOptions } from './client-types';
import { createHistoryManager } from './history-manager';
import { createMemoryStorage, GUEST_ID_STORAGE_KEY, randomId, resolveIdentity, roomName } from './identity';
import type { ChatStorage } from './identity';
import { createIdentityManager } from './identity-manager';
import { browserLifecycle } from './lifecycle';
import { createOutboxManager } from './outbox-manager';
import { createReadMarksManager } from './read-marks-manager';
import { createRealtimeManager } from './realtime-manager';
import { createResyncManager } from './resync-manager';
import { createUploadManager } from './upload-manager';

function defaultStorage(): ChatStorage {
  try {
    const ls = (globalThis as { localStorage?: ChatStorage }).localStorage;
    if (ls) return ls;
  } catch {
    // Access to localStorage can throw when storage is blocked.
  }
  return createMemoryStorage();
}

/** Creates a chat client. Nothing happens on the network until `start()`. */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const storage = options.storage ?? defaultStorage();
  const guestIdKey = options.guestIdKey ?? GUEST_ID_STORAGE_KEY;
  const createId = options.createId ?? randomId;
  const lifecycle = options.lifecycle === undefined ? browserLifecycle() : options.lifecycle;
  const core = createChatCore(
    {
      transport: options.transport,
      storage,
      guestIdKey,
      createId,
      now: options.now ?? (() => new Date()),
      pageSize: CHAT_HISTORY_PAGE_SIZE,
    },
    resolveIdentity(options.userId, storage, guestIdKey, createId),
    options.profile,
  );
  const { store, events } = core;

  let starting: Promise<void> | null = null;
  let stopLifecycle: (() => void) | null = null;
  const history = createHistoryManager(core);
  const resyncs = createResyncManager(core, history, () => starting);
  const { resync } = resyncs;
  const realtime = createRealtimeManager(
    core,
    {
      socketUrl: options.socketUrl ?? null,
      reconnectDelayMs: options.reconnectDelayMs ?? CHAT_RECONNECT_DELAY_MS,
      socketCheckMs: options.socketCheckMs ?? CHAT_SOCKET_CHECK_MS,
      socketOptions: options.socketOptions,
    },
    resync,
  );
  const uploads = createUploadManager(core);
  const outbox = createOutboxManager(core, uploads);
  const readMarks = createReadMarksManager(core, options.markReadDelayMs ?? CHAT_MARK_READ_DELAY_MS);
  const identity = createIdentityManager(core, { history, realtime, uploads, readMarks });

  async function doStart(): Promise<void> {
    const gen = core.generation;
    store.setState({ phase: 'starting', lastError: null });
    try {
      const config = await options.transport.config();
      if (gen !== core.generation) return;
      core.prefix = config.PREFIX;
    } catch (error) {
      store.setState({ phase: 'failed' });
      core.fail('start', error);
      return;
    }
    store.setState({ room: roomName(core.prefix, store.getState().identity) });
    const joined = realtime.willJoin ? realtime.afterNextJoin() : null;
    realtime.connect();
    if (!stopLifecycle && lifecycle) stopLifecycle = lifecycle.subscribe(() => void resync());
    if (joined) await joined;
    if (gen !== core.generation) return;
    try {
      await history.loadFirstPage(gen);
    } catch (error) {
      core.fail('history', error);
    }
    if (gen !== core.generation) return;
    store.setState({ phase: 'ready' });
    events.emit('ready', { room: store.getState().room });
    if (realtime.resyncAfterStart) {
      realtime.resyncAfterStart = false;
      void resync();
    }
  }

  return {
    store,
    getState: store.getState,
    subscribe: store.subscribe,
    on: events.on,
    off: events.off,
    start() {
      const phase = store.getState().phase;
      if (phase === 'destroyed') return Promise.reject(new Error('The chat client was destroyed.'));
      if (phase === 'ready') return Promise.resolve();
      if (!starting || phase === 'failed') {
        starting = doStart().finally(() => {
          if (store.getState().phase !== 'ready') starting = null;
        });
      }
      return starting;
    },
    resync,
    setUser: (userId, profile) => identity.setUser(userId ?? null, profile),
    // The managers' methods close over their state and never use `this`: handed out as they are, no wrappers.
    loadOlder: history.loadOlder,
    sendText: outbox.sendText,
    sendPostback: outbox.sendPostback,
    sendFile: outbox.sendFile,
    resend: outbox.resend,
    remove: outbox.remove,
    cancelUpload: uploads.cancel,
    markSeen: readMarks.markSeen,
    destroy() {
      core.generation += 1;
      realtime.close();
      stopLifecycle?.();
      stopLifecycle = null;
      readMarks.stop();
      uploads.cancelAll();
      uploads.revokeAll();
      store.setState({ phase: 'destroyed', connection: 'off' });
      events.clear();
    },
  };
}
