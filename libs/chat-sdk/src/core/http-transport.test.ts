import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startChatServer } from '../test-helpers/chat-server';
import type { ChatServer } from '../test-helpers/chat-server';
import { createHttpChatTransport } from './http-transport';
import { ChatTransportError, isAbortError } from './transport';

let server: ChatServer;
beforeEach(async () => {
  server = await startChatServer({ prefix: 'p-' });
});
afterEach(async () => {
  await server.close();
});

/** Scripted XMLHttpRequest: reports upload progress in quarters, then answers like the server would. */
class ScriptedXhr {
  static answer: { status: number; body: string } = { status: 200, body: '{"path":"/uploads/x.png"}' };
  static last: ScriptedXhr | undefined;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    ScriptedXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    let step = 0;
    const tick = () => {
      if (this.aborted) return;
      step += 1;
      this.upload.onprogress?.({ lengthComputable: true, loaded: step * 25, total: 100 });
      if (step < 4) setTimeout(tick, 1);
      else {
        this.status = ScriptedXhr.answer.status;
        this.responseText = ScriptedXhr.answer.body;
        this.onload?.();
      }
    };
    setTimeout(tick, 1);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

describe('createHttpChatTransport', () => {
  it('speaks the chat calls of the contract', async () => {
    const transport = createHttpChatTransport({ baseUrl: `${server.url}/`, getToken: async () => 'tkn' });
    expect(await transport.config()).toEqual({ PREFIX: 'p-' });
    const { createdAt } = await transport.send({
      sender: 'customer',
      userId: 'u1',
      guestId: null,
      message: { message_type: 'text', payload: { message: 'hi' } },
    });
    expect(createdAt).toMatch(/^2026-/);
    const history = await transport.history({ userId: 'u1', guestId: null, limit: 10, skip: 0 });
    expect(history.map((m) => m.message.payload.message)).toEqual(['hi']);
    await transport.markRead({ userId: 'u1', guestId: null });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/chat/config',
      'POST /api/chat/send-message',
      'POST /api/chat/history',
      'PUT /api/chat/read-customer/',
    ]);
    expect(server.calls.every((c) => c.headers.authorization === 'Bearer tkn')).toBe(true);
  });

  it('leaves out the Authorization header for guests', async () => {
    const transport = createHttpChatTransport({ baseUrl: server.url, getToken: () => null });
    await transport.config();
    expect(server.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('uploads with fetch when there is no XMLHttpRequest (progress 0 then 1)', async () => {
    const transport = createHttpChatTransport({ baseUrl: server.url });
    const progress: number[] = [];
    const result = await transport.upload(new File(['abc'], 'a b.png', { type: 'image/png' }), {
      kind: 'image',
      onProgress: (p) => progress.push(p),
    });
    expect(result.path).toBe('/uploads/1-a b.png');
    expect(progress).toEqual([0, 1]);
  });

  it('reports upload progress fractions through XMLHttpRequest', async () => {
    ScriptedXhr.answer = { status: 200, body: '{"path":"/uploads/x.png"}' };
    const transport = createHttpChatTransport({
      baseUrl: 'https://api.test',
      getToken: () => 't',
      XMLHttpRequest: ScriptedXhr as unknown as typeof XMLHttpRequest,
    });
    const progress: number[] = [];
    const result = await transport.upload(new File(['x'], 'x.mp4', { type: 'video/mp4' }), {
      kind: 'video',
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ path: '/uploads/x.png' });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1, 1]);
    expect(ScriptedXhr.last?.url).toBe('https://api.test/api/chat/upload-video');
    expect(ScriptedXhr.last?.headers.Authorization).toBe('Bearer t');
    expect(ScriptedXhr.last?.timeout).toBe(300_000);
  });

  it('turns an upload error status into a ChatTransportError and aborts on signal', async () => {
    ScriptedXhr.answer = { status: 500, body: '{"message":"UPLOAD_FAILED"}' };
    const transport = createHttpChatTransport({
      baseUrl: 'https://api.test',
      XMLHttpRequest: ScriptedXhr as unknown as typeof XMLHttpRequest,
    });
    const failed = transport.upload(new File(['x'], 'x.png', { type: 'image/png' }), { kind: 'image' });
    await expect(failed).rejects.toMatchObject({
      name: 'ChatTransportError',
      status: 500,
      message: 'UPLOAD_FAILED',
    });

    const controller = new AbortController();
    const pending = transport.upload(new File(['x'], 'x.png', { type: 'image/png' }), {
      kind: 'image',
      signal: controller.signal,
    });
    await Promise.resolve();
    controller.abort();
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('raises the server message on HTTP errors and status 0 on network errors', async () => {
    const transport = createHttpChatTransport({ baseUrl: server.url });
    const error: unknown = await transport.history({ userId: null, guestId: 'g', limit: 10, skip: 0 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeNull();
    const missing = createHttpChatTransport({ baseUrl: `${server.url}/nope` });
    await expect(missing.config()).rejects.toMatchObject({ status: 404, message: 'NOT_FOUND' });
    await server.close();
    const down = await missing.config().catch((e: unknown) => e);
    expect(down).toBeInstanceOf(ChatTransportError);
    expect((down as ChatTransportError).status).toBe(0);
    server = await startChatServer();
  });

  it('times out slow requests', async () => {
    const transport = createHttpChatTransport({
      baseUrl: 'https://api.test',
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    await expect(transport.config()).rejects.toMatchObject({ status: 0, message: 'Request timed out' });
  });
});
