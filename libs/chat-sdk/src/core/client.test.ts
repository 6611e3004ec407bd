import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startChatServer } from '../test-helpers/chat-server';
import type { ChatServer } from '../test-helpers/chat-server';
import { waitFor } from '../test-helpers/wait-for';
import { createChatClient } from './client';
import type { ChatClient, ChatClientOptions } from './client';
import { createHttpChatTransport } from './http-transport';
import { createMemoryStorage, GUEST_ID_STORAGE_KEY } from './identity';
import type { ChatLifecycle } from './lifecycle';

let server: ChatServer;
const clients: ChatClient[] = [];

beforeEach(async () => {
  server = await startChatServer({ prefix: 'room-' });
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.destroy();
  await server.close();
});

function makeClient(overrides: Partial<ChatClientOptions> = {}): ChatClient {
  const client = createChatClient({
    transport: createHttpChatTransport({ baseUrl: server.url, getToken: () => 'token-1' }),
    socketUrl: server.url,
    storage: createMemoryStorage(),
    lifecycle: null,
    ...overrides,
  });
  clients.push(client);
  return client;
}

const texts = (client: ChatClient) => client.getState().messages.map((m) => m.message.payload.message);

describe('realtime', () => {
  it('joins the PREFIX + guest id room and receives messaging events', async () => {
    const storage = createMemoryStorage({ [GUEST_ID_STORAGE_KEY]: 'guest-42' });
    const client = makeClient({ storage });
    const received: string[] = [];
    client.on('message', (m) => received.push(m.message.payload.message ?? ''));
    await client.start();
    await waitFor(() => client.getState().connection === 'connected', 'connected');
    await waitFor(() => server.joins.includes('room-guest-42'), 'join');
    expect(client.getState().room).toBe('room-guest-42');

    server.reply({ userId: null, guestId: 'guest-42' }, 'Hello from support');
    await waitFor(() => texts(client).includes('Hello from support'), 'reply');
    expect(received).toEqual(['Hello from support']);
    expect(client.getState().unread).toBe(1);
  });

  it('reads the history once per start and per identity switch: after the join, so nothing falls between', async () => {
    const storage = createMemoryStorage({ [GUEST_ID_STORAGE_KEY]: 'guest-once' });
    const client = makeClient({ storage });
    const historyReads = () => server.calls.filter((c) => c.path === '/api/chat/history').length;
    await client.start();
    expect(server.joins).toEqual(['room-guest-once']);
    expect(historyReads()).toBe(1);
    // Quiet for longer than a join acknowledgement may take: no second read comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(historyReads()).toBe(1);

    await client.setUser('player-once');
    expect(server.joins).toContain('room-player-once');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(historyReads()).toBe(2);
  });

  it('joins with the user id when logged in and sends the bearer token', async () => {
    const client = makeClient({ userId: 'user-7' });
    await client.start();
    await waitFor(() => server.joins.includes('room-user-7'), 'join');
    const history = server.calls.find((c) => c.path === '/api/chat/history');
    expect(history?.body).toEqual({ userId: 'user-7', guestId: null, limit: 10, skip: 0 });
    expect(history?.headers.authorization).toBe('Bearer token-1');
    expect(history?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('configures socket.io with a 500 ms reconnect delay and unlimited attempts by default', async () => {
    const client = makeClient();
    await client.start();
    await waitFor(() => server.sockets().length === 1, 'socket');
    const [socket] = server.sockets();
    expect(socket).toBeDefined();
    // Drop the transport and measure how long socket.io waits before reconnecting.
    const started = Date.now();
    socket?.conn.close();
    await waitFor(() => client.getState().connection === 'disconnected', 'disconnected');
    await waitFor(() => client.getState().connection === 'connected', 'reconnected', 3000);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(2000);
  });

  it('rejoins through the periodic check when the server closed the socket', async () => {
    // socket.io's own reconnection is off and our retry waits 60 s: only the periodic check can bring it back.
    const client = makeClient({
      reconnectDelayMs: 60_000,
      socketCheckMs: 100,
      socketOptions: { reconnection: false },
    });
    const states: string[] = [];
    client.on('connection', (e) => states.push(e.state));
    await client.start();
    await waitFor(() => server.joins.length === 1, 'first join');
    const kickedAt = Date.now();
    server.sockets()[0]?.disconnect(true);
    await waitFor(() => server.joins.length === 2, 'rejoin by the check');
    // The 60 s reconnect delay never fired: the 100 ms check brought the socket back.
    expect(Date.now() - kickedAt).toBeLessThan(10_000);
    expect(states.slice(-3)).toEqual(['connected', 'disconnected', 'connected']);
    expect(client.getState().connection).toBe('connected');
  });

  it('stays off the socket when no chat backend is configured', async () => {
    const client = makeClient({ socketUrl: null });
    await client.start();
    expect(client.getState().connection).toBe('off');
    expect(client.getState().phase).toBe('ready');
    expect(server.sockets()).toHaveLength(0);
  });

  it('loses and duplicates nothing across 100 forced disconnects, keeping order', async () => {
    const storage = createMemoryStorage({ [GUEST_ID_STORAGE_KEY]: 'guest-chaos' });
    const identity = { userId: null, guestId: 'guest-chaos' };
    const client = makeClient({ storage, reconnectDelayMs: 20 });
    let reconnects = 0;
    client.on('connection', (e) => {
      if (e.state === 'connected' && e.reconnected) reconnects += 1;
    });
    await client.start();
    await waitFor(() => client.getState().connection === 'connected', 'connected');

    for (let round = 0; round < 100; round += 1) {
      const sent = client.sendText(`customer ${round}`);
      expect(sent.ok).toBe(true);
      server.reply(identity, `reply ${round}`);
      const socket = server.sockets()[0];
      // Alternate a server kick and a dropped transport: both must recover.
      if (round % 2 === 0) socket?.disconnect(true);
      else socket?.conn.close();
      // Replies while the client is away never reach its socket; resync must fetch them.
      server.reply(identity, `missed ${round}`);
      // Generous: on a loaded CI machine a reconnect can wait for the 5 s socket check; correctness is what counts.
      await waitFor(
        () => reconnects === round + 1 && client.getState().connection === 'connected',
        `reconnect ${round}`,
        30_000,
      );
    }
    const expected = () => server.conversation(identity).map((m) => m._id);
    await waitFor(
      () => {
        const state = client.getState();
        // Delivered means acknowledged and matched with the server's copy (echo or resync), not just shown.
        return (
          state.messages.length === expected().length &&
          state.messages.every((m) => m.status === 'succeed' && m._id)
        );
      },
      'all messages delivered and matched',
      15_000,
    );

    const ids = client.getState().messages.map((m) => m._id);
    const stored = expected();
    const lost = stored.filter((id) => !ids.includes(id)).length;
    const duplicated = ids.length - new Set(ids).size;
    const orderKept = JSON.stringify(ids) === JSON.stringify(stored);
    console.info(
      `[chat-sdk reconnect] disconnects=100 reconnects=${reconnects} server=${stored.length} client=${ids.length} lost=${lost} duplicated=${duplicated} orderKept=${orderKept}`,
    );
    const missing = server.conversation(identity).filter((m) => !ids.includes(m._id));
    const withoutServerCopy = client.getState().messages.filter((m) => !m._id);
    expect({ missing, withoutServerCopy }).toEqual({ missing: [], withoutServerCopy: [] });
    expect(stored).toHaveLength(300);
    expect(reconnects).toBe(100);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
    expect(orderKept).toBe(true);
  }, 240_000);
});

describe('history', () => {
  it('pages newest first by 10 with a growing skip and shows oldest first', async () => {
    const identity = { userId: 'user-h', guestId: null };
    for (let i = 1; i <= 25; i += 1) server.reply(identity, `m${i}`);
    const client = makeClient({ userId: 'user-h', socketUrl: null });
    await client.start();
    expect(texts(client)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i + 16}`));
    expect(client.getState().hasMore).toBe(true);
    await client.loadOlder();
    expect(texts(client)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 6}`));
    await client.loadOlder();
    expect(texts(client)).toEqual(Array.from({ length: 25 }, (_, i) => `m${i + 1}`));
    expect(client.getState().hasMore).toBe(false);
    await client.loadOlder();
    const skips = server.calls
      .filter((c) => c.path === '/api/chat/history')
      .map((c) => (c.body as { skip: number }).skip);
    expect(skips).toEqual([0, 10, 20]);
  });

  it('resyncs what was missed when the page becomes visible or the device is online again', async () => {
    const identity = { userId: 'user-r', guestId: null };
    server.reply(identity, 'before');
    let wake: () => void = () => undefined;
    const lifecycle: ChatLifecycle = {
      subscribe(fn) {
        wake = fn;
        return () => undefined;
      },
    };
    const client = makeClient({ userId: 'user-r', socketUrl: null, lifecycle });
    await client.start();
    for (let i = 0; i < 15; i += 1) server.reply(identity, `while hidden ${i}`);
    wake();
    await waitFor(() => client.getState().messages.length === 16, 'resync');
    expect(texts(client)).toEqual(['before', ...Array.from({ length: 15 }, (_, i) => `while hidden ${i}`)]);
    expect(client.getState().unread).toBe(15);
  });

  it('switches between guest and player on login and logout, rejoining and reloading', async () => {
    const storage = createMemoryStorage({ [GUEST_ID_STORAGE_KEY]: 'guest-sw' });
    server.reply({ userId: 'player-1', guestId: null }, 'player history');
    const client = makeClient({ storage });
    await client.start();
    await waitFor(() => server.joins.includes('room-guest-sw'), 'guest join');
    client.sendText('as guest');
    await waitFor(() => client.getState().messages[0]?.status === 'succeed', 'guest sent');

    await client.setUser('player-1', { username: '0812345678', name: 'Somchai' });
    expect(client.getState().identity).toEqual({ userId: 'player-1', guestId: null });
    expect(client.getState().room).toBe('room-player-1');
    await waitFor(() => server.joins.includes('room-player-1'), 'player join');
    expect(texts(client)).toEqual(['player history']);
    client.sendText('as player');
    await waitFor(() => client.getState().messages.at(-1)?.status === 'succeed', 'player sent');
    const sent = server.calls.filter((c) => c.path === '/api/chat/send-message').at(-1)?.body;
    expect(sent).toMatchObject({
      userId: 'player-1',
      guestId: null,
      username: '0812345678',
      name: 'Somchai',
    });

    await client.setUser(null);
    expect(client.getState().identity).toEqual({ userId: null, guestId: 'guest-sw' });
    expect(texts(client)).toEqual(['as guest']);
  });

  it('keeps the guest id across reloads (new client, same storage) and finds the old conversation', async () => {
    const storage = createMemoryStorage();
    const first = makeClient({ storage });
    await first.start();
    const guestId = first.getState().identity.guestId;
    expect(guestId).toMatch(/.+/);
    first.sendText('remember me');
    await waitFor(() => first.getState().messages[0]?.status === 'succeed', 'sent');
    first.destroy();

    const second = makeClient({ storage });
    await second.start();
    expect(second.getState().identity.guestId).toBe(guestId);
    expect(texts(second)).toEqual(['remember me']);
    expect(storage.dump()[GUEST_ID_STORAGE_KEY]).toBe(guestId);
  });
});

describe('sending', () => {
  it('sends trimmed text optimistically: sending then succeed, merged with the echo without duplicates', async () => {
    const client = makeClient();
    await client.start();
    await waitFor(() => client.getState().connection === 'connected', 'connected');
    const statuses: string[] = [];
    client.on('message:status', (m) => statuses.push(m.status));
    const result = client.sendText('  hello  ');
    expect(result.ok).toBe(true);
    expect(client.getState().messages[0]).toMatchObject({ status: 'sending', sender: 'customer' });
    await waitFor(() => client.getState().messages[0]?.status === 'succeed', 'succeed');
    await waitFor(() => client.getState().messages[0]?._id, 'echo merged');
    expect(texts(client)).toEqual(['hello']);
    expect(statuses[0]).toBe('sending');
    expect(statuses).toContain('succeed');
    const sent = server.calls.find((c) => c.path === '/api/chat/send-message')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      sender: 'customer',
      message: { message_type: 'text', payload: { message: 'hello' } },
    });
    expect(sent.clientId).toBe(client.getState().messages[0]?.clientId);
    expect(sent).not.toHaveProperty('status');
  });

  it('never duplicates when the server echoes messages without _id or clientId', async () => {
    await server.close();
    server = await startChatServer({ prefix: 'room-', withoutIds: true });
    const identity = { userId: 'user-anon', guestId: null };
    const client = makeClient({ userId: 'user-anon', reconnectDelayMs: 20 });
    await client.start();
    await waitFor(() => client.getState().connection === 'connected', 'connected');
    let reconnects = 0;
    client.on('connection', (e) => {
      if (e.reconnected) reconnects += 1;
    });
    for (let i = 0; i < 20; i += 1) {
      client.sendText('same text');
      server.reply(identity, `reply ${i}`);
      if (i % 5 === 4) {
        server.sockets()[0]?.conn.close();
        await waitFor(() => reconnects === (i + 1) / 5, 'reconnect');
      }
    }
    await waitFor(
      () =>
        client.getState().messages.length === 40 &&
        client.getState().messages.every((m) => m.status === 'succeed'),
      'settled',
    );
    await client.resync();
    const state = client.getState();
    expect(state.messages).toHaveLength(40);
    expect(state.messages.map((m) => m.createdAt)).toEqual(
      server.conversation(identity).map((m) => m.createdAt),
    );
  });

  it('rejects empty and too long texts with the domain messages', async () => {
    const client = makeClient();
    await client.start();
    expect(client.sendText('   ')).toEqual({ ok: false, error: { id: 'chat.textEmpty' } });
    expect(client.sendText('x'.repeat(2001))).toEqual({
      ok: false,
      error: { id: 'chat.textTooLong', values: { max: 2000 } },
    });
    expect(client.getState().messages).toHaveLength(0);
  });

  it('marks a failed send and resends it, or removes it', async () => {
    const client = makeClient({ socketUrl: null });
    await client.start();
    server.failSends(2);
    const a = client.sendText('first');
    const b = client.sendText('second');
    await waitFor(() => client.getState().messages.every((m) => m.status === 'failed'), 'failed');
    if (!a.ok || !b.ok) throw new Error('rejected');
    expect(client.remove(b.key)).toBe(true);
    expect(texts(client)).toEqual(['first']);
    expect(client.resend(a.key)).toBe(true);
    expect(client.getState().messages[0]?.status).toBe('sending');
    await waitFor(() => client.getState().messages[0]?.status === 'succeed', 'resent');
    expect(client.resend(a.key)).toBe(false);
    expect(client.remove(a.key)).toBe(false);
    expect(
      server
        .conversation({ userId: null, guestId: client.getState().identity.guestId })
        .map((m) => m.message.payload.message),
    ).toEqual(['first']);
  });

  it('uploads a file, reports progress, then sends the media message', async () => {
    const client = makeClient({ socketUrl: null });
    await client.start();
    const progress: number[] = [];
    client.on('message:status', (m) => {
      if (m.status === 'uploading_file' && m.progress !== undefined) progress.push(m.progress);
    });
    const file = new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' });
    const result = client.sendFile(file);
    expect(result.ok).toBe(true);
    expect(client.getState().messages[0]).toMatchObject({ status: 'uploading_file', progress: 0 });
    await waitFor(() => client.getState().messages[0]?.status === 'succeed', 'sent');
    const item = client.getState().messages[0];
    expect(item?.message).toEqual({
      message_type: 'media',
      payload: { fileType: 'image', name: 'photo.png', filePath: '/uploads/1-photo.png' },
    });
    expect(progress.at(-1)).toBe(1);
    expect(server.calls.map((c) => c.path)).toContain('/api/chat/upload-image');
  });

  it('rejects unsupported and oversized files with the domain messages', async () => {
    const client = makeClient({ socketUrl: null });
    await client.start();
    expect(client.sendFile(new File(['x'], 'notes', { type: '' }))).toEqual({
      ok: false,
      error: { id: 'chat.fileNotSupported' },
    });
    const big = new File([new Uint8Array(21 * 1024 * 1024)], 'clip.mp4', { type: 'video/mp4' });
    expect(client.sendFile(big)).toEqual({
      ok: false,
      error: { id: 'chat.fileTooLarge', values: { max: 20 } },
    });
  });

  it('marks a failed upload as failed and re-uploads on resend', async () => {
    const client = makeClient({ socketUrl: null });
    await client.start();
    server.failUploads(1);
    const errors: string[] = [];
    client.on('error', (e) => errors.push(e.operation));
    const result = client.sendFile(new File([new Uint8Array(10)], 'clip.mp4', { type: 'video/mp4' }));
    if (!result.ok) throw new Error('rejected');
    await waitFor(() => client.getState().messages[0]?.status === 'failed', 'failed');
    expect(errors).toEqual(['upload']);
    expect(client.resend(result.key)).toBe(true);
    await waitFor(() => client.getState().messages[0]?.status === 'succeed', 'resent');
    expect(client.getState().messages).toHaveLength(1);
    expect(client.getState().messages[0]?.message.payload.filePath).toBe('/uploads/1-clip.mp4');
    expect(server.calls.filter((c) => c.path === '/api/chat/upload-video')).toHaveLength(2);
  });

  it('cancels a running upload and drops the message', async () => {
    const client = makeClient({ socketUrl: null });
    await client.start();
    server.slowUploads(2000);
    const result = client.sendFile(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' }));
    if (!result.ok) throw new Error('rejected');
    await waitFor(
      () => server.calls.some((c) => c.path === '/api/chat/upload-image') || client.cancelUpload(result.key),
      'started',
      3000,
    );
    client.cancelUpload(result.key);
    await waitFor(() => client.getState().messages.length === 0, 'removed');
    expect(server.calls.some((c) => c.path === '/api/chat/send-message')).toBe(false);
  });
});

describe('read marks', () => {
  it('sends the read mark 1 s after new messages are seen', async () => {
    const client = makeClient({ userId: 'user-read' });
    await client.start();
    await waitFor(() => server.joins.includes('room-user-read'), 'join');
    server.reply({ userId: 'user-read', guestId: null }, 'unread one');
    await waitFor(() => client.getState().unread === 1, 'unread');
    const seenAt = Date.now();
    client.markSeen();
    await new Promise((r) => setTimeout(r, 500));
    expect(server.calls.some((c) => c.path === '/api/chat/read-customer/')).toBe(false);
    await waitFor(() => server.calls.find((c) => c.path === '/api/chat/read-customer/'), 'read mark', 2000);
    expect(Date.now() - seenAt).toBeGreaterThanOrEqual(950);
    expect(server.calls.find((c) => c.path === '/api/chat/read-customer/')?.body).toEqual({
      userId: 'user-read',
      guestId: null,
    });
    expect(client.getState().unread).toBe(0);
  });
});
