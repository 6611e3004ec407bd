// socket.io-client loads only when a chat backend URL is configured (README, Install): the module is imported on
// the first link, never by importing the core or by a client without socketUrl. Its size in an app's bundle is
// checked as another team installs the package (tools/scripts/check-consumer.mjs).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryChatTransport } from '../testing/memory-transport';
import { createMemoryStorage } from './identity';
import type { ChatClient } from './client-types';

const loaded = vi.hoisted(() => ({ count: 0 }));

vi.mock('socket.io-client', async (importOriginal) => {
  loaded.count += 1;
  return importOriginal();
});

const clients: ChatClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

describe('socket.io-client loading', () => {
  it('is not imported by the core, nor by a client without socketUrl, and is imported once a socketUrl opens a link', async () => {
    const { createChatClient } = await import('./client');
    expect(loaded.count).toBe(0);

    const offline = createChatClient({
      transport: createMemoryChatTransport(),
      storage: createMemoryStorage(),
      lifecycle: null,
    });
    clients.push(offline);
    await offline.start();
    expect(offline.getState()).toMatchObject({ phase: 'ready', connection: 'off' });
    expect(loaded.count).toBe(0);

    // Nothing listens on this port: the socket keeps trying, which is all this test needs.
    const online = createChatClient({
      transport: createMemoryChatTransport(),
      storage: createMemoryStorage(),
      lifecycle: null,
      socketUrl: 'http://127.0.0.1:9',
      socketOptions: { transports: ['websocket'] },
    });
    clients.push(online);
    void online.start();
    await vi.waitFor(() => expect(loaded.count).toBe(1));
    await vi.waitFor(() => expect(online.getState().connection).not.toBe('off'));
  });
});
