// Test helper: a chat server per test and clients against it, destroyed after the test (client tests share it).
import { afterEach, beforeEach } from 'vitest';
import { createChatClient } from '../core/client';
import type { ChatClient, ChatClientOptions } from '../core/client-types';
import { createHttpChatTransport } from '../core/http-transport';
import { createMemoryStorage } from '../core/identity';
import { startChatServer } from './chat-server';
import type { ChatServer } from './chat-server';

export interface ChatClientHarness {
  /** The current test's server; a test may replace it (close it first). */
  server: ChatServer;
  makeClient(overrides?: Partial<ChatClientOptions>): ChatClient;
}

/** Registers the hooks; call once at the top of a test file. */
export function useChatClientHarness(): ChatClientHarness {
  const clients: ChatClient[] = [];
  const harness: ChatClientHarness = {
    server: undefined as unknown as ChatServer,
    makeClient(overrides = {}) {
      const client = createChatClient({
        transport: createHttpChatTransport({ baseUrl: harness.server.url, getToken: () => 'token-1' }),
        socketUrl: harness.server.url,
        storage: createMemoryStorage(),
        lifecycle: null,
        ...overrides,
      });
      clients.push(client);
      return client;
    },
  };
  beforeEach(async () => {
    harness.server = await startChatServer({ prefix: 'room-' });
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.destroy();
    await harness.server.close();
  });
  return harness;
}

/** Texts of the client's messages, oldest first. */
export const texts = (client: ChatClient) => client.getState().messages.map((m) => m.message.payload.message);
