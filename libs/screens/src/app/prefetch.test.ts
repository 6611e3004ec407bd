import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestHeaders } from '@wallet/api-client';
import { EARLY_READ_GLOBAL } from '../shared/forms/pending-submit';
import {
  fetchWithPrefetched,
  PREFETCH_GLOBAL,
  PREFETCH_MAX_AGE_MS,
  prefetchScript,
  readPrefetched,
  releaseUnusedPrefetched,
  type PrefetchedCall,
} from './prefetch';

const URL_WALLET = 'http://127.0.0.1:4000/api/wallet';

function call(overrides: Partial<PrefetchedCall> = {}): PrefetchedCall {
  return {
    url: URL_WALLET,
    authorization: 'Bearer abc',
    language: 'th',
    startedAt: 0,
    response: Promise.resolve(new Response('{"from":"prefetch"}')),
    ...overrides,
  };
}

function request(url = URL_WALLET, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return new Request(url, {
    headers: { Authorization: 'Bearer abc', 'Accept-Language': 'th', ...headers },
    ...init,
  });
}

const network = () => vi.fn(async () => new Response('{"from":"network"}'));

describe('fetchWithPrefetched', () => {
  it('answers the first matching GET from the prefetched call, once; the next goes to the network', async () => {
    const calls = [call()];
    const next = network();
    const fetcher = fetchWithPrefetched(
      calls,
      () => next,
      () => 100,
    );
    expect(await (await fetcher(request())).json()).toEqual({ from: 'prefetch' });
    expect(calls).toHaveLength(0);
    expect(await (await fetcher(request())).json()).toEqual({ from: 'network' });
    expect(next).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another token', request(URL_WALLET, { Authorization: 'Bearer other' })],
    ['another language', request(URL_WALLET, { 'Accept-Language': 'en' })],
    ['another path', request('http://127.0.0.1:4000/api/bonus')],
    ['a POST', request(URL_WALLET, {}, { method: 'POST', body: '{}' })],
  ])('sends %s to the network and keeps the prefetched call', async (_name, req) => {
    const calls = [call()];
    const next = network();
    const response = await fetchWithPrefetched(
      calls,
      () => next,
      () => 100,
    )(req);
    expect(await response.json()).toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('never serves an answer requested longer ago than the limit', async () => {
    const calls = [call({ startedAt: 1000 })];
    const next = network();
    const fetcher = fetchWithPrefetched(
      calls,
      () => next,
      () => 1000 + PREFETCH_MAX_AGE_MS,
    );
    expect(await (await fetcher(request())).json()).toEqual({ from: 'network' });
  });

  it('passes a failed prefetch on to the call (no silent retry)', async () => {
    const failure = new TypeError('Failed to fetch');
    const response = Promise.reject(failure);
    response.catch(() => undefined);
    const next = network();
    await expect(
      fetchWithPrefetched(
        [call({ response })],
        () => next,
        () => 1,
      )(request()),
    ).rejects.toBe(failure);
    expect(next).not.toHaveBeenCalled();
  });

  it("rejects with the signal's reason when the call times out or is cancelled before the answer", async () => {
    const controller = new AbortController();
    const pending = fetchWithPrefetched(
      [call({ response: new Promise(() => undefined) })],
      network,
      () => 1,
    )(request(URL_WALLET, {}, { signal: controller.signal }));
    const reason = new DOMException('The call timed out', 'TimeoutError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('releaseUnusedPrefetched', () => {
  afterEach(() => vi.useRealTimers());

  it('drops the answers nobody took once they are too old to be taken, cancelling their bodies', async () => {
    vi.useFakeTimers();
    const cancel = vi.fn(async () => undefined);
    const response = { body: { cancel } } as unknown as Response;
    const calls = [call({ response: Promise.resolve(response) }), call({ url: 'http://x/api/bonus' })];
    releaseUnusedPrefetched(calls, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(0);
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});

describe('readPrefetched', () => {
  it("returns the page's own array, without entries of another shape, and none when absent", () => {
    const good = call();
    const page: Record<string, unknown> = { [PREFETCH_GLOBAL]: [good, { url: 1 }, null] };
    const calls = readPrefetched(page);
    expect(calls).toEqual([good]);
    expect(calls).toBe(page[PREFETCH_GLOBAL]);
    expect(readPrefetched({})).toEqual([]);
    expect(readPrefetched({ [PREFETCH_GLOBAL]: 'x' })).toEqual([]);
  });
});

describe('prefetchScript', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  afterEach(() => vi.unstubAllGlobals());

  function run(script: string, { token = '', locale = '', cookie = '' } = {}) {
    const local = storage();
    const session = storage();
    if (token) local.setItem('token', token);
    if (locale) local.setItem('locale', locale);
    const fetchMock = vi.fn(async () => new Response('{}'));
    const page: Record<string, unknown> = {};
    vi.stubGlobal('fetch', fetchMock);
    new Function('window', 'localStorage', 'sessionStorage', 'document', 'location', 'performance', script)(
      page,
      local,
      session,
      { cookie },
      { href: 'https://wallet.example/user/home' },
      { now: () => 42 },
    );
    return { fetchMock, page };
  }

  it('is empty for a page that prefetches nothing', () => {
    expect(prefetchScript({ apiBaseUrl: '', paths: [], defaultLocale: 'th' })).toBe('');
  });

  it("requests each path with the API client's headers (the i18n locale: lo for la) and lists them", () => {
    const script = prefetchScript({
      apiBaseUrl: '',
      paths: ['/api/wallet', '/api/account/profile'],
      defaultLocale: 'th',
    });
    const { fetchMock, page } = run(script, { token: 'abc', locale: 'la' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('https://wallet.example/api/wallet', {
      // Exactly what the API client sends for that token and language.
      headers: requestHeaders({ getToken: () => 'abc', getLocale: () => 'lo' }),
    });
    const calls = readPrefetched(page);
    expect(calls.map((c) => [c.url, c.authorization, c.language, c.startedAt])).toEqual([
      ['https://wallet.example/api/wallet', 'Bearer abc', 'lo', 42],
      ['https://wallet.example/api/account/profile', 'Bearer abc', 'lo', 42],
    ]);
  });

  it("uses the cookie's language, then the build's default, as the app does", () => {
    const script = prefetchScript({
      apiBaseUrl: 'https://api.example',
      paths: ['/api/wallet'],
      defaultLocale: 'la',
    });
    expect(readPrefetched(run(script, { token: 't', cookie: 'a=1; locale=en' }).page)[0]?.language).toBe(
      'en',
    );
    const fallback = readPrefetched(run(script, { token: 't', locale: 'xx' }).page)[0];
    expect(fallback?.language).toBe('lo');
    expect(fallback?.url).toBe('https://api.example/api/wallet');
  });

  it('requests nothing for a guest (no token), and leaves no reader', () => {
    const script = prefetchScript({ apiBaseUrl: '', paths: ['/api/wallet'], defaultLocale: 'th' });
    const { fetchMock, page } = run(script);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(page[PREFETCH_GLOBAL]).toEqual([]);
    expect(page[EARLY_READ_GLOBAL]).toBeUndefined();
  });

  it('keeps to itself within the page loader that inlines it: the next script runs, its names stay its own', () => {
    const script = prefetchScript({ apiBaseUrl: '', paths: ['/api/wallet'], defaultLocale: 'th' });
    // As in the prerendered page: the loader's own `P` after it, the early paint's `(function(){…})()` right after.
    const { page } = run(`var P;${script}(function(){window.after=1})();P=window.PerformanceObserver;`, {
      token: 'abc',
    });
    expect(page.after).toBe(1);
    (page[EARLY_READ_GLOBAL] as (path: string) => void)('/api/promotion/find/FREE50');
    expect(readPrefetched(page).map((c) => c.url)).toContain(
      'https://wallet.example/api/promotion/find/FREE50',
    );
  });

  it("leaves a player's page its reader: a read started later is requested (low priority) and listed as the page's own", () => {
    const script = prefetchScript({ apiBaseUrl: '', paths: ['/api/wallet'], defaultLocale: 'th' });
    const { fetchMock, page } = run(script, { token: 'abc', locale: 'en' });
    const read = page[EARLY_READ_GLOBAL] as (path: string) => void;
    read('/api/promotion/find/FREE50');
    // After the app's scripts (low priority), with the headers the app would send.
    expect(fetchMock).toHaveBeenLastCalledWith('https://wallet.example/api/promotion/find/FREE50', {
      headers: requestHeaders({ getToken: () => 'abc', getLocale: () => 'en' }),
      priority: 'low',
    });
    expect(readPrefetched(page).map((c) => [c.url, c.authorization, c.language])).toEqual([
      ['https://wallet.example/api/wallet', 'Bearer abc', 'en'],
      ['https://wallet.example/api/promotion/find/FREE50', 'Bearer abc', 'en'],
    ]);
  });

  it("requests a public path for a guest, and with the player's token for a player", () => {
    const script = prefetchScript({
      apiBaseUrl: '',
      paths: ['/api/wallet'],
      publicPaths: ['/api/lookup/contact'],
      defaultLocale: 'th',
    });
    const guest = run(script).fetchMock.mock.calls as unknown as [string, { headers: object }][];
    expect(guest.map(([url]) => url)).toEqual(['https://wallet.example/api/lookup/contact']);
    // No token for a guest: no Authorization header, as the API client sends none.
    expect(Object.keys(guest[0]?.[1].headers ?? {})).not.toContain('Authorization');
    const player = run(script, { token: 'abc' }).fetchMock.mock.calls as unknown as [
      string,
      { headers: Record<string, string> },
    ][];
    expect(player.map(([url]) => url)).toEqual([
      'https://wallet.example/api/wallet',
      'https://wallet.example/api/lookup/contact',
    ]);
    expect(player[1]?.[1].headers.Authorization).toBe('Bearer abc');
  });
});
