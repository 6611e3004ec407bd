// Public entry of @wallet/chat-sdk: the framework-free core (no React, no DOM required).
export { createChatClient } from './core/client';
export type {
  ChatClient,
  ChatClientOptions,
  ChatEvents,
  ChatOperation,
  ChatPhase,
  ChatProfile,
  ChatSendResult,
  ChatState,
} from './core/client-types';
export { createHttpChatTransport } from './core/http-transport';
export type { HttpChatTransportOptions } from './core/http-transport';
export { ChatTransportError, isAbortError } from './core/transport';
export type { ChatFile, ChatHistoryQuery, ChatTransport, ChatUploadOptions } from './core/transport';
export {
  createMemoryStorage,
  ensureGuestId,
  GUEST_ID_STORAGE_KEY,
  resolveIdentity,
  roomName,
} from './core/identity';
export type { ChatStorage } from './core/identity';
export { browserLifecycle } from './core/lifecycle';
export type { ChatLifecycle } from './core/lifecycle';
export { createStore } from './core/store';
export type { ReadableStore, Store } from './core/store';
export type { Emitter } from './core/emitter';
export type { ChatConnection } from './core/realtime';
export { compositeKey, messageKey, MessageCollection } from './core/message-collection';
export {
  buttonHref,
  CHAT_LINK_SCHEMES,
  messageText,
  normalizeMessage,
  normalizeMessages,
  safeMediaUrl,
} from './core/normalize';
export type {
  ChatButton,
  ChatButtonType,
  ChatConfig,
  ChatFileType,
  ChatGenericCard,
  ChatIdentity,
  ChatItem,
  ChatMessageBody,
  ChatMessageType,
  ChatPayload,
  ChatSender,
  ChatWireMessage,
  DeliveryStatus,
} from './core/types';
