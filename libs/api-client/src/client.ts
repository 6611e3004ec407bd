// The typed /api client: openapi-fetch with auth/locale middleware, timeouts, body unwrapping and one error type.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@wallet/domain';
import { ApiError, errorFromResponse } from './api-error';
import { notifyAuthOutcome } from './auth-outcome';
import type { paths } from './generated/openapi';
import { parseSuccessBody } from './response-body';
import type { ApiArgs, ApiMethod, ApiPath, ApiRequestOptions, ApiResult } from './types';
import type { UploadOptions, UploadPath, UploadResult } from './upload-types';

/** Default timeout of a call (docs/product.md#api: 60 s). */
export const DEFAULT_TIMEOUT_MS = REQUEST_TIMEOUT_MS;
/** Default timeout of an upload (docs/product.md#api: 300 s). */
export const DEFAULT_UPLOAD_TIMEOUT_MS = UPLOAD_TIMEOUT_MS;

/** What the app injects: where the API is, how to read the token and locale, and what to do on 'gone' or lost identity. */
export interface ApiClientOptions {
  /** Origin (and optional prefix) the `/api/...` paths are appended to. Example: `'http://127.0.0.1:3333'`. */
  baseUrl: string;
  /** Current bearer token; nothing is sent when it returns null, undefined or ''. */
  getToken: () => string | null | undefined;
  /** Current locale sent as Accept-Language. Example: `() => 'th'`. */
  getLocale?: () => string;
  /** Called when the server says the service is gone (the app goes to /terminated). */
  onGone?: () => void;
  /** Called on invalid-token or an unverifiable identity (the app clears the token and goes to /login). */
  onInvalidIdentity?: () => void;
  /** Fetch implementation; defaults to the global fetch at call time (so MSW can intercept it). */
  fetch?: typeof fetch;
  /**
   * Fetch for the JSON calls only (uploads keep XMLHttpRequest, or `fetch` when given, and so their progress).
   * Example: a fetch that answers the first reads a prerendered page made before the app started.
   */
  fetchCalls?: typeof fetch;
  /** Timeout of a call in milliseconds (default 60000). */
  timeoutMs?: number;
  /** Timeout of an upload in milliseconds (default 300000). */
  uploadTimeoutMs?: number;
}

/** The wallet API: each method resolves to the unwrapped body and rejects with `ApiError`. */
export interface ApiClient {
  /** Calls a GET operation. Example: `await api.get('/api/wallet')`. */
  get<P extends ApiPath<'get'>>(path: P, ...args: ApiArgs<'get', P>): Promise<ApiResult<'get', P>>;
  /** Calls a POST operation. Example: `await api.post('/api/login', { body: { username, password } })`. */
  post<P extends ApiPath<'post'>>(path: P, ...args: ApiArgs<'post', P>): Promise<ApiResult<'post', P>>;
  /** Calls a PUT operation. */
  put<P extends ApiPath<'put'>>(path: P, ...args: ApiArgs<'put', P>): Promise<ApiResult<'put', P>>;
  /** Calls a DELETE operation. */
  delete<P extends ApiPath<'delete'>>(
    path: P,
    ...args: ApiArgs<'delete', P>
  ): Promise<ApiResult<'delete', P>>;
  /** Uploads a file (slip, chat image, chat video) with progress and cancel; 300 s timeout. */
  upload<P extends UploadPath>(path: P, options: UploadOptions<P>): Promise<UploadResult<P>>;
  /** The underlying openapi-fetch client (raw `{ data, error, response }` results), for the rare call needing headers. */
  readonly raw: Client<paths>;
}

/**
 * The headers of a call, said once: `requestHeaders` builds them, and a prerendered page's prefetch script (which
 * runs before this client exists) sends the same. Example: `{ ...REQUEST_HEADERS.fixed, [REQUEST_HEADERS.token]: REQUEST_HEADERS.tokenPrefix + token }`.
 */
export const REQUEST_HEADERS = Object.freeze({
  /** Sent on every call. */
  fixed: Object.freeze({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }),
  /** Carries the token, after `tokenPrefix`, when there is one. */
  token: 'Authorization',
  tokenPrefix: 'Bearer ',
  /** Carries the locale (its i18n tag) when there is one. */
  language: 'Accept-Language',
});

/** Headers every request carries: X-Requested-With, Bearer when a token exists, Accept-Language when a locale exists. */
export function requestHeaders(
  options: Pick<ApiClientOptions, 'getToken' | 'getLocale'>,
): Record<string, string> {
  const headers: Record<string, string> = { ...REQUEST_HEADERS.fixed };
  const token = options.getToken();
  if (token) headers[REQUEST_HEADERS.token] = `${REQUEST_HEADERS.tokenPrefix}${token}`;
  const locale = options.getLocale?.();
  if (locale) headers[REQUEST_HEADERS.language] = locale;
  return headers;
}

/**
 * Middleware adding the common headers at send time (so a token set after login is used at once). A call that
 * names its own token keeps it (the logout revokes the token the app has just forgotten).
 */
export function headersMiddleware(options: Pick<ApiClientOptions, 'getToken' | 'getLocale'>): Middleware {
  return {
    onRequest({ request }) {
      for (const [name, value] of Object.entries(requestHeaders(options))) {
        if (name === REQUEST_HEADERS.token && request.headers.has(name)) continue;
        request.headers.set(name, value);
      }
      return request;
    },
  };
}

/** A signal that aborts on the caller's signal or after `timeoutMs`, remembering which one fired. */
export function deadline(timeoutMs: number, callerSignal?: AbortSignal | null) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The call timed out', 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** Maps a thrown transport failure to ApiError: TIMEOUT, ABORTED, BAD_RESPONSE or NETWORK. */
export function transportError(error: unknown, state: { timedOut: boolean; aborted: boolean }): ApiError {
  if (error instanceof ApiError) return error;
  if (state.timedOut)
    return new ApiError({ status: 0, code: 'TIMEOUT', message: 'The request timed out', cause: error });
  if (state.aborted)
    return new ApiError({ status: 0, code: 'ABORTED', message: 'The request was cancelled', cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, code: 'NETWORK', message: message || 'Network error', cause: error });
}

/** Creates the typed client. Example: `createApiClient({ baseUrl: '', getToken: () => store.token })`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const uploadTimeoutMs = options.uploadTimeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
  const fetchImpl = (input: Request) => (options.fetchCalls ?? options.fetch ?? globalThis.fetch)(input);
  const raw = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchImpl });
  raw.use(headersMiddleware(options));

  const fail = (error: ApiError): never => {
    notifyAuthOutcome(error, options);
    throw error;
  };

  async function call(
    method: ApiMethod,
    path: string,
    init: ApiRequestOptions<ApiMethod, never> | undefined,
  ) {
    const {
      timeoutMs: callTimeout,
      signal: callerSignal,
      ...rest
    } = (init ?? {}) as Record<string, unknown> & {
      timeoutMs?: number;
      signal?: AbortSignal | null;
    };
    const limit = deadline(callTimeout ?? timeoutMs, callerSignal);
    try {
      const request = raw.request as unknown as (
        m: string,
        p: string,
        o: Record<string, unknown>,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      let result: { data?: unknown; error?: unknown; response: Response };
      try {
        result = await request(method, path, { ...rest, parseAs: 'text', signal: limit.signal });
      } catch (error) {
        return fail(
          transportError(error, { timedOut: limit.timedOut(), aborted: callerSignal?.aborted === true }),
        );
      }
      const { response } = result;
      if (!response.ok) return fail(errorFromResponse(response.status, response.statusText, result.error));
      return parseSuccessBody(response.status, result.data);
    } finally {
      limit.done();
    }
  }

  return {
    raw,
    get: (path, ...args) => call('get', path, args[0] as never) as never,
    post: (path, ...args) => call('post', path, args[0] as never) as never,
    put: (path, ...args) => call('put', path, args[0] as never) as never,
    delete: (path, ...args) => call('delete', path, args[0] as never) as never,
    // The transport comes with the first upload (most pages never send one); a chunk that cannot load is a
    // network failure like any other: nothing was sent.
    upload: (path, uploadOptions) =>
      import('./upload')
        .then(({ uploadFile }) =>
          uploadFile(path, uploadOptions, {
            baseUrl: options.baseUrl,
            headers: () => requestHeaders(options),
            fetch: options.fetch,
            timeoutMs: uploadTimeoutMs,
          }),
        )
        .catch((error: unknown) =>
          fail(
            error instanceof ApiError ? error : transportError(error, { timedOut: false, aborted: false }),
          ),
        ),
  };
}
