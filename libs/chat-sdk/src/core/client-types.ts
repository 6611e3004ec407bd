// Public types of the chat client: its options, state snapshot, events and methods.
import type { MessageRef } from '@wallet/domain';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type { Emitter } from './emitter';
import type { ChatStorage } from './identity';
import type { ChatLifecycle } from './lifecycle';
import type { ChatConnection } from './realtime';
import type { ReadableStore } from './store';
import type { ChatFile, ChatTransport } from './transport';
import type { ChatButton, ChatIdentity, ChatItem } from './types';

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
