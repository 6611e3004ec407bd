// @wallet/chat-sdk/testing: an in-memory transport for hosts' tests, stories and offline demos.
export { createMemoryChatTransport } from './memory-transport';
export type { MemoryChatTransport, MemoryTransportBehaviour } from './memory-transport';
