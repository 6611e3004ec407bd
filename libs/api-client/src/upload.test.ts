import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError, type ApiError } from './api-error';
import { createApiClient } from './client';
import { buildSlipItem } from './testing/fixtures';

/** A scripted XMLHttpRequest: records what was sent and lets the test drive progress and the answer. */
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
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
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
  respond(status: number, body: string) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = body;
    this.onload?.();
  }
}

function api(extra: { fetch?: typeof fetch; fetchCalls?: typeof fetch; uploadTimeoutMs?: number } = {}) {
  return createApiClient({
    baseUrl: 'http://api.test/',
    getToken: () => 'tok-9',
    getLocale: () => 'la',
    ...extra,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the upload to fail');
}

/**
 * The XMLHttpRequest the next upload sends: the transport is a chunk of its own, loaded with the first upload, so the
 * request is opened a moment after `upload()` returns.
 */
async function sent(): Promise<FakeXhr> {
  return vi.waitFor(() => {
    const xhr = FakeXhr.last;
    if (!xhr?.body) throw new Error('nothing sent yet');
    FakeXhr.last = undefined;
    return xhr;
  });
}

const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('upload over XMLHttpRequest', () => {
  it('posts the file as multipart with the common headers, reports progress and unwraps the body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const pending = api().upload('/api/chat/upload-image', {
      file: png(),
      fileName: 'photo.png',
      onProgress: progress,
    });
    const xhr = await sent();
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('http://api.test/api/chat/upload-image');
    expect(xhr?.timeout).toBe(300_000);
    expect(xhr?.headers).toMatchObject({
      Authorization: 'Bearer tok-9',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': 'la',
    });
    const file = xhr?.body?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('photo.png');
    xhr?.progress(2, 4);
    xhr?.progress(4, 4);
    xhr?.respond(200, JSON.stringify({ path: '/uploads/chat/photo.png' }));
    await expect(pending).resolves.toEqual({ path: '/uploads/chat/photo.png' });
    expect(progress.mock.calls.map(([p]) => p.fraction)).toEqual([0.5, 1]);
  });

  it('keeps XMLHttpRequest and its progress when only the calls have their own fetch (fetchCalls)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchCalls = vi.fn(async () => new Response(JSON.stringify({ name: 'Wallet' }), { status: 200 }));
    const client = api({ fetchCalls: fetchCalls as unknown as typeof fetch });
    await expect(client.get('/api/lookup/info')).resolves.toEqual({ name: 'Wallet' });
    expect(fetchCalls).toHaveBeenCalledTimes(1);
    const progress = vi.fn();
    const pending = client.upload('/api/wallet/slip', { file: png(), onProgress: progress });
    const xhr = await sent();
    xhr.progress(1, 4);
    xhr.respond(200, JSON.stringify({ path: '/uploads/slip.png' }));
    await expect(pending).resolves.toEqual({ path: '/uploads/slip.png' });
    expect(progress.mock.calls.map(([p]) => p.fraction)).toEqual([0.25]);
    expect(fetchCalls).toHaveBeenCalledTimes(1);
  });

  it('cancels through the signal with code ABORTED', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = rejection(api().upload('/api/wallet/slip', { file: png(), signal: controller.signal }));
    const xhr = await sent();
    controller.abort();
    const error = await pending;
    expect(error.code).toBe('ABORTED');
    expect(xhr.aborted).toBe(true);
  });

  it('sends nothing when cancelled before its transport has loaded', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = rejection(api().upload('/api/wallet/slip', { file: png(), signal: controller.signal }));
    controller.abort();
    expect((await pending).code).toBe('ABORTED');
    expect(FakeXhr.last?.body).toBeUndefined();
  });

  it('maps the timeout, network failures and error envelopes', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const client = api({ uploadTimeoutMs: 1234 });

    const timedOut = rejection(client.upload('/api/chat/upload-video', { file: png() }));
    const slow = await sent();
    expect(slow.timeout).toBe(1234);
    slow.ontimeout?.();
    expect((await timedOut).code).toBe('TIMEOUT');

    const offline = rejection(client.upload('/api/chat/upload-video', { file: png() }));
    (await sent()).onerror?.();
    expect((await offline).code).toBe('NETWORK');

    const refused = rejection(client.upload('/api/wallet/slip', { file: png() }));
    (await sent()).respond(400, JSON.stringify({ code: 'SLIP_INVALID_FILE', message: 'SLIP_INVALID_FILE' }));
    expect(await refused).toMatchObject({ status: 400, code: 'SLIP_INVALID_FILE' });

    const garbled = rejection(client.upload('/api/wallet/slip', { file: png() }));
    (await sent()).respond(200, 'not json');
    expect((await garbled).code).toBe('BAD_RESPONSE');
  });

  it('calls onGone when an upload meets a terminated service', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onGone = vi.fn();
    const client = createApiClient({ baseUrl: '', getToken: () => null, onGone });
    const pending = rejection(client.upload('/api/wallet/slip', { file: png() }));
    (await sent()).respond(410, JSON.stringify({ code: 'GONE', message: 'gone' }));
    expect((await pending).code).toBe('GONE');
    expect(onGone).toHaveBeenCalledTimes(1);
  });
});

describe('upload over fetch (no XMLHttpRequest, or an injected fetch)', () => {
  it('sends the form with fetch and unwraps the body', async () => {
    const seen: Request[] = [];
    const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify({ path: '/uploads/chat/v.mp4' }), { status: 200 });
    });
    const body = await api({ fetch: fakeFetch as unknown as typeof fetch }).upload('/api/chat/upload-video', {
      file: new Blob(['video'], { type: 'video/mp4' }),
      fileName: 'v.mp4',
    });
    expect(body).toEqual({ path: '/uploads/chat/v.mp4' });
    const form = await seen[0]?.formData();
    expect([...(form?.keys() ?? [])]).toEqual(['file']);
    expect((form?.get('file') as File).name).toBe('v.mp4');
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends the declared form fields next to the file (the slip amount)', async () => {
    const seen: Request[] = [];
    const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify(buildSlipItem()), { status: 200 });
    });
    await api({ fetch: fakeFetch as unknown as typeof fetch }).upload('/api/wallet/slip', {
      file: new Blob(['png'], { type: 'image/png' }),
      fileName: 'slip.png',
      fields: { amount: '250.50' },
    });
    const form = await seen[0]?.formData();
    expect(form?.get('amount')).toBe('250.50');
    expect((form?.get('file') as File).name).toBe('slip.png');
  });

  it('sends extra headers (the slip Idempotency-Key) without letting them replace the client headers', async () => {
    const seen: Request[] = [];
    const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify(buildSlipItem()), { status: 200 });
    });
    await api({ fetch: fakeFetch as unknown as typeof fetch }).upload('/api/wallet/slip', {
      file: png(),
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' },
    });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('times out and cancels', async () => {
    const stalled = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const client = api({ fetch: stalled as typeof fetch, uploadTimeoutMs: 15 });
    expect((await rejection(client.upload('/api/wallet/slip', { file: png() }))).code).toBe('TIMEOUT');
    const controller = new AbortController();
    const pending = rejection(
      client.upload('/api/wallet/slip', { file: png(), signal: controller.signal, timeoutMs: 10_000 }),
    );
    controller.abort();
    expect((await pending).code).toBe('ABORTED');
  });
});
