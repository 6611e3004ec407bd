// Multipart uploads with progress and cancel: XMLHttpRequest reports upload progress, fetch cannot.
import { ApiError, errorFromResponse } from './api-error';
import { parseSuccessBody } from './response-body';
import type { UploadOptions, UploadPath, UploadResult, UploadTransport } from './upload-types';

interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

/** Joins the base URL and an /api path without doubling the slash. */
export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

function formOf(options: UploadOptions): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries<string | undefined>(options.fields ?? {})) {
    if (value !== undefined) form.append(name, value);
  }
  const ownName = typeof File !== 'undefined' && options.file instanceof File ? options.file.name : undefined;
  form.append('file', options.file, options.fileName ?? ownName ?? 'upload');
  return form;
}

const aborted = () => new ApiError({ status: 0, code: 'ABORTED', message: 'The upload was cancelled' });
const timedOut = () => new ApiError({ status: 0, code: 'TIMEOUT', message: 'The upload timed out' });

function sendWithXhr(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  options: UploadOptions,
  timeoutMs: number,
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const cleanup = () => options.signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : null;
      options.onProgress?.({ loaded: event.loaded, total, fraction: total ? event.loaded / total : null });
    };
    xhr.onload = () => {
      cleanup();
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    };
    xhr.onerror = () => {
      cleanup();
      reject(new ApiError({ status: 0, code: 'NETWORK', message: 'Network error during upload' }));
    };
    xhr.ontimeout = () => {
      cleanup();
      reject(timedOut());
    };
    xhr.onabort = () => {
      cleanup();
      reject(aborted());
    };
    if (options.signal?.aborted) {
      reject(aborted());
      return;
    }
    options.signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(form);
  });
}

async function sendWithFetch(
  fetchImpl: typeof fetch,
  url: string,
  form: FormData,
  headers: Record<string, string>,
  options: UploadOptions,
  timeoutMs: number,
): Promise<RawAnswer> {
  if (options.signal?.aborted) throw aborted();
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const onAbortSignal = () => controller.abort();
  options.signal?.addEventListener('abort', onAbortSignal, { once: true });
  try {
    const response = await fetchImpl(url, { method: 'POST', body: form, headers, signal: controller.signal });
    return { status: response.status, statusText: response.statusText, text: await response.text() };
  } catch (cause) {
    if (expired) throw timedOut();
    if (options.signal?.aborted) throw aborted();
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: cause instanceof Error ? cause.message : 'Network error',
      cause,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbortSignal);
  }
}

function parseErrorBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Uploads a file. Uses XMLHttpRequest (progress reported) when it exists and no custom fetch was injected,
 * otherwise fetch (no progress). Resolves to the unwrapped body; rejects with ApiError.
 */
export async function uploadFile<P extends UploadPath>(
  path: P,
  options: UploadOptions<P>,
  transport: UploadTransport,
): Promise<UploadResult<P>> {
  const url = joinUrl(transport.baseUrl, path);
  const form = formOf(options);
  const headers = { ...options.headers, ...transport.headers() };
  const timeoutMs = options.timeoutMs ?? transport.timeoutMs;
  const useXhr = transport.fetch === undefined && typeof XMLHttpRequest !== 'undefined';
  const answer = useXhr
    ? await sendWithXhr(url, form, headers, options, timeoutMs)
    : await sendWithFetch(transport.fetch ?? globalThis.fetch, url, form, headers, options, timeoutMs);
  if (answer.status < 200 || answer.status > 299) {
    throw errorFromResponse(answer.status, answer.statusText, parseErrorBody(answer.text));
  }
  return parseSuccessBody(answer.status, answer.text) as UploadResult<P>;
}
