// The one error envelope of the wire: every failure becomes `{ code, message }` with an HTTP status.

/** Every error code of SPEC section 8, the prize-coupon codes, and the assumed GONE / INVALID_TOKEN. */
export const ERROR_CODES = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
  'INVALID_IP',
  'NOT_AREASLOT',
  'NOT_UFABET',
  'OTP_BLOCK',
  'OTP_TOKEN_INVALID',
  'OTP_NOT_EXIST',
  'OTP_VERIFIED',
  'OTP_EXPIRED',
  'OTP_CODE_INVALID',
  'OTP_CODE_VALID',
  'EXISTING_USER',
  'EXISTING_BANK',
  'INVALID_USER_INFO',
  'UNVERIFIED_OTP',
  'GAME_ACTIVATION_FAIL',
  'INVALID_BANK',
  'BANK_ACCOUNT_NAME_ENG',
  'REGISTER_FAIL',
  'NO_USER',
  'WRONG_PASSWORD',
  'REQUEST_LIMIT',
  'WRONG_CREDENTIAL',
  'INACTIVE_USER',
  'LOGIN_FAIL',
  'BONUS_REMAINING',
  'BONUS_ALREADY_ACTIVE',
  'BONUS_MAX_CLAIMED',
  'BONUS_CONDITION',
  'BONUS_CLEAR',
  'INVITE_COLLECT',
  'INTERNAL_SERVER_ERROR',
  'INVITE_INACTIVE',
  'NO_INVITE_BONUS',
  'NO_INVITEE_PLAY_INFO',
  'INVITE_BONUS_SUCCESS',
  'INVITE_BONUS_FAIL',
  'OK',
  'KEY_MISSING',
  'KEY_INVALID',
  'SUCCESS',
  'OTP_SEND_FAIL',
  'OTP_VERIFY_FAIL',
  'NO_DATA',
  'NO_PROMOTION',
  'PROMOTION_RECEIVED',
  'BONUS_FULL',
  'QR_FAIL',
  'NO_REFUND',
  'REFUND_CONDITION',
  'REFUND_SUCCESS',
  'REFUND_INACTIVE',
  'REFUND_MINIMUM',
  'NO_BANK',
  'NO_WALLET',
  'SLOT_ALREADY_ACTIVE',
  'SLOT_ACTIVATE_FAIL',
  'SLOT_NO_ACCOUNT',
  'SLOT_RESET_PASSWORD_FAIL',
  'TRANSFER_MINIMUM',
  'NO_GAME',
  'MONEY_NOT_ENOUGH',
  'TRANSFER_FAIL',
  'SLIP_UPLOAD_FAIL',
  'REQUEST_LIMIT_1MIN',
  'SLIP_NO_FILE',
  'SLIP_INVALID_FILE',
  'TRUELINK_DUPLICATE',
  'TRUELINK_INVALID',
  'PHONE_NUMBER_REQUIRE_10_DIGIT',
  'NO_CLAIMABLE_COUPON',
  'INVALID_PRIZE_CODE',
  'INVALID_CODE',
  'INVALID_COUPON_TYPE',
  'COUPON_EXPIRED',
  'GONE',
  'INVALID_TOKEN',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP statuses the sandbox answers with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 502;

/** Default HTTP status per code, so a route only names the code. */
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
  KEY_MISSING: 400,
  KEY_INVALID: 400,
  PHONE_NUMBER_REQUIRE_10_DIGIT: 400,
  INVALID_BANK: 400,
  BANK_ACCOUNT_NAME_ENG: 400,
  INVALID_USER_INFO: 400,
  OTP_TOKEN_INVALID: 400,
  OTP_CODE_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_NOT_EXIST: 404,
  TRANSFER_MINIMUM: 400,
  REFUND_MINIMUM: 400,
  SLIP_NO_FILE: 400,
  SLIP_INVALID_FILE: 400,
  TRUELINK_INVALID: 400,
  INVALID_CODE: 400,
  INVALID_PRIZE_CODE: 400,
  INVALID_COUPON_TYPE: 400,
  WRONG_PASSWORD: 400,
  EXISTING_USER: 409,
  EXISTING_BANK: 409,
  TRUELINK_DUPLICATE: 409,
  SLOT_ALREADY_ACTIVE: 409,
  BONUS_ALREADY_ACTIVE: 409,
  PROMOTION_RECEIVED: 409,
  NO_DATA: 404,
  NO_USER: 404,
  NO_GAME: 404,
  NO_PROMOTION: 404,
  NO_REFUND: 404,
  NO_BANK: 404,
  NO_WALLET: 404,
  SLOT_NO_ACCOUNT: 404,
  NO_INVITE_BONUS: 404,
  NO_CLAIMABLE_COUPON: 404,
  GONE: 410,
  OTP_BLOCK: 429,
  REQUEST_LIMIT: 429,
  REQUEST_LIMIT_1MIN: 429,
  INTERNAL_SERVER_ERROR: 500,
};

/** Status of a code: its table entry, else 422 (a business rule refused the request). */
export function statusOf(code: ErrorCode): ErrorStatus {
  return STATUS[code] ?? 422;
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

  constructor(code: ErrorCode, message?: string, status?: ErrorStatus) {
    super(message ?? defaultMessage(code));
    this.name = 'ApiFailure';
    this.code = code;
    this.status = status ?? statusOf(code);
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
