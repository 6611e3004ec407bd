import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANNOT_VERIFY_IDENTITY_TH } from '@wallet/domain';
import type { ApiError } from './api-error';
import { isApiError } from './api-error';
import { createApiClient, type ApiClientOptions } from './client';

type Handler = (request: Request) => Response | Promise<Response>;

/** A fake fetch that records every request and answers with the handler. */
function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return handler(request);
  });
  return { fetch: fn as unknown as typeof fetch, requests };
}

/** Answers never, like a stalled server; rejects as real fetch does once the request's signal aborts. */
function hang(request: Request): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(handler: Handler, extra: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(handler);
  const onGone = vi.fn();
  const onInvalidIdentity = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 'tok-1',
    getLocale: () => 'th',
    onGone,
    onInvalidIdentity,
    fetch: fake.fetch,
    ...extra,
  });
  return { api, requests: fake.requests, onGone, onInvalidIdentity };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`expected ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient requests', () => {
  it('sends Bearer, X-Requested-With and Accept-Language, and unwraps the body', async () => {
    const { api, requests } = client(() => json({ name: 'Wallet Demo', website: 'https://w.example' }));
    const info = await api.get('/api/lookup/info');
    expect(info).toEqual({ name: 'Wallet Demo', website: 'https://w.example' });
    const request = requests[0];
    expect(request?.url).toBe('http://api.test/api/lookup/info');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept-Language')).toBe('th');
  });

  it('omits Authorization when there is no token and reads the token at send time', async () => {
    let token: string | null = null;
    const { api, requests } = client(() => json({ token: 'fresh' }), { getToken: () => token });
    await api.post('/api/login', { body: { username: '0812345678', password: 'demo1234' } });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(await requests[0]?.json()).toEqual({ username: '0812345678', password: 'demo1234' });
    token = 'fresh';
    await api.get('/api/wallet');
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('fills path parameters and sends PUT and DELETE', async () => {
    const { api, requests } = client(() => json({ code: 'SUCCESS', message: 'SUCCESS' }));
    await api.delete('/api/qrcode/{id}', { params: { path: { id: 'qr 1' } } });
    await api.put('/api/chat/read-customer/', { body: { userId: 'u1', guestId: null } });
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url).toBe('http://api.test/api/qrcode/qr%201');
    expect(requests[1]?.method).toBe('PUT');
    expect(requests[1]?.url).toBe('http://api.test/api/chat/read-customer/');
  });
});

describe('createApiClient failures', () => {
  it('turns the error envelope into ApiError with status, code and message', async () => {
    const { api, onGone, onInvalidIdentity } = client(() =>
      json({ code: 'WRONG_CREDENTIAL', message: 'WRONG_CREDENTIAL' }, 401),
    );
    const error = await rejection(api.post('/api/login', { body: { username: 'x', password: 'y' } }));
    expect(error).toMatchObject({ status: 401, code: 'WRONG_CREDENTIAL', message: 'WRONG_CREDENTIAL' });
    expect(onGone).not.toHaveBeenCalled();
    expect(onInvalidIdentity).not.toHaveBeenCalled();
  });

  it('calls onGone for the gone answer', async () => {
    const { api, onGone, onInvalidIdentity } = client(() => json({ code: 'GONE', message: 'gone' }, 410));
    const error = await rejection(api.get('/api/wallet'));
    expect(error).toMatchObject({ status: 410, code: 'GONE' });
    expect(onGone).toHaveBeenCalledTimes(1);
    expect(onInvalidIdentity).not.toHaveBeenCalled();
  });

  it.each([
    [{ code: 'INVALID_TOKEN', message: 'invalid-token' }, 401],
    [{ code: 'INVALID_USER_3', message: 'INVALID_USER_3' }, 401],
    [{ code: 'UNAUTHORIZED', message: CANNOT_VERIFY_IDENTITY_TH }, 401],
  ])('calls onInvalidIdentity for %j', async (body, status) => {
    const { api, onGone, onInvalidIdentity } = client(() => json(body, status));
    const error = await rejection(api.get('/api/account/profile'));
    expect(error.code).toBe(body.code);
    expect(onInvalidIdentity).toHaveBeenCalledTimes(1);
    expect(onGone).not.toHaveBeenCalled();
  });

  it('maps a 5xx without envelope to HTTP_ERROR with the raw text', async () => {
    const { api } = client(
      () => new Response('upstream exploded', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await rejection(api.get('/api/wallet'));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', message: 'upstream exploded' });
  });

  it('keeps a 5xx envelope code', async () => {
    const { api } = client(() =>
      json({ code: 'INTERNAL_SERVER_ERROR', message: 'INTERNAL_SERVER_ERROR' }, 500),
    );
    const error = await rejection(api.get('/api/wallet'));
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL_SERVER_ERROR' });
  });

  it('maps invalid JSON in a 200 to BAD_RESPONSE', async () => {
    const { api } = client(() => new Response('<html>proxy page</html>', { status: 200 }));
    const error = await rejection(api.get('/api/wallet'));
    expect(error).toMatchObject({ status: 200, code: 'BAD_RESPONSE' });
  });

  it('maps an empty 200 to BAD_RESPONSE', async () => {
    const { api } = client(() => new Response(null, { status: 200 }));
    expect((await rejection(api.get('/api/wallet'))).code).toBe('BAD_RESPONSE');
  });

  it('maps a thrown fetch (offline) to NETWORK without ending the session', async () => {
    const { api, onGone, onInvalidIdentity } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(api.get('/api/wallet'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: 'Failed to fetch' });
    expect(onGone).not.toHaveBeenCalled();
    expect(onInvalidIdentity).not.toHaveBeenCalled();
  });

  it('times out after timeoutMs with code TIMEOUT', async () => {
    const { api } = client(hang, { timeoutMs: 20 });
    const error = await rejection(api.get('/api/wallet'));
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('uses 60 s by default', async () => {
    vi.useFakeTimers();
    const { api } = client(hang);
    const pending = rejection(api.get('/api/wallet'));
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).code).toBe('TIMEOUT');
  });

  it('maps a caller abort to ABORTED', async () => {
    const controller = new AbortController();
    const { api } = client(hang);
    const pending = rejection(api.get('/api/wallet', { signal: controller.signal }));
    controller.abort();
    expect((await pending).code).toBe('ABORTED');
  });

  it('is an Error subclass carrying the server message', async () => {
    const { api } = client(() => json({ code: 'MONEY_NOT_ENOUGH', message: 'MONEY_NOT_ENOUGH' }, 400));
    const error = await rejection(
      api.post('/api/wallet/transfer', { body: { from: 'wallet', to: 'pg', amount: 5 } }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('MONEY_NOT_ENOUGH');
  });
});
