// The one error envelope of the wire: every failure becomes `{ code, message }` with an HTTP status.
import { COUPON_ERROR_CODES, ERROR_CODES as CATALOGUE_CODES } from '@wallet/domain';

/** Assumed codes of the wire decisions: a terminated service, a missing/expired/unknown token, a reused Idempotency-Key. */
const WIRE_CODES = ['GONE', 'INVALID_TOKEN', 'IDEMPOTENCY_KEY_REUSED'] as const;

/** Every error code in docs/product.md#errors, the prize-coupon codes, and the assumed wire codes. */
export const ERROR_CODES = [...new Set([...CATALOGUE_CODES, ...COUPON_ERROR_CODES, ...WIRE_CODES])] as (
  (typeof CATALOGUE_CODES)[number] | (typeof COUPON_ERROR_CODES)[number] | (typeof WIRE_CODES)[number]
)[];

/** A code the sandbox may answer with. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP statuses the sandbox answers with (the document's shared responses). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500;

/** Status per code where it is not 400 (the document's Unauthorized, Forbidden, NotFound, Conflict...). */
const STATUS: Partial<Record<ErrorCode, ErrorStatus>> = {
  UNAUTHORIZED: 401,
  EXPIRED_AUTH_TOKEN: 401,
  INVALID_TOKEN: 401,
  INVALID_USER_1: 401,
  INVALID_USER_2: 401,
  INVALID_USER_3: 401,
  INVALID_USER_4: 401,
  WRONG_CREDENTIAL: 401,
  INACTIVE_USER: 403,
  INVALID_IP: 403,
  NO_DATA: 404,
  NO_USER: 404,
  NO_GAME: 404,
  NO_PROMOTION: 404,
  NO_BANK: 404,
  SLOT_NO_ACCOUNT: 404,
  NO_CLAIMABLE_COUPON: 404,
  EXISTING_USER: 409,
  EXISTING_BANK: 409,
  SLOT_ALREADY_ACTIVE: 409,
  TRUELINK_DUPLICATE: 409,
  PROMOTION_RECEIVED: 409,
  GONE: 410,
  IDEMPOTENCY_KEY_REUSED: 422,
  OTP_BLOCK: 429,
  REQUEST_LIMIT: 429,
  REQUEST_LIMIT_1MIN: 429,
  INTERNAL_SERVER_ERROR: 500,
};

/** Status of a code: its table entry, else 400 (bad input or a business rule refused the request). */
export function statusOf(code: ErrorCode): ErrorStatus {
  return STATUS[code] ?? 400;
}

/** The error envelope on the wire. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
}

/** Thrown by state and routes; the app turns it into the envelope (never a bare 500). */
export class ApiFailure extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorStatus;
  /** Seconds after which a refused (429) call may be tried again: its Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, status?: ErrorStatus, retryAfterSeconds?: number) {
    super(message ?? defaultMessage(code));
    this.name = 'ApiFailure';
    this.code = code;
    this.status = status ?? statusOf(code);
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The JSON body sent for this failure. */
  toBody(): ErrorBody {
    return { code: this.code, message: this.message };
  }
}

/** Catalogue errors carry their code as the message (the app translates it); GONE and INVALID_TOKEN are fixed texts. */
export function defaultMessage(code: ErrorCode): string {
  if (code === 'GONE') return 'gone';
  if (code === 'INVALID_TOKEN') return 'invalid-token';
  return code;
}

/** Shorthand for `throw new ApiFailure(...)` inside expressions. */
export function fail(code: ErrorCode, message?: string, status?: ErrorStatus): never {
  throw new ApiFailure(code, message, status);
}
