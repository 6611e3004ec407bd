// The framework-free chat client: identity, history paging and resync, optimistic sending, uploads, read marks.
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MARK_READ_DELAY_MS,
  CHAT_RECONNECT_DELAY_MS,
  CHAT_SOCKET_CHECK_MS,
} from '@wallet/domain';
import type { MessageRef } from '@wallet/domain';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { createEmitter } from './emitter';
import type { Emitter } from './emitter';
import { createMemoryStorage, GUEST_ID_STORAGE_KEY, randomId, resolveIdentity, roomName } from './identity';
import type { ChatStorage } from './identity';
import { browserLifecycle } from './lifecycle';
import type { ChatLifecycle } from './lifecycle';
import { MessageCollection } from './message-collection';
import { normalizeMessages } from './normalize';
import { JOIN_ACK_TIMEOUT_MS, openRealtime } from './realtime';
import type { ChatConnection, RealtimeLink } from './realtime';
import { checkChatFile, checkChatText } from './rules';
import { createStore } from './store';
import type { ReadableStore } from './store';
import { isAbortError } from './transport';
import type { ChatFile, ChatTransport } from './transport';
import type { ChatButton, ChatIdentity, ChatItem, ChatWireMessage } from './types';

/** Profile fields copied onto every message this client sends. */
export interface ChatProfile {
  username?: string;
  name?: string;
  deviceToken?: string;
}

/** Options of {@link createChatClient}. */
export interface ChatClientOptions {
  /** REST calls; use {@link createHttpChatTransport} or your own. */
  transport: ChatTransport;
  /** Chat backend (socket.io) URL. Realtime starts only when this is set. */
  socketUrl?: string | null;
  /** Logged-in user id; null or absent chats as a guest. */
  userId?: string | null;
  profile?: ChatProfile;
  /** Where the guest id is kept; defaults to `localStorage` when available, else memory. */
  storage?: ChatStorage;
  /** Storage key of the guest id; defaults to 'guest-id'. */
  guestIdKey?: string;
  /** Id generator for guest ids and client message ids. */
  createId?: () => string;
  /** Clock, injectable for tests. */
  now?: () => Date;
  /** Reconnect delay in ms; defaults to CHAT_RECONNECT_DELAY_MS (500). */
  reconnectDelayMs?: number;
  /** Period of the rejoin check in ms; defaults to CHAT_SOCKET_CHECK_MS (5000). */
  socketCheckMs?: number;
  /** Delay before marking seen messages as read; defaults to CHAT_MARK_READ_DELAY_MS (1000). */
  markReadDelayMs?: number;
  /** Extra socket.io-client options (path, transports, auth...). */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
  /** Resync triggers; defaults to page visibility and online events in browsers. Pass null to disable. */
  lifecycle?: ChatLifecycle | null;
}

/** Lifecycle of the client. */
export type ChatPhase = 'idle' | 'starting' | 'ready' | 'failed' | 'destroyed';

/** Everything the UI renders, as one immutable snapshot. */
export interface ChatState {
  phase: ChatPhase;
  connection: ChatConnection;
  identity: ChatIdentity;
  room: string | null;
  /** Oldest first, never two items for the same message. */
  messages: readonly ChatItem[];
  /** Whether older history may exist on the server. */
  hasMore: boolean;
  loadingOlder: boolean;
  /** Incoming messages not yet marked as read. */
  unread: number;
  /** Message of the last failed call, if any. */
  lastError: string | null;
}

/** Operations that can fail and are reported through the `error` event. */
export type ChatOperation = 'start' | 'history' | 'resync' | 'send' | 'upload' | 'markRead';

/** Typed events of the client. */
export interface ChatEvents extends Record<string, unknown> {
  ready: { room: string | null };
  /** A new message from support (or from this user on another device). */
  message: ChatItem;
  /** A message this client sent changed status or progress. */
  'message:status': ChatItem;
  connection: { state: ChatConnection; reconnected: boolean };
  /** A page of history or a resync merged; `added` counts new messages. */
  synced: { reason: 'start' | 'older' | 'resync'; added: number };
  read: { at: string };
  error: { operation: ChatOperation; error: unknown; key?: string };
}

/** Outcome of a send call: the local key of the optimistic message, or the rule it broke. */
export type ChatSendResult = { ok: true; key: string } | { ok: false; error: MessageRef };

/** The chat client other teams program against. */
export interface ChatClient extends Emitter<ChatEvents> {
  readonly store: ReadableStore<ChatState>;
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Loads the config and the newest page, opens realtime when configured. Safe to call again after a failure. */
  start(): Promise<void>;
  /** Switches between guest and logged-in user (login or logout); reloads the conversation. */
  setUser(userId: string | null, profile?: ChatProfile): Promise<void>;
  /** Loads the next older page (skip grows by the page size). */
  loadOlder(): Promise<void>;
  /** Fetches what was missed (newest pages until known history is reached). */
  resync(): Promise<void>;
  sendText(text: string): ChatSendResult;
  sendFile(file: ChatFile): ChatSendResult;
  /** Answers a quick reply or postback button. */
  sendPostback(button: ChatButton): ChatSendResult;
  /** Sends a failed message again (re-uploading its file when the upload failed). */
  resend(key: string): boolean;
  /** Removes a local message (cancelling its upload); server messages cannot be removed. */
  remove(key: string): boolean;
  /** Cancels a running upload; the message is removed. */
  cancelUpload(key: string): boolean;
  /** Tells the client the messages are on screen; the read mark is sent after the delay. */
  markSeen(): void;
  /** Closes the socket, timers and listeners. */
  destroy(): void;
}

function defaultStorage(): ChatStorage {
  try {
    const ls = (globalThis as { localStorage?: ChatStorage }).localStorage;
    if (ls) return ls;
  } catch {
    // Access to localStorage can throw when storage is blocked.
  }
  return createMemoryStorage();
}

const LOCAL_FIELDS = ['key', 'status', 'progress', 'file', 'previewUrl'] as const;

/** Longest a first history read waits for the room's join: the join's own acknowledgement wait, plus connecting. */
const JOIN_WAIT_MS = JOIN_ACK_TIMEOUT_MS + 1000;

/** The conversation object sent to the server: the item without local-only fields. */
function toWire(item: ChatItem): ChatWireMessage {
  const wire: Record<string, unknown> = { ...item };
  for (const field of LOCAL_FIELDS) delete wire[field];
  delete wire.createdAt;
  return wire as unknown as ChatWireMessage;
}

const timeOf = (iso: string | undefined): number => {
  const t = Date.parse(iso ?? '');
  return Number.isNaN(t) ? 0 : t;
};

/** Creates a chat client. Nothing happens on the network until `start()`. */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const transport = options.transport;
  const storage = options.storage ?? defaultStorage();
  const guestIdKey = options.guestIdKey ?? GUEST_ID_STORAGE_KEY;
  const createId = options.createId ?? randomId;
  const now = options.now ?? (() => new Date());
  const pageSize = CHAT_HISTORY_PAGE_SIZE;
  const reconnectDelayMs = options.reconnectDelayMs ?? CHAT_RECONNECT_DELAY_MS;
  const socketCheckMs = options.socketCheckMs ?? CHAT_SOCKET_CHECK_MS;
  const markReadDelayMs = options.markReadDelayMs ?? CHAT_MARK_READ_DELAY_MS;
  const lifecycle = options.lifecycle === undefined ? browserLifecycle() : options.lifecycle;
  let profile: ChatProfile = { ...options.profile };

  const events = createEmitter<ChatEvents>((error) => {
    queueMicrotask(() => {
      throw error;
    });
  });
  const messages = new MessageCollection();
  const store = createStore<ChatState>({
    phase: 'idle',
    connection: 'off',
    identity: resolveIdentity(options.userId, storage, guestIdKey, createId),
    room: null,
    messages: [],
    hasMore: true,
    loadingOlder: false,
    unread: 0,
    lastError: null,
  });

  let prefix = '';
  let link: RealtimeLink | null = null;
  let starting: Promise<void> | null = null;
  let olderSkip = 0;
  /** Newest server time known to be contiguous with loaded history; resync pages back until it. */
  let watermark = 0;
  let historyLoaded = false;
  let resyncAfterStart = false;
  /** Set while a first history read waits for the room's join (see afterNextJoin). */
  let joinWaiter: (() => void) | null = null;
  let generation = 0;
  let resyncRunning: Promise<void> | null = null;
  let resyncAgain = false;
  let readTimer: ReturnType<typeof setTimeout> | undefined;
  let readOnce = false;
  let stopLifecycle: (() => void) | null = null;
  const uploads = new Map<string, AbortController>();
  const previews = new Set<string>();

  const publish = (patch: Partial<ChatState> = {}) =>
    store.setState({ ...patch, messages: messages.snapshot() });

  const fail = (operation: ChatOperation, error: unknown, key?: string) => {
    store.setState({ lastError: error instanceof Error ? error.message : String(error) });
    events.emit('error', key === undefined ? { operation, error } : { operation, error, key });
  };

  /** Merges server messages and announces the new incoming ones. */
  /** A socket event of another identity (a room left after login or logout) is not ours. */
  function belongsToMe(m: ChatWireMessage): boolean {
    const { identity } = store.getState();
    if (!m.userId && !m.guestId) return true;
    return identity.userId ? m.userId === identity.userId : !m.userId && m.guestId === identity.guestId;
  }

  /** Merges server messages; live ones (socket, resync) count as unread and are announced. */
  function mergeIncoming(list: readonly ChatWireMessage[], live: boolean): number {
    const added = messages.mergeServer(live ? list.filter(belongsToMe) : list);
    if (!live) {
      publish();
      return added.length;
    }
    const incoming = added.filter((m) => m.sender !== 'customer');
    publish(incoming.length ? { unread: store.getState().unread + incoming.length } : {});
    for (const item of added) events.emit('message', item);
    return added.length;
  }

  async function fetchPage(skip: number): Promise<ChatWireMessage[]> {
    const { identity } = store.getState();
    return transport.history({ userId: identity.userId, guestId: identity.guestId, limit: pageSize, skip });
  }

  function advanceWatermark(page: readonly ChatWireMessage[]): void {
    for (const m of page) watermark = Math.max(watermark, timeOf(m.createdAt));
  }

  async function loadFirstPage(gen: number): Promise<void> {
    const page = await fetchPage(0);
    if (gen !== generation) return;
    const added = mergeIncoming(page, false);
    advanceWatermark(page);
    historyLoaded = true;
    olderSkip = pageSize;
    publish({ hasMore: page.length >= pageSize });
    events.emit('synced', { reason: 'start', added });
  }

  async function runResync(gen: number): Promise<void> {
    if (!historyLoaded) {
      await loadFirstPage(gen);
      return;
    }
    let skip = 0;
    let added = 0;
    let newest = watermark;
    // Newest pages until one reaches history we already had (or the first message): everything missed is merged.
    for (let guard = 0; guard < 1000; guard += 1) {
      const page = await fetchPage(skip);
      if (gen !== generation) return;
      added += mergeIncoming(page, true);
      for (const m of page) newest = Math.max(newest, timeOf(m.createdAt));
      const reachedKnown = page.some((m) => timeOf(m.createdAt) <= watermark);
      if (page.length < pageSize || reachedKnown) break;
      skip += pageSize;
    }
    watermark = newest;
    events.emit('synced', { reason: 'resync', added });
  }

  function resync(): Promise<void> {
    const phase = store.getState().phase;
    if (phase !== 'ready') return starting ?? Promise.resolve();
    if (resyncRunning) {
      resyncAgain = true;
      return resyncRunning;
    }
    const gen = generation;
    const run = async () => {
      do {
        resyncAgain = false;
        try {
          await runResync(gen);
        } catch (error) {
          fail('resync', error);
        }
      } while (resyncAgain && gen === generation);
    };
    resyncRunning = run().finally(() => {
      resyncRunning = null;
    });
    return resyncRunning;
  }

  /**
   * Resolves once the room is joined (or after JOIN_WAIT_MS without a join: the socket may be blocked, and the
   * history must not wait for it). A history read after the join needs no second read to catch messages stored
   * while the join was on its way; one read before it would (issue 26: two history calls on every page load).
   */
  function afterNextJoin(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (joinWaiter === done) joinWaiter = null;
        resolve();
      };
      const timer = setTimeout(done, JOIN_WAIT_MS);
      joinWaiter = done;
    });
  }

  function openLink(): void {
    if (!options.socketUrl || link) return;
    link = openRealtime({
      url: options.socketUrl,
      room: () => store.getState().room ?? '',
      reconnectDelayMs,
      checkMs: socketCheckMs,
      ...(options.socketOptions ? { socketOptions: options.socketOptions } : {}),
      onMessage: (payload) => mergeIncoming(normalizeMessages(payload), true),
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
        else resyncAfterStart = true;
      },
    });
  }

  async function doStart(): Promise<void> {
    const gen = generation;
    store.setState({ phase: 'starting', lastError: null });
    try {
      const config = await transport.config();
      if (gen !== generation) return;
      prefix = config.PREFIX;
    } catch (error) {
      store.setState({ phase: 'failed' });
      fail('start', error);
      return;
    }
    store.setState({ room: roomName(prefix, store.getState().identity) });
    const joined = options.socketUrl && !link ? afterNextJoin() : null;
    openLink();
    if (!stopLifecycle && lifecycle) stopLifecycle = lifecycle.subscribe(() => void resync());
    if (joined) await joined;
    if (gen !== generation) return;
    try {
      await loadFirstPage(gen);
    } catch (error) {
      fail('history', error);
    }
    if (gen !== generation) return;
    store.setState({ phase: 'ready' });
    events.emit('ready', { room: store.getState().room });
    if (resyncAfterStart) {
      resyncAfterStart = false;
      void resync();
    }
  }

  function start(): Promise<void> {
    const phase = store.getState().phase;
    if (phase === 'destroyed') return Promise.reject(new Error('The chat client was destroyed.'));
    if (phase === 'ready') return Promise.resolve();
    if (!starting || phase === 'failed') {
      starting = doStart().finally(() => {
        if (store.getState().phase !== 'ready') starting = null;
      });
    }
    return starting;
  }

  function patchItem(key: string, patch: Partial<ChatItem>): ChatItem | undefined {
    const next = messages.patch(key, patch);
    if (!next) return undefined;
    publish();
    events.emit('message:status', next);
    return next;
  }

  async function deliver(key: string): Promise<void> {
    let item = messages.get(key);
    if (!item) return;
    if (item.status === 'uploading_file') {
      const file = item.file;
      const kind = item.message.payload.fileType === 'video' ? 'video' : 'image';
      if (!file) {
        patchItem(key, { status: 'failed' });
        return;
      }
      const controller = new AbortController();
      uploads.set(key, controller);
      try {
        const { path } = await transport.upload(file, {
          kind,
          signal: controller.signal,
          onProgress: (fraction) => {
            const current = messages.get(key);
            if (current?.status === 'uploading_file' && current.progress !== fraction)
              patchItem(key, { progress: fraction });
          },
        });
        const current = messages.get(key);
        if (!current) return;
        item = patchItem(key, {
          status: 'sending',
          progress: 1,
          message: { ...current.message, payload: { ...current.message.payload, filePath: path } },
        });
      } catch (error) {
        if (isAbortError(error)) {
          removeLocal(key);
          return;
        }
        patchItem(key, { status: 'failed' });
        fail('upload', error, key);
        return;
      } finally {
        uploads.delete(key);
      }
    }
    if (!item || item.status !== 'sending') return;
    try {
      const { createdAt } = await transport.send(toWire(item));
      if (messages.get(key)) patchItem(key, { status: 'succeed', createdAt });
    } catch (error) {
      if (messages.get(key)) {
        patchItem(key, { status: 'failed' });
        fail('send', error, key);
      }
    }
  }

  function removeLocal(key: string): boolean {
    const item = messages.get(key);
    if (!item) return false;
    if (item.previewUrl) {
      URL.revokeObjectURL(item.previewUrl);
      previews.delete(item.previewUrl);
    }
    messages.remove(key);
    publish();
    return true;
  }

  function addOutgoing(body: ChatItem['message'], extra: Partial<ChatItem> = {}): ChatSendResult {
    const clientId = createId();
    const key = `c:${clientId}`;
    const { identity } = store.getState();
    const item: ChatItem = {
      key,
      clientId,
      sender: 'customer',
      message: body,
      createdAt: now().toISOString(),
      status: 'sending',
      userId: identity.userId,
      guestId: identity.guestId,
      ...(profile.username !== undefined ? { username: profile.username } : {}),
      ...(profile.name !== undefined ? { name: profile.name } : {}),
      ...(profile.deviceToken !== undefined ? { deviceToken: profile.deviceToken } : {}),
      ...extra,
    };
    messages.addLocal(item);
    publish();
    events.emit('message:status', item);
    void deliver(key);
    return { ok: true, key };
  }

  async function reset(userId: string | null): Promise<void> {
    generation += 1;
    for (const controller of uploads.values()) controller.abort();
    messages.clear();
    watermark = 0;
    historyLoaded = false;
    olderSkip = 0;
    readOnce = false;
    const identity = resolveIdentity(userId, storage, guestIdKey, createId);
    const { phase, room: previousRoom } = store.getState();
    publish({
      identity,
      room: phase === 'ready' ? roomName(prefix, identity) : null,
      unread: 0,
      hasMore: true,
    });
    if (phase !== 'ready') return;
    const gen = generation;
    if (link) {
      const joined = afterNextJoin();
      link.rejoin(previousRoom);
      await joined;
      if (gen !== generation) return;
    }
    try {
      await loadFirstPage(gen);
    } catch (error) {
      fail('history', error);
    }
  }

  const client: ChatClient = {
    store,
    getState: store.getState,
    subscribe: store.subscribe,
    on: events.on,
    off: events.off,
    start,
    resync,
    async setUser(userId, nextProfile) {
      if (nextProfile) profile = { ...nextProfile };
      const current = store.getState().identity;
      if ((userId ?? null) === current.userId && (userId || current.guestId)) return;
      await reset(userId ?? null);
    },
    async loadOlder() {
      const state = store.getState();
      if (state.phase !== 'ready' || state.loadingOlder || !state.hasMore) return;
      const gen = generation;
      store.setState({ loadingOlder: true });
      try {
        const page = await fetchPage(olderSkip);
        if (gen !== generation) return;
        const added = mergeIncoming(page, false);
        olderSkip += pageSize;
        publish({ hasMore: page.length >= pageSize });
        events.emit('synced', { reason: 'older', added });
      } catch (error) {
        fail('history', error);
      } finally {
        store.setState({ loadingOlder: false });
      }
    },
    sendText(text) {
      const checked = checkChatText(text);
      if (!checked.ok) return checked;
      return addOutgoing({ message_type: 'text', payload: { message: checked.value } });
    },
    sendPostback(button) {
      const title = button.title.trim() || button.payload;
      return addOutgoing({ message_type: 'postback', payload: { message: button.payload || title, title } });
    },
    sendFile(file) {
      const checked = checkChatFile(file);
      if (!checked.ok) return checked;
      const extra: Partial<ChatItem> = { status: 'uploading_file', progress: 0, file };
      const createUrl = (URL as { createObjectURL?: (blob: Blob) => string }).createObjectURL;
      if (typeof createUrl === 'function') {
        try {
          const url = createUrl(file);
          previews.add(url);
          extra.previewUrl = url;
        } catch {
          // No preview: the bubble shows the file name until the server path arrives.
        }
      }
      const payload: ChatItem['message']['payload'] = { fileType: checked.kind };
      if (file.name) payload.name = file.name;
      return addOutgoing({ message_type: 'media', payload }, extra);
    },
    resend(key) {
      const item = messages.get(key);
      if (!item || item.status !== 'failed') return false;
      const needsUpload =
        item.message.message_type === 'media' && !item.message.payload.filePath && item.file;
      patchItem(key, needsUpload ? { status: 'uploading_file', progress: 0 } : { status: 'sending' });
      void deliver(key);
      return true;
    },
    remove(key) {
      const item = messages.get(key);
      if (!item || item.status === 'succeed') return false;
      uploads.get(key)?.abort();
      return removeLocal(key);
    },
    cancelUpload(key) {
      const controller = uploads.get(key);
      if (!controller) return false;
      controller.abort();
      return true;
    },
    markSeen() {
      if (readTimer !== undefined || store.getState().phase !== 'ready') return;
      readTimer = setTimeout(() => {
        readTimer = undefined;
        if (readOnce && store.getState().unread === 0) return;
        readOnce = true;
        store.setState({ unread: 0 });
        transport.markRead(store.getState().identity).then(
          () => events.emit('read', { at: now().toISOString() }),
          (error: unknown) => fail('markRead', error),
        );
      }, markReadDelayMs);
    },
    destroy() {
      generation += 1;
      joinWaiter?.();
      link?.close();
      link = null;
      stopLifecycle?.();
      stopLifecycle = null;
      clearTimeout(readTimer);
      for (const controller of uploads.values()) controller.abort();
      for (const url of previews) URL.revokeObjectURL(url);
      previews.clear();
      store.setState({ phase: 'destroyed', connection: 'off' });
      events.clear();
    },
  };
  return client;
}
