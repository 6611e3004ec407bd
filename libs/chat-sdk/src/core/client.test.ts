// The chat client against a real socket.io + HTTP test server: realtime link, chaos reconnects, history and resync.
import { describe, expect, it } from 'vitest';
import { startChatServer } from '../test-helpers/chat-server';
import { texts, useChatClientHarness } from '../test-helpers/client-harness';
import { waitFor } from '../test-helpers/wait-for';
import { createMemoryStorage, GUEST_ID_STORAGE_KEY } from './identity';
import type { ChatLifecycle } from './lifecycle';

const chat = useChatClientHarness();

describe('realtime', () => {
  it('joins the PREFIX + guest id room and receives messaging events', async () => {
    const storage = createMemoryStorage({ [GUEST_ID_STORAGE_KEY]: 'guest-42' });
    const client = chat.makeClient({ storage });
    const received: string[] = [];
    client.on('message', (m) => received.push(m.message.payload.message ?? ''));
    await client.start();
    await waitFor(() => client.getState().connection === 'connected', 'connected');
    await waitFor(() => chat.server.joins.includes('room-guest-42'), 'join');
    expect(client.getState().room).toBe('room-guest-42');

    chat.server.reply({ userId: null, guestId: 'guest-42' }, 'Hello from support');
    await waitFor(() => texts(client).includes('Hello from support'), 'reply');
    expect(received).toEqual(['Hello from support']);
    expect(client.getState().unread).toBe(1);
  });

  it('reads the history once per start and per identity switch: after the join, so nothing falls between', async () => {
    const storage = createMemoryStorage({ [GUEST_ID_STORAGE_KEY]: 'guest-once' });
    const client = chat.makeClient({ storage });
    const historyReads = () => chat.server.calls.filter((c) => c.path === '/api/chat/history').length;
    await client.start();
    expect(chat.server.joins).toEqual(['room-guest-once']);
    expect(historyReads()).toBe(1);
    // Quiet for longer than a join acknowledgement may take: no second read comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(historyReads()).toBe(1);

    await client.setUser('player-once');
    expect(chat.server.joins).toContain('room-player-once');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(historyReads()).toBe(2);
  });

  it('joins with the user id when logged in and sends the bearer token', async () => {
    const client = chat.makeClient({ userId: 'user-7' });
    await client.start();
    await waitFor(() => chat.server.joins.includes('room-user-7'), 'join');
    const history = chat.server.calls.find((c) => c.path === '/api/chat/history');
    expect(history?.body).toEqual({ userId: 'user-7', guestId: null, limit: 10, skip: 0 });
    expect(history?.headers.authorization).toBe('Bearer token-1');
    expect(history?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('configures socket.io with a 500 ms reconnect delay and unlimited attempts by default', async () => {
    const client = chat.makeClient();
    await client.start();
    await waitFor(() => chat.server.sockets().length === 1, 'socket');
    const [socket] = chat.server.sockets();
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

  it('opens a WebSocket at once: no long-polling handshake and upgrade before the join', async () => {
    const firstTransports: string[] = [];
    chat.server.io.engine.on('connection', (raw: { transport: { name: string } }) =>
      firstTransports.push(raw.transport.name),
    );
    const client = chat.makeClient();
    await client.start();
    await waitFor(() => chat.server.joins.length === 1, 'join');
    expect(firstTransports).toEqual(['websocket']);
  });

  it('falls back to long-polling where WebSockets are refused (a proxy without upgrades)', async () => {
    await chat.server.close();
    chat.server = await startChatServer({ prefix: 'room-', transports: ['polling'] });
    const client = chat.makeClient();
    await client.start();
    await waitFor(() => chat.server.joins.length === 1, 'join over polling', 5000);
    expect(client.getState().connection).toBe('connected');
    expect(chat.server.sockets()[0]?.conn.transport.name).toBe('polling');
  });

  it('rejoins through the periodic check when the server closed the socket', async () => {
    // socket.io's own reconnection is off and our retry waits 60 s: only the periodic check can bring it back.
    const client = chat.makeClient({
      reconnectDelayMs: 60_000,
      socketCheckMs: 100,
      socketOptions: { reconnection: false },
    });
    const states: string[] = [];
    client.on('connection', (e) => states.push(e.state));
    await client.start();
    await waitFor(() => chat.server.joins.length === 1, 'first join');
    const kickedAt = Date.now();
    chat.server.sockets()[0]?.disconnect(true);
    await waitFor(() => chat.server.joins.length === 2, 'rejoin by the check');
    // The 60 s reconnect delay never fired: the 100 ms check brought the socket back.
    expect(Date.now() - kickedAt).toBeLessThan(10_000);
    expect(states.slice(-3)).toEqual(['connected', 'disconnected', 'connected']);
    expect(client.getState().connection).toBe('connected');
  });

  it('stays off the socket when no chat backend is configured', async () => {
    const client = chat.makeClient({ socketUrl: null });
    await client.start();
    expect(client.getState().connection).toBe('off');
    expect(client.getState().phase).toBe('ready');
    expect(chat.server.sockets()).toHaveLength(0);
  });

  it('loses and duplicates nothing across 100 forced disconnects, keeping order', async () => {
    const storage = createMemoryStorage({ [GUEST_ID_STORAGE_KEY]: 'guest-chaos' });
    const identity = { userId: null, guestId: 'guest-chaos' };
    const client = chat.makeClient({ storage, reconnectDelayMs: 20 });
    let reconnects = 0;
    client.on('connection', (e) => {
      if (e.state === 'connected' && e.reconnected) reconnects += 1;
    });
    await client.start();
    await waitFor(() => client.getState().connection === 'connected', 'connected');

    for (let round = 0; round < 100; round += 1) {
      const sent = client.sendText(`customer ${round}`);
      expect(sent.ok).toBe(true);
      chat.server.reply(identity, `reply ${round}`);
      const socket = chat.server.sockets()[0];
      // Alternate a server kick and a dropped transport: both must recover.
      if (round % 2 === 0) socket?.disconnect(true);
      else socket?.conn.close();
      // Replies while the client is away never reach its socket; resync must fetch them.
      chat.server.reply(identity, `missed ${round}`);
      // Generous: on a loaded CI machine a reconnect can wait for the 5 s socket check; correctness is what counts.
      await waitFor(
        () => reconnects === round + 1 && client.getState().connection === 'connected',
        `reconnect ${round}`,
        30_000,
      );
    }
    const expected = () => chat.server.conversation(identity).map((m) => m._id);
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
    const missing = chat.server.conversation(identity).filter((m) => !ids.includes(m._id));
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
    for (let i = 1; i <= 25; i += 1) chat.server.reply(identity, `m${i}`);
    const client = chat.makeClient({ userId: 'user-h', socketUrl: null });
    await client.start();
    expect(texts(client)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i + 16}`));
    expect(client.getState().hasMore).toBe(true);
    await client.loadOlder();
    expect(texts(client)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 6}`));
    await client.loadOlder();
    expect(texts(client)).toEqual(Array.from({ length: 25 }, (_, i) => `m${i + 1}`));
    expect(client.getState().hasMore).toBe(false);
    await client.loadOlder();
    const skips = chat.server.calls
      .filter((c) => c.path === '/api/chat/history')
      .map((c) => (c.body as { skip: number }).skip);
    expect(skips).toEqual([0, 10, 20]);
  });

  it('resyncs what was missed when the page becomes visible or the device is online again', async () => {
    const identity = { userId: 'user-r', guestId: null };
    chat.server.reply(identity, 'before');
    let wake: () => void = () => undefined;
    const lifecycle: ChatLifecycle = {
      subscribe(fn) {
        wake = fn;
        return () => undefined;
      },
    };
    const client = chat.makeClient({ userId: 'user-r', socketUrl: null, lifecycle });
    await client.start();
    for (let i = 0; i < 15; i += 1) chat.server.reply(identity, `while hidden ${i}`);
    wake();
    await waitFor(() => client.getState().messages.length === 16, 'resync');
    expect(texts(client)).toEqual(['before', ...Array.from({ length: 15 }, (_, i) => `while hidden ${i}`)]);
    expect(client.getState().unread).toBe(15);
  });

  it('switches between guest and player on login and logout, rejoining and reloading', async () => {
    const storage = createMemoryStorage({ [GUEST_ID_STORAGE_KEY]: 'guest-sw' });
    chat.server.reply({ userId: 'player-1', guestId: null }, 'player history');
    const client = chat.makeClient({ storage });
    await client.start();
    await waitFor(() => chat.server.joins.includes('room-guest-sw'), 'guest join');
    client.sendText('as guest');
    await waitFor(() => client.getState().messages[0]?.status === 'succeed', 'guest sent');

    await client.setUser('player-1', { username: '0812345678', name: 'Somchai' });
    expect(client.getState().identity).toEqual({ userId: 'player-1', guestId: null });
    expect(client.getState().room).toBe('room-player-1');
    await waitFor(() => chat.server.joins.includes('room-player-1'), 'player join');
    expect(texts(client)).toEqual(['player history']);
    client.sendText('as player');
    await waitFor(() => client.getState().messages.at(-1)?.status === 'succeed', 'player sent');
    const sent = chat.server.calls.filter((c) => c.path === '/api/chat/send-message').at(-1)?.body;
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
    const first = chat.makeClient({ storage });
    await first.start();
    const guestId = first.getState().identity.guestId;
    expect(guestId).toMatch(/.+/);
    first.sendText('remember me');
    await waitFor(() => first.getState().messages[0]?.status === 'succeed', 'sent');
    first.destroy();

    const second = chat.makeClient({ storage });
    await second.start();
    expect(second.getState().identity.guestId).toBe(guestId);
    expect(texts(second)).toEqual(['remember me']);
    expect(storage.dump()[GUEST_ID_STORAGE_KEY]).toBe(guestId);
  });
});
