// Default ChatTransport over fetch, with XMLHttpRequest for uploads so progress can be reported.
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@wallet/domain';
import { normalizeMessages } from './normalize';
import { abortError, ChatTransportError } from './transport';
import type { ChatFile, ChatHistoryQuery, ChatTransport, ChatUploadOptions } from './transport';
import type { ChatConfig, ChatIdentity, ChatWireMessage } from './types';

/** Options of the default HTTP transport. */
export interface HttpChatTransportOptions {
  /** Origin (and optional path) the `/api/chat/...` paths are appended to, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** Bearer token of a logged-in player, or null for guests; called before every request. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Request timeout in ms (docs/product.md#api: 60 s). */
  timeoutMs?: number;
  /** Upload timeout in ms (docs/product.md#api: 300 s). */
  uploadTimeoutMs?: number;
  /** fetch implementation; defaults to the global one. */
  fetch?: typeof fetch;
  /** XMLHttpRequest constructor for uploads with progress; when absent, uploads use fetch and report 0 and 1. */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    const b = body as Record<string, unknown>;
    for (const field of ['message', 'error', 'code']) if (typeof b[field] === 'string') return b[field];
  }
  if (typeof body === 'string' && body.trim()) return body;
  return fallback;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates the transport for the wallet API's chat calls (docs/product.md#chat). */
export function createHttpChatTransport(options: HttpChatTransportOptions): ChatTransport {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const uploadTimeoutMs = options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function headers(json: boolean): Promise<Record<string, string>> {
    const h: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (json) h['Content-Type'] = 'application/json';
    const token = await options.getToken?.();
    if (token) h.Authorization = `Bearer ${token}`;
    return h;
  }

  async function request(
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
    limit = timeoutMs,
  ): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limit);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    try {
      const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
      const response = await doFetch(`${base}${path}`, {
        method,
        headers: await headers(body !== undefined && !isForm),
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: controller.signal,
      });
      const parsed = parse(await response.text());
      if (!response.ok)
        throw new ChatTransportError(messageOf(parsed, `HTTP ${response.status}`), response.status, parsed);
      return parsed;
    } catch (error) {
      if (error instanceof ChatTransportError) throw error;
      if (signal?.aborted) throw abortError();
      if (controller.signal.aborted) throw new ChatTransportError('Request timed out', 0);
      throw new ChatTransportError(error instanceof Error ? error.message : 'Network error', 0);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function uploadWithXhr(
    Xhr: typeof XMLHttpRequest,
    path: string,
    form: FormData,
    opts: ChatUploadOptions,
  ): Promise<unknown> {
    const head = await headers(false);
    return new Promise((resolve, reject) => {
      if (opts.signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = new Xhr();
      xhr.open('POST', `${base}${path}`);
      xhr.timeout = uploadTimeoutMs;
      for (const [name, value] of Object.entries(head)) xhr.setRequestHeader(name, value);
      const onAbort = () => xhr.abort();
      opts.signal?.addEventListener('abort', onAbort);
      const done = () => opts.signal?.removeEventListener('abort', onAbort);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          opts.onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        done();
        const parsed = parse(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          opts.onProgress?.(1);
          resolve(parsed);
        } else reject(new ChatTransportError(messageOf(parsed, `HTTP ${xhr.status}`), xhr.status, parsed));
      };
      xhr.onerror = () => {
        done();
        reject(new ChatTransportError('Network error', 0));
      };
      xhr.ontimeout = () => {
        done();
        reject(new ChatTransportError('Upload timed out', 0));
      };
      xhr.onabort = () => {
        done();
        reject(abortError());
      };
      xhr.send(form);
    });
  }

  return {
    async config(): Promise<ChatConfig> {
      const body = await request('GET', '/api/chat/config');
      const prefix =
        typeof body === 'object' && body !== null ? (body as { PREFIX?: unknown }).PREFIX : undefined;
      return { PREFIX: typeof prefix === 'string' ? prefix : '' };
    },
    async history(query: ChatHistoryQuery): Promise<ChatWireMessage[]> {
      const body = await request('POST', '/api/chat/history', query);
      return body === null ? [] : normalizeMessages(body);
    },
    async send(message: ChatWireMessage): Promise<{ createdAt: string }> {
      const body = await request('POST', '/api/chat/send-message', message);
      const createdAt =
        typeof body === 'object' && body !== null
          ? (body as { createdAt?: unknown }).createdAt
          : typeof body === 'string'
            ? body
            : undefined;
      return { createdAt: typeof createdAt === 'string' ? createdAt : new Date().toISOString() };
    },
    async upload(file: ChatFile, opts: ChatUploadOptions): Promise<{ path: string }> {
      const form = new FormData();
      form.append('file', file, file.name ?? 'upload');
      const path = opts.kind === 'video' ? '/api/chat/upload-video' : '/api/chat/upload-image';
      const Xhr =
        options.XMLHttpRequest ?? (globalThis as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest;
      let body: unknown;
      if (Xhr) body = await uploadWithXhr(Xhr, path, form, opts);
      else {
        opts.onProgress?.(0);
        body = await request('POST', path, form, opts.signal, uploadTimeoutMs);
        opts.onProgress?.(1);
      }
      const stored = typeof body === 'object' && body !== null ? (body as { path?: unknown }).path : body;
      if (typeof stored !== 'string' || !stored)
        throw new ChatTransportError('Upload answered without a path', 502, body);
      return { path: stored };
    },
    async markRead(identity: ChatIdentity): Promise<void> {
      await request('PUT', '/api/chat/read-customer/', {
        userId: identity.userId,
        guestId: identity.guestId,
      });
    },
  };
}
