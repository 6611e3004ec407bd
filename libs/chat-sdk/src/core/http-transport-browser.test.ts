// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startChatServer } from '../test-helpers/chat-server';
import type { ChatServer } from '../test-helpers/chat-server';
import { waitFor } from '../test-helpers/wait-for';
import { createChatClient } from './client';
import { createHttpChatTransport } from './http-transport';
import { createMemoryStorage } from './identity';

let server: ChatServer;
beforeEach(async () => {
  server = await startChatServer();
});
afterEach(async () => {
  await server.close();
});

describe('uploads through the browser XMLHttpRequest against the real server', () => {
  it('reports progress while uploading_file, then sending, then succeed', async () => {
    expect(typeof XMLHttpRequest).toBe('function');
    const client = createChatClient({
      transport: createHttpChatTransport({ baseUrl: server.url, getToken: () => 'tkn' }),
      storage: createMemoryStorage(),
      lifecycle: null,
    });
    await client.start();
    const trail: string[] = [];
    client.on('message:status', (m) =>
      trail.push(m.status === 'uploading_file' ? `uploading ${m.progress ?? 0}` : m.status),
    );
    const file = new File([new Uint8Array(256 * 1024)], 'photo.jpg', { type: 'image/jpeg' });
    const result = client.sendFile(file);
    expect(result.ok).toBe(true);
    await waitFor(() => client.getState().messages[0]?.status === 'succeed', 'uploaded and sent');
    expect(trail[0]).toBe('uploading 0');
    expect(trail).toContain('uploading 1');
    expect(trail.slice(-2)).toEqual(['sending', 'succeed']);
    const upload = server.calls.find((c) => c.path === '/api/chat/upload-image');
    expect(upload?.headers.authorization).toBe('Bearer tkn');
    expect(client.getState().messages[0]?.message.payload.filePath).toBe('/uploads/1-photo.jpg');
    client.destroy();
  });
});
