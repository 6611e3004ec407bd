// Public entry of @wallet/domain: every business rule of the player wallet as pure functions and constants.
export * from './constants';

export type { Locale } from './messages/locale';
export { LOCALES, DEFAULT_LOCALE, toBcp47, isLocale } from './messages/locale';
export type { MessageId, MessageRef } from './messages/message-id';
export { englishMessages } from './messages/english-messages';
export { thaiMessages } from './messages/thai-messages';
export { laoMessages } from './messages/lao-messages';
export { messageCatalogs } from './messages/catalogs';
export { formatMessage } from './messages/format-message';

export { isSafeUrl, DEFAULT_SAFE_SCHEMES } from './url/is-safe-url';

export { validateChatText, validateChatAttachment, CHAT_ATTACHMENT_TYPES, CHAT_ACCEPT } from './chat/chat-validation';

export { canSpin, pickExtraTurns, spinDurationMs, wheelSize } from './spin/spin-rules';

export { authOutcome, CANNOT_VERIFY_IDENTITY_TH, GONE_MESSAGE, LOGIN_REQUIRED_CODES } from './auth/auth-outcome';

export type { ErrorCode, CouponErrorCode, KnownErrorCode } from './errors/error-codes';
export { ERROR_CODES, COUPON_ERROR_CODES, isKnownErrorCode } from './errors/error-codes';
export { errorMessage } from './errors/error-message';

export { formatAmount, toAmount } from './format/format-amount';
export { formatDateTime } from './format/format-date-time';
export { formatAccountNumber } from './format/format-account-number';
export { totalBalance, ftAmount } from './wallet/balance';

export type { SlipFailureReason } from './statement/slip-reasons';
export { SLIP_FAILURE_REASONS } from './statement/slip-reasons';
