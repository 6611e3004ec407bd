// Public entry of @wallet/domain: every business rule of the player wallet as pure functions and constants.
export * from './constants';

export type { Locale, Bcp47Tag } from './messages/locale';
export { LOCALES, DEFAULT_LOCALE, BCP47_TAGS, LANGUAGE_NAMES, toBcp47, isLocale } from './messages/locale';
export type { MessageId, MessageRef, MoneyValue } from './messages/message-id';
export { englishMessages } from './messages/english-messages';
export { thaiMessages } from './messages/thai-messages';
export { laoMessages } from './messages/lao-messages';
export { messageCatalogs } from './messages/catalogs';
export { formatMessage } from './messages/format-message';
export { messageValues, isMoneyValue } from './messages/message-values';

export { isSafeUrl, isRootRelativePath, isSafeMediaUrl, DEFAULT_SAFE_SCHEMES } from './url/is-safe-url';

export {
  validateChatText,
  validateChatAttachment,
  CHAT_ATTACHMENT_TYPES,
  CHAT_ACCEPT,
} from './chat/chat-validation';

export {
  canSpin,
  couponPage,
  pickExtraTurns,
  prizeModalDelayMs,
  spinDurationMs,
  wheelSize,
  wholeCoins,
} from './spin/spin-rules';

export {
  authOutcome,
  CANNOT_VERIFY_IDENTITY_TH,
  GONE_MESSAGE,
  LOGIN_REQUIRED_CODES,
} from './auth/auth-outcome';

export type { ErrorCode, CouponErrorCode, KnownErrorCode } from './errors/error-codes';
export { ERROR_CODES, COUPON_ERROR_CODES, isKnownErrorCode } from './errors/error-codes';
export { errorMessage } from './errors/error-message';
export type { NextStep } from './errors/next-steps';
export {
  ERROR_NEXT_STEPS,
  NEXT_STEPS,
  SLIP_NEXT_STEPS,
  errorNextStep,
  messageNextStep,
  slipNextStep,
} from './errors/next-steps';

export { AMOUNT_FORMAT, formatAmount, formatAmountNumber, toAmount } from './format/format-amount';
export type { AccountCurrency } from './format/format-money';
export {
  accountCurrency,
  formatMoney,
  formatMoneyNumber,
  MONEY_UNITS,
  MONEY_DECIMALS,
} from './format/format-money';
export { formatDateTime } from './format/format-date-time';
export {
  ACCOUNT_NUMBER_VISIBLE,
  accountNumberEnding,
  formatAccountNumber,
  maskAccountNumber,
} from './format/format-account-number';
export type { BankNames } from './format/bank-name';
export { localizedBankName } from './format/bank-name';
export { totalBalance, ftAmount, hasFtMultiplier } from './wallet/balance';

export type { SlipFailureReason } from './statement/slip-reasons';
export { SLIP_FAILURE_REASONS } from './statement/slip-reasons';
export type { StatusKind } from './statement/statement-rules';
export {
  statusKind,
  statementStatusMessageId,
  slipStatusMessageId,
  STATEMENT_TYPES,
  statementSign,
  slipReasonMessageId,
} from './statement/statement-rules';

export type { FieldErrors, FormResult } from './validation/form-result';
export { formResult, REQUIRED, isBlank, parseAmountInput } from './validation/form-result';
export type { LoginInput } from './validation/login';
export { validateLogin } from './validation/login';
export type { PhoneRule } from './validation/phone';
export {
  validatePhone,
  validatePhoneForRule,
  isLaoMobile,
  phoneLengthFor,
  PHONE_RULES,
} from './validation/phone';
export {
  checkPlayerName,
  hasHiddenCharacters,
  INVALID_NAME,
  PLAYER_NAME_MAX_LENGTH,
  type PlayerNameCheck,
  type PlayerNameProblem,
} from './validation/player-name';
export type { RegisterProfileInput, RegisterProfileField } from './validation/register-profile';
export { validateRegisterProfile } from './validation/register-profile';
export type { RegisterBankInput, RegisterBankValue, RegisterBankField } from './validation/register-bank';
export { validateRegisterBank, isAccountNumber } from './validation/register-bank';
export type {
  EditProfileInput,
  EditProfileField,
  EditProfileValue,
  BankAccountDetails,
} from './validation/edit-profile';
export {
  validateEditProfile,
  splitAccountHolderName,
  editProfileInput,
  isBankAccountChange,
} from './validation/edit-profile';
export {
  requiresEnglishAccountName,
  isEnglishName,
  accountHolderName,
  toUpperName,
  needsEnglishAccountNameEdit,
  validateBankAccountNameEdit,
} from './validation/bank-account-name';
export type { TransferInput, TransferValue } from './validation/transfer';
export { validateTransfer } from './validation/transfer';
export type { WithdrawBalance, WithdrawLimits } from './validation/withdraw';
export { validateWithdraw } from './validation/withdraw';
export type { ChangePasswordInput } from './validation/simple-forms';
export {
  canSendGiftLink,
  validateChangePassword,
  isChangePasswordIncomplete,
  normalizePromotionCode,
  validatePromotionCode,
  validateOtpCode,
} from './validation/simple-forms';

export type { RegistrationStep, RegistrationEvent } from './registration/registration-steps';
export { stepAfterPhone, nextRegistrationStep } from './registration/registration-steps';
export type { RegisterPayload, RegisterDraft } from './registration/register-payload';
export { buildRegisterPayload } from './registration/register-payload';
export { inviterCodeFromQuery, referralCode, referralLink } from './registration/invite-code';

export type { BonusType, BonusForLook, BonusLook } from './bonus/bonus-look';
export { receivedCount, bonusLook } from './bonus/bonus-look';
export { marketDay, marketWeek } from './bonus/market-clock';

export type { DepositBankKind, DepositBankGroup } from './deposit/deposit-banks';
export { classifyDepositBank, groupDepositBanks } from './deposit/deposit-banks';
export type { QrProvider, QrMinimumOverrides } from './deposit/qr-rules';
export {
  QR_PROVIDERS,
  QR_PRESETS,
  QR_DEFAULT_MINIMUMS,
  QR_KIP_PRESETS,
  QR_KIP_MINIMUM,
  qrPresets,
  isQrProvider,
  qrCreateMinimum,
  canCreateQr,
  shouldSubmitQrAmount,
  qrSecondsLeft,
  formatCountdown,
  isQrExpired,
} from './deposit/qr-rules';

export type { RelativeTimeUnit } from './format/relative-time';
export { relativeTime, RELATIVE_TIME_UNITS_MS } from './format/relative-time';
export { pageCount, pageRange, pageOffset } from './format/pagination';

export type { GameTarget, GameAccountForEntry, GameEntryConfig, GameEntry } from './games/game-entry';
export { AUTO_LOGIN_GAMES, FORM_POST_GAMES, gameTarget, credentialUrl, gameEntry } from './games/game-entry';
export type { PlayMode, PlayPlan } from './games/play-mode';
export { playPlan } from './games/play-mode';

export type { RefundCheck, RefundState } from './refund/refund-rules';
export { refundState, fillPercentFail, formatPercent } from './refund/refund-rules';
export type { SpinPhase, SpinEvent } from './spin/spin-phase';
export { nextSpinPhase } from './spin/spin-phase';
export type { DeliveryStatus, DeliveryEvent } from './chat/delivery';
export { MEDIA_DELIVERY_STATUSES, nextDeliveryStatus, canResendOrRemove } from './chat/delivery';
export type { StatementDetails } from './statement/statement-description';
export { statementDescription } from './statement/statement-description';
export { carriesOwnNumbers } from './content/numbered-items';
export { qrProvidersToRefresh } from './deposit/qr-rules';
export { tokenStorage } from './auth/token-storage';

export type { SlipFileCheck } from './deposit/deposit-files';
export {
  SLIP_FILE_TYPES,
  SLIP_MAX_BYTES,
  checkSlipFile,
  normalizeGiftLink,
  GIFT_LINK_SEPARATOR,
  giftLinkPayload,
} from './deposit/deposit-files';
export type { EnvelopeCrypto } from './deposit/gift-envelope';
export {
  GIFT_ENVELOPE_PREFIX,
  GIFT_ENVELOPE_MAX_BYTES,
  sealGiftEnvelope,
  giftEnvelopeCiphertext,
  base64ToBytes,
  bytesToBase64,
} from './deposit/gift-envelope';
