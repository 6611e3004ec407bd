// What every manager of the chat client shares: the store, the events, the message list and the generation, plus
// the few operations they all need (publish, report a failure, merge server messages). As in stream-chat-js, the
// managers hold their own bookkeeping and talk to each other only through this core and the client that wires them.
// Core and managers are factories, not classes: their private state lives in closure locals, which the minifier
// renames, where class members keep their full names in dist (the size budget in package.json).
import { nextDeliveryStatus } from '@wallet/domain';
import type { DeliveryEvent } from '@wallet/domain';
import { createEmitter } from './emitter';
import type { EmitterController } from './emitter';
import type { ChatEvents, ChatOperation, ChatProfile, ChatState } from './client-types';
import type { ChatStorage } from './identity';
import { MessageCollection } from './message-collection';
import { createStore } from './store';
import type { Store } from './store';
import type { ChatTransport } from './transport';
import type { ChatIdentity, ChatItem, ChatWireMessage } from './types';

/** Options every manager reads, resolved to their defaults once. */
export interface ChatCoreSettings {
  transport: ChatTransport;
  storage: ChatStorage;
  guestIdKey: string;
  createId: () => string;
  now: () => Date;
  pageSize: number;
}

export interface ChatCore {
  readonly settings: ChatCoreSettings;
  readonly events: EmitterController<ChatEvents>;
  readonly messages: MessageCollection;
  readonly store: Store<ChatState>;
  profile: ChatProfile;
  /** Chat config PREFIX of room names, known after start. */
  prefix: string;
  /**
   * Bumped by an identity switch and by destroy: an answer that arrives for an older generation belongs to a
   * conversation no longer shown and is dropped.
   */
  generation: number;
  /** Publishes the message list (and an optional patch) as one new snapshot. */
  publish(patch?: Partial<ChatState>): void;
  fail(operation: ChatOperation, error: unknown, key?: string): void;
  /** Merges server messages; live ones (socket, resync) count as unread and are announced. */
  mergeIncoming(list: readonly ChatWireMessage[], live: boolean): number;
  /** Changes a stored item and announces it as a status change. */
  patchItem(key: string, patch: Partial<ChatItem>): ChatItem | undefined;
  /** Moves a message's delivery status by the domain's rule (docs/product.md#chat), with any other fields in `patch`. */
  transition(key: string, event: DeliveryEvent, patch?: Partial<ChatItem>): ChatItem | undefined;
}

export function createChatCore(
  settings: ChatCoreSettings,
  identity: ChatIdentity,
  profile: ChatProfile = {},
): ChatCore {
  const events = createEmitter<ChatEvents>((error) => {
    queueMicrotask(() => {
      throw error;
    });
  });
  const messages = new MessageCollection();
  const store = createStore<ChatState>({
    phase: 'idle',
    connection: 'off',
    identity,
    room: null,
    messages: [],
    hasMore: true,
    loadingOlder: false,
    unread: 0,
    lastError: null,
  });

  const publish = (patch: Partial<ChatState> = {}): void => {
    store.setState({ ...patch, messages: messages.snapshot() });
  };

  /** A socket event of another identity (a room left after login or logout) is not ours. */
  const belongsToMe = (m: ChatWireMessage): boolean => {
    const { identity: me } = store.getState();
    if (!m.userId && !m.guestId) return true;
    return me.userId ? m.userId === me.userId : !m.userId && m.guestId === me.guestId;
  };

  const patchItem = (key: string, patch: Partial<ChatItem>): ChatItem | undefined => {
    const next = messages.patch(key, patch);
    if (!next) return undefined;
    publish();
    events.emit('message:status', next);
    return next;
  };

  return {
    settings,
    events,
    messages,
    store,
    profile: { ...profile },
    prefix: '',
    generation: 0,
    publish,
    fail(operation, error, key) {
      store.setState({ lastError: error instanceof Error ? error.message : String(error) });
      events.emit('error', key === undefined ? { operation, error } : { operation, error, key });
    },
    mergeIncoming(list, live) {
      const added = messages.mergeServer(live ? list.filter(belongsToMe) : list);
      if (!live) {
        publish();
        return added.length;
      }
      const incoming = added.filter((m) => m.sender !== 'customer');
      publish(incoming.length ? { unread: store.getState().unread + incoming.length } : {});
      for (const item of added) events.emit('message', item);
      return added.length;
    },
    patchItem,
    transition(key, event, patch = {}) {
      const current = messages.get(key);
      if (!current) return undefined;
      const status = nextDeliveryStatus(current.status, event);
      // An event outside its status (a lost answer after the echo confirmed the message) changes nothing.
      if (status === current.status && Object.keys(patch).length === 0) return current;
      return patchItem(key, { ...patch, status });
    },
  };
}
