// One typed failure for every way a call can fail, so screens handle errors in one place.
import type { components } from './generated/openapi';
import { errorCodeValues } from './generated/openapi';

/** Error codes the server sends in the error envelope (docs/product.md#errors plus GONE and INVALID_TOKEN). */
export type ErrorCode = components['schemas']['ErrorCode'];

/** The server's error body. Example: `{ code: 'WRONG_CREDENTIAL', message: 'WRONG_CREDENTIAL' }`. */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/**
 * Codes the client itself produces when the server gave no usable envelope:
 * NETWORK (offline, DNS, refused), TIMEOUT (60 s or 300 s elapsed), ABORTED (the caller cancelled),
 * BAD_RESPONSE (a body that is not the expected JSON), HTTP_ERROR (a 4xx/5xx without an envelope).
 */
export const CLIENT_ERROR_CODES = ['NETWORK', 'TIMEOUT', 'ABORTED', 'BAD_RESPONSE', 'HTTP_ERROR'] as const;

/** A failure produced on the client side. Example: `'TIMEOUT'`. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Code of an `ApiError`: a server code or a client-side one. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** Every code of the server's error envelope, in the document's order. */
export const ERROR_CODE_VALUES: readonly ErrorCode[] = errorCodeValues;

const serverCodes: ReadonlySet<string> = new Set(errorCodeValues);

/** True for a code of the server's error enum. Example: `isErrorCode('NO_BANK') === true`. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && serverCodes.has(value);
}

/** True when a parsed body is the error envelope `{ code, message }` with a known code. */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return isErrorCode(code) && typeof message === 'string';
}

/** The rejection of every client call: HTTP status (0 without a response), code and the server's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(init: { status: number; code: ApiErrorCode; message: string; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
  }
}

/** Narrows an unknown rejection to `ApiError`. Example: `if (isApiError(e) && e.code === 'NO_BANK') ...`. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds the `ApiError` of a non-2xx answer from its body (an envelope, raw text or nothing). */
export function errorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  if (isErrorEnvelope(body)) return new ApiError({ status, code: body.code, message: body.message });
  const text = typeof body === 'string' && body.trim() !== '' ? body.trim() : statusText || `HTTP ${status}`;
  return new ApiError({ status, code: 'HTTP_ERROR', message: text });
}
