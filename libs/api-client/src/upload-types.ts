// What an upload is (paths, fields, options, progress): the client's types. The transport itself (upload.ts) is a
// chunk of its own, loaded with the first upload: most pages never send a file.
import type { ApiOperation, ApiResult } from './types';

/** The multipart operations (slip, chat image, chat video). */
export const UPLOAD_PATHS = ['/api/wallet/slip', '/api/chat/upload-image', '/api/chat/upload-video'] as const;

/** A multipart operation path. */
export type UploadPath = (typeof UPLOAD_PATHS)[number];

/** The multipart body schema of an upload operation. */
type MultipartBody<P extends UploadPath> =
  ApiOperation<'post', P> extends { requestBody: { content: { 'multipart/form-data': infer Body } } }
    ? Body
    : never;

/** Text fields the document declares for an upload besides `file`. Example: `UploadFields<'/api/wallet/slip'>` is `{ amount?: string }`. */
export type UploadFields<P extends UploadPath> = {
  readonly [K in Exclude<keyof MultipartBody<P>, 'file'>]?: string;
};

/** Progress of an upload. `fraction` is null when the size is unknown. Example: `{ loaded: 512, total: 1024, fraction: 0.5 }`. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  fraction: number | null;
}

/** What to upload and how to follow it. */
export interface UploadOptions<P extends UploadPath = UploadPath> {
  /** The file, sent as the multipart field `file`. */
  file: Blob;
  /** File name sent with the part (defaults to the File's own name, else `upload`). */
  fileName?: string;
  /** Text fields of the form the document declares for this operation (the slip's `amount`). */
  fields?: UploadFields<P>;
  /** Called as bytes leave the browser (XMLHttpRequest transport only). */
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload; the promise then rejects with code ABORTED. */
  signal?: AbortSignal;
  /** Overrides the client's upload timeout (milliseconds). */
  timeoutMs?: number;
  /** Extra request headers (the slip's `Idempotency-Key`); the client's own headers (auth, locale) win. */
  headers?: Readonly<Record<string, string>>;
  /** Phantom: ties the options to their path for inference. */
  readonly path?: P;
}

/** Unwrapped body of an upload's answer. */
export type UploadResult<P extends UploadPath> = ApiResult<'post', P>;

/** Transport settings the client passes to an upload. */
export interface UploadTransport {
  baseUrl: string;
  headers: () => Record<string, string>;
  fetch?: typeof fetch;
  timeoutMs: number;
}
