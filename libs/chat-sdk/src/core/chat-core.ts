// What every manager of the chat client shares: the store, the events, the message list and the generation, plus
// the few operations they all need (publish, report a failure, merge server messages). As in stream-chat-js, the
// managers hold their own bookkeeping and talk to each other only through this core and the client that wires them.
import { nextDeliveryStatus } from '@wallet/domain';
import type { DeliveryEvent } from '@wallet/domain';
import { createEmitter } from './emitter';
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

export class ChatCore {
  readonly events = createEmitter<ChatEvents>((error) => {
    queueMicrotask(() => {
      throw error;
    });
  });
  readonly messages = new MessageCollection();
  readonly store: Store<ChatState>;
  profile: ChatProfile;
  /** Chat config PREFIX of room names, known after start. */
  prefix = '';
  /**
   * Bumped by an identity switch and by destroy: an answer that arrives for an older generation belongs to a
   * conversation no longer shown and is dropped.
   */
  generation = 0;

  constructor(
    readonly settings: ChatCoreSettings,
    identity: ChatIdentity,
    profile: ChatProfile = {},
  ) {
    this.profile = { ...profile };
    this.store = createStore<ChatState>({
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
  }

  /** Publishes the message list (and an optional patch) as one new snapshot. */
  publish(patch: Partial<ChatState> = {}): void {
    this.store.setState({ ...patch, messages: this.messages.snapshot() });
  }

  fail(operation: ChatOperation, error: unknown, key?: string): void {
    this.store.setState({ lastError: error instanceof Error ? error.message : String(error) });
    this.events.emit('error', key === undefined ? { operation, error } : { operation, error, key });
  }

  /** A socket event of another identity (a room left after login or logout) is not ours. */
  belongsToMe(m: ChatWireMessage): boolean {
    const { identity } = this.store.getState();
    if (!m.userId && !m.guestId) return true;
    return identity.userId ? m.userId === identity.userId : !m.userId && m.guestId === identity.guestId;
  }

  /** Merges server messages; live ones (socket, resync) count as unread and are announced. */
  mergeIncoming(list: readonly ChatWireMessage[], live: boolean): number {
    const added = this.messages.mergeServer(live ? list.filter((m) => this.belongsToMe(m)) : list);
    if (!live) {
      this.publish();
      return added.length;
    }
    const incoming = added.filter((m) => m.sender !== 'customer');
    this.publish(incoming.length ? { unread: this.store.getState().unread + incoming.length } : {});
    for (const item of added) this.events.emit('message', item);
    return added.length;
  }

  /** Changes a stored item and announces it as a status change. */
  patchItem(key: string, patch: Partial<ChatItem>): ChatItem | undefined {
    const next = this.messages.patch(key, patch);
    if (!next) return undefined;
    this.publish();
    this.events.emit('message:status', next);
    return next;
  }

  /** Moves a message's delivery status by the domain's rule (SPEC section 4), with any other fields in `patch`. */
  transition(key: string, event: DeliveryEvent, patch: Partial<ChatItem> = {}): ChatItem | undefined {
    const current = this.messages.get(key);
    if (!current) return undefined;
    const status = nextDeliveryStatus(current.status, event);
    // An event outside its status (a lost answer after the echo confirmed the message) changes nothing.
    if (status === current.status && Object.keys(patch).length === 0) return current;
    return this.patchItem(key, { ...patch, status });
  }
}
