// The chat client's outbox and read marks against a real test server: optimistic sends, uploads, resend, remove.
import { describe, expect, it } from 'vitest';
import { startChatServer } from '../test-helpers/chat-server';
import { texts, useChatClientHarness } from '../test-helpers/client-harness';
import { waitFor } from '../test-helpers/wait-for';
import { createHttpChatTransport } from './http-transport';

const chat = useChatClientHarness();

describe('sending', () => {
  it('sends trimmed text optimistically: sending then succeed, merged with the echo without duplicates', async () => {
    const client = chat.makeClient();
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
    const sent = chat.server.calls.find((c) => c.path === '/api/chat/send-message')?.body as Record<
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

  it("keeps a message the echo confirmed when the send call's answer is lost afterwards", async () => {
    const http = createHttpChatTransport({ baseUrl: chat.server.url, getToken: () => 'token-1' });
    const client = chat.makeClient({
      transport: {
        ...http,
        async send(message) {
          await http.send(message);
          // The server stored it and its echo arrived; then the connection drops before the answer.
          await waitFor(() => client.getState().messages[0]?._id, 'echo merged');
          throw new Error('answer lost');
        },
      },
    });
    await client.start();
    await waitFor(() => client.getState().connection === 'connected', 'connected');
    const errors: string[] = [];
    client.on('error', (e) => errors.push(e.operation));
    const sent = client.sendText('confirmed');
    if (!sent.ok) throw new Error('rejected');
    await waitFor(() => errors.length > 0, 'send error reported');
    // Domain's nextDeliveryStatus ignores an error outside sending: succeed stays succeed, no resend offered.
    expect(client.getState().messages.map((m) => m.status)).toEqual(['succeed']);
    expect(client.resend(sent.key)).toBe(false);
    expect(errors).toEqual(['send']);
  });

  it('never duplicates when the server echoes messages without _id or clientId', async () => {
    await chat.server.close();
    chat.server = await startChatServer({ prefix: 'room-', withoutIds: true });
    const identity = { userId: 'user-anon', guestId: null };
    const client = chat.makeClient({ userId: 'user-anon', reconnectDelayMs: 20 });
    await client.start();
    await waitFor(() => client.getState().connection === 'connected', 'connected');
    let reconnects = 0;
    client.on('connection', (e) => {
      if (e.reconnected) reconnects += 1;
    });
    for (let i = 0; i < 20; i += 1) {
      client.sendText('same text');
      chat.server.reply(identity, `reply ${i}`);
      if (i % 5 === 4) {
        chat.server.sockets()[0]?.conn.close();
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
      chat.server.conversation(identity).map((m) => m.createdAt),
    );
  });

  it('rejects empty and too long texts with the domain messages', async () => {
    const client = chat.makeClient();
    await client.start();
    expect(client.sendText('   ')).toEqual({ ok: false, error: { id: 'chat.textEmpty' } });
    expect(client.sendText('x'.repeat(2001))).toEqual({
      ok: false,
      error: { id: 'chat.textTooLong', values: { max: 2000 } },
    });
    expect(client.getState().messages).toHaveLength(0);
  });

  it('marks a failed send and resends it, or removes it', async () => {
    const client = chat.makeClient({ socketUrl: null });
    await client.start();
    chat.server.failSends(2);
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
      chat.server
        .conversation({ userId: null, guestId: client.getState().identity.guestId })
        .map((m) => m.message.payload.message),
    ).toEqual(['first']);
  });

  it('uploads a file, reports progress, then sends the media message', async () => {
    const client = chat.makeClient({ socketUrl: null });
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
    expect(chat.server.calls.map((c) => c.path)).toContain('/api/chat/upload-image');
  });

  it('rejects unsupported and oversized files with the domain messages', async () => {
    const client = chat.makeClient({ socketUrl: null });
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
    const client = chat.makeClient({ socketUrl: null });
    await client.start();
    chat.server.failUploads(1);
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
    expect(chat.server.calls.filter((c) => c.path === '/api/chat/upload-video')).toHaveLength(2);
  });

  it('cancels a running upload and drops the message', async () => {
    const client = chat.makeClient({ socketUrl: null });
    await client.start();
    chat.server.slowUploads(2000);
    const result = client.sendFile(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' }));
    if (!result.ok) throw new Error('rejected');
    await waitFor(
      () =>
        chat.server.calls.some((c) => c.path === '/api/chat/upload-image') || client.cancelUpload(result.key),
      'started',
      3000,
    );
    client.cancelUpload(result.key);
    await waitFor(() => client.getState().messages.length === 0, 'removed');
    expect(chat.server.calls.some((c) => c.path === '/api/chat/send-message')).toBe(false);
  });
});

describe('read marks', () => {
  it('sends the read mark 1 s after new messages are seen', async () => {
    const client = chat.makeClient({ userId: 'user-read' });
    await client.start();
    await waitFor(() => chat.server.joins.includes('room-user-read'), 'join');
    chat.server.reply({ userId: 'user-read', guestId: null }, 'unread one');
    await waitFor(() => client.getState().unread === 1, 'unread');
    const seenAt = Date.now();
    client.markSeen();
    await new Promise((r) => setTimeout(r, 500));
    expect(chat.server.calls.some((c) => c.path === '/api/chat/read-customer/')).toBe(false);
    await waitFor(
      () => chat.server.calls.find((c) => c.path === '/api/chat/read-customer/'),
      'read mark',
      2000,
    );
    expect(Date.now() - seenAt).toBeGreaterThanOrEqual(950);
    expect(chat.server.calls.find((c) => c.path === '/api/chat/read-customer/')?.body).toEqual({
      userId: 'user-read',
      guestId: null,
    });
    expect(client.getState().unread).toBe(0);
  });
});
