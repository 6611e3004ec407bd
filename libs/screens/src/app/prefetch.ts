// A prerendered player page starts its first API reads from an inline script while the app's JavaScript is still
// downloading, instead of after it has run and hydrated (on a slow phone that is most of a second). The app's API
// client then takes each answer for its own first identical call, so nothing is fetched twice.
import { REQUEST_HEADERS, type ApiPath } from '@wallet/api-client';
import { BCP47_TAGS, STORAGE_KEYS, type Locale } from '@wallet/domain';
import { EARLY_READ_GLOBAL } from '../shared/forms/pending-submit';

/** The page global the inline script fills and the app reads (an array of `PrefetchedCall`). */
export const PREFETCH_GLOBAL = '__walletPrefetch';
/** An answer serves only a call made this soon after it was requested: the app's first reads, never later ones. */
export const PREFETCH_MAX_AGE_MS = 10_000;

/** One read the page started before the app: what it asked for, and the answer on its way. */
export interface PrefetchedCall {
  /** Absolute URL of the GET. */
  url: string;
  /** The Authorization header it carried (`Bearer …`). */
  authorization: string;
  /** The Accept-Language header it carried (the i18n locale: `th`, `lo` or `en`). */
  language: string;
  /** `performance.now()` when it was requested. */
  startedAt: number;
  response: Promise<Response>;
}

export interface PrefetchScriptOptions {
  apiBaseUrl: string;
  /** GET operations without parameters the page calls as it starts, for a player (requested only with a token). */
  paths: readonly ApiPath<'get'>[];
  /**
   * Public GET operations (`security: []` in the document) the page calls as it starts: requested for a guest too,
   * with the token when there is one (what the API client sends either way).
   */
  publicPaths?: readonly ApiPath<'get'>[];
  defaultLocale: Locale;
}

/**
 * Source of the inline script (no module, runs before the app) that requests `paths` and `publicPaths` with the
 * headers the API client will send: the stored token (without one, only `publicPaths`) and the language the app will
 * start in (localStorage, then the cookie, then the build's default, as `readStoredLocale`; sent as its i18n locale,
 * `lo` for a stored `la`). Each body is read at once (an unread body keeps its request open, holding one of the
 * browser's few connections to the server: a slip upload then waited behind it). A failed prefetch is handled here so
 * it is never an unhandled rejection; the app's call still receives the failure. For a player it leaves its way of
 * reading in `EARLY_READ_GLOBAL`, for a read the page starts later: at low priority, after the app's scripts, which
 * it would otherwise keep from one of the six HTTP/1.1 connections while the app it answers cannot start (bench, slow
 * 4G: an early-searched promotion's answer painted at 3.4-3.6 s at the default priority, 3.1 s at low).
 */
export function prefetchScript({
  apiBaseUrl,
  paths,
  publicPaths = [],
  defaultLocale,
}: PrefetchScriptOptions): string {
  if (paths.length === 0 && publicPaths.length === 0) return '';
  const json = JSON.stringify;
  const { token: tokenKey, locale: localeKey } = STORAGE_KEYS;
  // The API client's own headers (REQUEST_HEADERS), filled with the stored token and language.
  const { fixed, token: tokenHeader, tokenPrefix, language: languageHeader } = REQUEST_HEADERS;
  return (
    // Its own scope: the prerender's loader, which inlines it, has names of its own (P among them).
    `(function(){try{var P=window[${json(PREFETCH_GLOBAL)}]=[],T=sessionStorage.getItem(${json(tokenKey)})||` +
    `localStorage.getItem(${json(tokenKey)}),Q=(T?${json(paths)}:[]).concat(${json(publicPaths)});if(Q.length){` +
    `var C=/(?:^|;)\\s*${localeKey}=([^;]*)/.exec(document.cookie),` +
    `M=${json(BCP47_TAGS)},K=localStorage.getItem(${json(localeKey)})||(C?decodeURIComponent(C[1]):''),` +
    `L=Object.prototype.hasOwnProperty.call(M,K)?M[K]:M[${json(defaultLocale)}];` +
    `var H=${json(fixed)};if(T)H[${json(tokenHeader)}]=${json(tokenPrefix)}+T;H[${json(languageHeader)}]=L;` +
    `function R(p,l){` +
    `var u=new URL(${json(apiBaseUrl)}+p,location.href).href,r=fetch(u,l?{headers:H,priority:'low'}:{headers:H}).then(function(x){` +
    `return x.blob().then(function(b){return new Response(b.size?b:null,` +
    `{status:x.status,statusText:x.statusText,headers:x.headers})})});r.catch(function(){});` +
    `P.push({url:u,authorization:H[${json(tokenHeader)}]||'',language:L,startedAt:performance.now(),response:r})}` +
    `Q.forEach(function(p){R(p)});if(T)window[${json(EARLY_READ_GLOBAL)}]=function(p){R(p,1)}}}catch(e){}})();`
  );
}

function isPrefetchedCall(value: unknown): value is PrefetchedCall {
  const call = value as Partial<PrefetchedCall> | null;
  return (
    typeof call === 'object' &&
    call !== null &&
    typeof call.url === 'string' &&
    typeof call.authorization === 'string' &&
    typeof call.language === 'string' &&
    typeof call.startedAt === 'number' &&
    call.response instanceof Promise
  );
}

/** The calls the page's inline script started (the global's own array, drained as they are taken), else none. */
export function readPrefetched(global: Record<string, unknown>): PrefetchedCall[] {
  const calls = global[PREFETCH_GLOBAL];
  if (!Array.isArray(calls)) return [];
  for (let i = calls.length - 1; i >= 0; i -= 1) if (!isPrefetchedCall(calls[i])) calls.splice(i, 1);
  return calls as PrefetchedCall[];
}

/** The answer, or the signal's reason as soon as it aborts (a timeout or a cancel works as on a real fetch). */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A fetch for the API client that answers a GET from a prefetched call with the same URL, token and language
 * (each one once, within `PREFETCH_MAX_AGE_MS`), and sends everything else with `next()`.
 * Example: `createApiClient({ ..., fetch: fetchWithPrefetched(readPrefetched(window), () => fetch) })`.
 */
export function fetchWithPrefetched(
  calls: PrefetchedCall[],
  next: () => typeof fetch,
  now: () => number = () => performance.now(),
): typeof fetch {
  return (input, init) => {
    if (input instanceof Request && init === undefined && input.method === 'GET' && calls.length > 0) {
      const authorization = input.headers.get(REQUEST_HEADERS.token) ?? '';
      const language = input.headers.get(REQUEST_HEADERS.language) ?? '';
      const index = calls.findIndex(
        (call) =>
          call.url === input.url &&
          call.authorization === authorization &&
          call.language === language &&
          now() - call.startedAt < PREFETCH_MAX_AGE_MS,
      );
      if (index >= 0) {
        const [call] = calls.splice(index, 1);
        if (call) return untilAborted(call.response, input.signal);
      }
    }
    return next()(input, init);
  };
}

/**
 * Once no call can take them any more, the answers nobody took are dropped and their bodies cancelled (an unread
 * body would keep its connection busy). Nothing is left when the route's `prefetch` list matches what it calls.
 */
export function releaseUnusedPrefetched(calls: PrefetchedCall[], afterMs = PREFETCH_MAX_AGE_MS): void {
  if (calls.length === 0) return;
  setTimeout(() => {
    for (const call of calls.splice(0)) {
      call.response.then((response) => response.body?.cancel()).catch(() => undefined);
    }
  }, afterMs);
}
