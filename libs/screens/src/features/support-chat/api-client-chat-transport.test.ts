import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@wallet/api-client';
import {
  buildChatConfig,
  buildChatHistory,
  buildChatMessage,
  buildChatSendResponse,
  buildChatUploadResponse,
  buildSupportMessage,
} from '@wallet/api-client/testing';
import { ChatTransportError, isAbortError, type ChatTransport, type ChatWireMessage } from '@wallet/chat-sdk';
import { createApiClientChatTransport } from './api-client-chat-transport';

type Answer = (request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The app's ApiClient over a fake fetch answering "METHOD /path"; records every request and the auth callbacks. */
function setup(routes: Record<string, Answer>, extra: { timeoutMs?: number; fetch?: false } = {}) {
  const requests: Request[] = [];
  const onGone = vi.fn();
  const onInvalidIdentity = vi.fn();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    return route ? route(request) : json({ code: 'NO_DATA', message: 'NO_DATA' }, 404);
  };
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    getToken: () => 'tok-7',
    getLocale: () => 'la',
    onGone,
    onInvalidIdentity,
    ...(extra.fetch === false ? {} : { fetch: fetch as typeof globalThis.fetch }),
    ...(extra.timeoutMs ? { timeoutMs: extra.timeoutMs } : {}),
  });
  return { transport: createApiClientChatTransport(api), requests, onGone, onInvalidIdentity };
}

/** A scripted XMLHttpRequest (the ApiClient uploads with it so progress can be reported). */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function xhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no upload was started');
  return FakeXhr.last;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const image = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('createApiClientChatTransport: each call goes through the ApiClient', () => {
  it('config: GET /api/chat/config with the common headers, resolves the prefix', async () => {
    const { transport, requests } = setup({ 'GET /api/chat/config': () => json(buildChatConfig()) });
    await expect(transport.config()).resolves.toEqual({ PREFIX: 'wallet-' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('http://api.test/api/chat/config');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-7');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept-Language')).toBe('la');
  });

  it('history: POST /api/chat/history with exactly the query, resolves the messages newest first', async () => {
    const newest = buildSupportMessage({ _id: 'm-2', createdAt: '2026-03-01T10:00:01.000Z' });
    const older = buildChatMessage({ _id: 'm-1', createdAt: '2026-03-01T10:00:00.000Z' });
    const { transport, requests } = setup({
      'POST /api/chat/history': () => json(buildChatHistory({ messages: [newest, older] })),
    });
    const messages = await transport.history({ userId: 'u-1', guestId: null, limit: 10, skip: 20 });
    expect(messages.map((m) => m._id)).toEqual(['m-2', 'm-1']);
    expect(messages[0]?.message).toEqual(newest.message);
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({ userId: 'u-1', guestId: null, limit: 10, skip: 20 });
    expect(requests[0]?.headers.get('Content-Type')).toContain('application/json');
  });

  it('send: POST /api/chat/send-message with the contract fields only, resolves the created time', async () => {
    const { transport, requests } = setup({
      'POST /api/chat/send-message': () =>
        json(buildChatSendResponse({ clientId: 'c-1', createdAt: '2026-03-01T10:00:05.000Z' })),
    });
    // What the chat client hands over may carry fields the contract does not declare (it forbids extras).
    const message = {
      clientId: 'c-1',
      sender: 'customer',
      message: { message_type: 'text', payload: { message: 'สวัสดีครับ' } },
      userId: null,
      guestId: 'guest-9',
      username: '0812345678',
      name: 'Somchai',
      _id: 'local-only',
      status: 'sending',
    } as ChatWireMessage;
    await expect(transport.send(message)).resolves.toEqual({ createdAt: '2026-03-01T10:00:05.000Z' });
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({
      clientId: 'c-1',
      sender: 'customer',
      message: { message_type: 'text', payload: { message: 'สวัสดีครับ' } },
      userId: null,
      guestId: 'guest-9',
      username: '0812345678',
      name: 'Somchai',
    });
  });

  it('send: a generic card without a title is sent with the empty title the contract requires', async () => {
    const { transport, requests } = setup({
      'POST /api/chat/send-message': () => json(buildChatSendResponse()),
    });
    await transport.send({
      sender: 'customer',
      message: { message_type: 'generic', payload: { elements: [{ subtitle: 'card' }] } },
      userId: 'u-1',
      guestId: null,
    });
    expect(await requests[0]?.json()).toMatchObject({
      message: { message_type: 'generic', payload: { elements: [{ title: '', subtitle: 'card' }] } },
    });
  });

  it('markRead: PUT /api/chat/read-customer/ with the identity', async () => {
    const { transport, requests } = setup({
      'PUT /api/chat/read-customer/': () => json({ code: 'SUCCESS', message: 'SUCCESS' }),
    });
    await expect(transport.markRead({ userId: null, guestId: 'guest-9' })).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe('http://api.test/api/chat/read-customer/');
    expect(await requests[0]?.json()).toEqual({ userId: null, guestId: 'guest-9' });
  });
});

describe('createApiClientChatTransport: uploads', () => {
  it('uploads an image as the multipart field file with the common headers and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { transport } = setup({}, { fetch: false });
    const progress: number[] = [];
    const file = image();
    const done = transport.upload(file, { kind: 'image', onProgress: (f) => progress.push(f) });
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/chat/upload-image');
    expect(request.timeout).toBe(300_000);
    expect(request.headers).toMatchObject({
      Authorization: 'Bearer tok-7',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': 'la',
    });
    const sent = request.body?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('photo.png');
    request.progress(1, 4);
    request.progress(2, 4);
    request.respond(200, buildChatUploadResponse({ path: '/uploads/chat/photo.png' }));
    await expect(done).resolves.toEqual({ path: '/uploads/chat/photo.png' });
    expect(progress).toEqual([0.25, 0.5, 1]);
  });

  it('uploads a video to /api/chat/upload-video', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { transport } = setup({}, { fetch: false });
    const video = new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });
    const done = transport.upload(video, { kind: 'video' });
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(xhr().url).toBe('http://api.test/api/chat/upload-video');
    xhr().respond(200, buildChatUploadResponse({ path: '/uploads/chat/clip.mp4' }));
    await expect(done).resolves.toEqual({ path: '/uploads/chat/clip.mp4' });
  });

  it('cancels through the signal: the request is aborted and the chat sees an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { transport, onGone, onInvalidIdentity } = setup({}, { fetch: false });
    const controller = new AbortController();
    const progress: number[] = [];
    const done = transport.upload(image(), {
      kind: 'image',
      signal: controller.signal,
      onProgress: (f) => progress.push(f),
    });
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    xhr().progress(1, 10);
    controller.abort();
    const error = await rejection(done);
    expect(xhr().aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
    expect(progress).toEqual([0.1]);
    expect(onGone).not.toHaveBeenCalled();
    expect(onInvalidIdentity).not.toHaveBeenCalled();
  });

  it('does not start an upload whose signal is already aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { transport } = setup({}, { fetch: false });
    const controller = new AbortController();
    controller.abort();
    expect(
      isAbortError(await rejection(transport.upload(image(), { kind: 'image', signal: controller.signal }))),
    ).toBe(true);
    expect(FakeXhr.last?.body).toBeUndefined();
  });

  it('fails when the server answers without a path', async () => {
    const { transport } = setup({ 'POST /api/chat/upload-image': () => json({ path: '' }) });
    const error = await rejection(transport.upload(image(), { kind: 'image' }));
    expect(error).toBeInstanceOf(ChatTransportError);
    expect(error).toMatchObject({ status: 502 });
  });
});

type Call = [name: string, run: (t: ChatTransport) => Promise<unknown>, route: string];
const calls: Call[] = [
  ['config', (t) => t.config(), 'GET /api/chat/config'],
  [
    'history',
    (t) => t.history({ userId: 'u-1', guestId: null, limit: 10, skip: 0 }),
    'POST /api/chat/history',
  ],
  [
    'send',
    (t) =>
      t.send({
        sender: 'customer',
        message: { message_type: 'text', payload: { message: 'hi' } },
        userId: 'u-1',
        guestId: null,
      }),
    'POST /api/chat/send-message',
  ],
  ['upload', (t) => t.upload(image(), { kind: 'image' }), 'POST /api/chat/upload-image'],
  ['markRead', (t) => t.markRead({ userId: 'u-1', guestId: null }), 'PUT /api/chat/read-customer/'],
];

describe("createApiClientChatTransport: 401, 'gone' and identity answers reach the app's auth handling", () => {
  it.each(calls)("%s: the 'gone' answer calls onGone", async (_name, run, route) => {
    const { transport, onGone, onInvalidIdentity } = setup({
      [route]: () => json({ code: 'GONE', message: 'gone' }, 410),
    });
    const error = await rejection(run(transport));
    expect(onGone).toHaveBeenCalledTimes(1);
    expect(onInvalidIdentity).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ChatTransportError);
    expect(error).toMatchObject({ status: 410, body: { code: 'GONE', message: 'gone' } });
  });

  it.each(calls)('%s: INVALID_USER_1 calls onInvalidIdentity', async (_name, run, route) => {
    const { transport, onGone, onInvalidIdentity } = setup({
      [route]: () => json({ code: 'INVALID_USER_1', message: 'INVALID_USER_1' }, 401),
    });
    const error = await rejection(run(transport));
    expect(onInvalidIdentity).toHaveBeenCalledTimes(1);
    expect(onGone).not.toHaveBeenCalled();
    expect(error).toMatchObject({ name: 'ChatTransportError', status: 401 });
  });

  it.each(calls)('%s: a 401 invalid-token calls onInvalidIdentity', async (_name, run, route) => {
    const { transport, onInvalidIdentity } = setup({
      [route]: () => json({ code: 'INVALID_TOKEN', message: 'invalid-token' }, 401),
    });
    await rejection(run(transport));
    expect(onInvalidIdentity).toHaveBeenCalledTimes(1);
  });

  it('an upload answered 401 through XMLHttpRequest calls onInvalidIdentity', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { transport, onInvalidIdentity } = setup({}, { fetch: false });
    const done = transport.upload(image(), { kind: 'image' });
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    xhr().respond(401, { code: 'EXPIRED_AUTH_TOKEN', message: 'EXPIRED_AUTH_TOKEN' });
    expect(await rejection(done)).toMatchObject({ status: 401 });
    expect(onInvalidIdentity).toHaveBeenCalledTimes(1);
  });

  it('an ordinary failure reaches neither callback and keeps the server message', async () => {
    const { transport, onGone, onInvalidIdentity } = setup({
      'POST /api/chat/send-message': () => json({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' }, 500),
    });
    const error = await rejection(calls[2]![1](transport));
    expect(error).toMatchObject({ status: 500, message: 'boom', body: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(onGone).not.toHaveBeenCalled();
    expect(onInvalidIdentity).not.toHaveBeenCalled();
  });

  it("a call that outlives the client's timeout fails with status 0 and no auth outcome", async () => {
    const { transport, onGone, onInvalidIdentity } = setup(
      {
        'GET /api/chat/config': (request) =>
          new Promise<Response>((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(request.signal.reason)),
          ),
      },
      { timeoutMs: 20 },
    );
    const error = await rejection(transport.config());
    expect(error).toBeInstanceOf(ChatTransportError);
    expect(error).toMatchObject({ status: 0, body: { code: 'TIMEOUT' } });
    expect(onGone).not.toHaveBeenCalled();
    expect(onInvalidIdentity).not.toHaveBeenCalled();
  });
});
