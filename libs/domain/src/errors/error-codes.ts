// The error catalogue in docs/product.md#errors: every server code the product knows how to translate.

/** Every server error code in docs/product.md#errors, in the order of the product rules. Example: `ERROR_CODES.includes('WRONG_CREDENTIAL')`. */
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
] as const;

/** A server error code in docs/product.md#errors. Example: `const c: ErrorCode = 'EXISTING_USER'`. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Error codes of the prize coupon (spin wheel) calls. Example: `COUPON_ERROR_CODES.includes('COUPON_EXPIRED')`. */
export const COUPON_ERROR_CODES = [
  'NO_CLAIMABLE_COUPON',
  'INVALID_PRIZE_CODE',
  'INVALID_CODE',
  'INVALID_COUPON_TYPE',
  'COUPON_EXPIRED',
  'BONUS_REMAINING',
] as const;

/** A prize coupon error code. Example: `const c: CouponErrorCode = 'INVALID_CODE'`. */
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

/** Any code that has an `error.<CODE>` message. Example: `const c: KnownErrorCode = 'NO_CLAIMABLE_COUPON'`. */
export type KnownErrorCode = ErrorCode | CouponErrorCode;

const known: ReadonlySet<string> = new Set<string>([...ERROR_CODES, ...COUPON_ERROR_CODES]);

/** True when the text is a code of the section 8 catalogue or a coupon code. Example: `isKnownErrorCode('NO_BANK') === true`. */
export function isKnownErrorCode(text: string): text is KnownErrorCode {
  return known.has(text);
}
