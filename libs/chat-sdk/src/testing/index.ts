// @wallet/chat-sdk/testing: an in-memory transport and sample conversations for hosts' tests, stories and offline demos.
export { createMemoryChatTransport } from './memory-transport';
export type { MemoryChatTransport, MemoryTransportBehaviour } from './memory-transport';
export { FIXTURE_GUEST, longConversation, sampleConversation, toItem } from './chat-fixtures';
export type { SampleMedia } from './chat-fixtures';
