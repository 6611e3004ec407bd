// The REST side of the chat as an interface, so hosts can plug their own HTTP stack, mocks or a sandbox.
import type { ChatConfig, ChatIdentity, ChatWireMessage } from './types';

/** Query of POST /api/chat/history: newest first, `limit` per page, `skip` grows by the page size. */
export interface ChatHistoryQuery extends ChatIdentity {
  limit: number;
  skip: number;
}

/** Options of an upload: which endpoint, progress between 0 and 1, and cancellation. */
export interface ChatUploadOptions {
  kind: 'image' | 'video';
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A file to upload; a browser File fits, so does a Blob with a name. */
export type ChatFile = Blob & { readonly name?: string };

/** Everything the chat client needs from the server's REST API (docs/product.md#chat). */
export interface ChatTransport {
  /** GET /api/chat/config. */
  config(): Promise<ChatConfig>;
  /** POST /api/chat/history; resolves newest first. */
  history(query: ChatHistoryQuery): Promise<ChatWireMessage[]>;
  /** POST /api/chat/send-message with the conversation object; resolves the server's created time. */
  send(message: ChatWireMessage): Promise<{ createdAt: string }>;
  /** POST /api/chat/upload-image or /upload-video (multipart field `file`); resolves the stored path. */
  upload(file: ChatFile, options: ChatUploadOptions): Promise<{ path: string }>;
  /** PUT /api/chat/read-customer/. */
  markRead(identity: ChatIdentity): Promise<void>;
}

/** A failed call: HTTP status (0 for network errors and timeouts) and the server's message when it sent one. */
export class ChatTransportError extends Error {
  override readonly name = 'ChatTransportError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Error thrown when an upload was cancelled through its AbortSignal. */
export function abortError(): Error {
  const error = new Error('The upload was cancelled.');
  error.name = 'AbortError';
  return error;
}

/** True for cancellations (ours, fetch's and XHR's). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
