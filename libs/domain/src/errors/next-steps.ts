// What a player can do after each refusal (docs/product.md#errors, docs/product.md#slips): shown beside the code's
// own text, never instead of it. Typed as records over every code and reason, so a new one without a step fails tsc.
import type { MessageRef } from '../messages/message-id';
import { SLIP_FAILURE_REASONS, type SlipFailureReason } from '../statement/slip-reasons';
import { isKnownErrorCode, type KnownErrorCode } from './error-codes';
import { NEXT_STEPS, type NextStep } from './next-step-names';

export { NEXT_STEPS, type NextStep };

/** The step after each code of the error catalogue and each coupon code. */
export const ERROR_NEXT_STEPS: Readonly<Record<KnownErrorCode, NextStep>> = {
  UNAUTHORIZED: 'logInAgain',
  EXPIRED_AUTH_TOKEN: 'logInAgain',
  INVALID_USER_1: 'logInAgain',
  INVALID_USER_2: 'logInAgain',
  INVALID_USER_3: 'logInAgain',
  INVALID_USER_4: 'logInAgain',
  INVALID_IP: 'changeConnection',
  NOT_AREASLOT: 'contactSupport',
  NOT_UFABET: 'contactSupport',
  OTP_BLOCK: 'waitBeforeRetry',
  OTP_TOKEN_INVALID: 'requestNewOtp',
  OTP_NOT_EXIST: 'requestNewOtp',
  OTP_VERIFIED: 'goOn',
  OTP_EXPIRED: 'requestNewOtp',
  OTP_CODE_INVALID: 'checkOtp',
  OTP_CODE_VALID: 'goOn',
  EXISTING_USER: 'logInInstead',
  EXISTING_BANK: 'otherBankAccount',
  INVALID_USER_INFO: 'checkBankDetails',
  UNVERIFIED_OTP: 'verifyPhoneFirst',
  GAME_ACTIVATION_FAIL: 'tryAgainLater',
  INVALID_BANK: 'checkBankDetails',
  BANK_ACCOUNT_NAME_ENG: 'englishName',
  REGISTER_FAIL: 'tryAgainLater',
  NO_USER: 'registerFirst',
  WRONG_PASSWORD: 'currentPassword',
  REQUEST_LIMIT: 'waitBeforeRetry',
  WRONG_CREDENTIAL: 'checkLogin',
  INACTIVE_USER: 'contactSupport',
  LOGIN_FAIL: 'tryAgainLater',
  BONUS_REMAINING: 'meetBonusCondition',
  BONUS_ALREADY_ACTIVE: 'meetBonusCondition',
  BONUS_MAX_CLAIMED: 'chooseAnotherBonus',
  BONUS_CONDITION: 'meetBonusCondition',
  BONUS_CLEAR: 'chooseAnotherBonus',
  INVITE_COLLECT: 'checkBalance',
  INTERNAL_SERVER_ERROR: 'tryAgainLater',
  INVITE_INACTIVE: 'programOff',
  NO_INVITE_BONUS: 'nothingToReceive',
  NO_INVITEE_PLAY_INFO: 'inviteFriends',
  INVITE_BONUS_SUCCESS: 'checkBalance',
  INVITE_BONUS_FAIL: 'tryAgainLater',
  OK: 'goOn',
  KEY_MISSING: 'contactSupport',
  KEY_INVALID: 'contactSupport',
  SUCCESS: 'goOn',
  OTP_SEND_FAIL: 'tryAgainLater',
  OTP_VERIFY_FAIL: 'requestNewOtp',
  NO_DATA: 'tryAgainLater',
  NO_PROMOTION: 'checkPromotionCode',
  PROMOTION_RECEIVED: 'chooseAnotherBonus',
  BONUS_FULL: 'chooseAnotherBonus',
  QR_FAIL: 'tryAgainLater',
  NO_REFUND: 'nothingToReceive',
  REFUND_CONDITION: 'nothingToReceive',
  REFUND_SUCCESS: 'checkBalance',
  REFUND_INACTIVE: 'programOff',
  REFUND_MINIMUM: 'nothingToReceive',
  NO_BANK: 'contactSupport',
  NO_WALLET: 'contactSupport',
  SLOT_ALREADY_ACTIVE: 'openGame',
  SLOT_ACTIVATE_FAIL: 'tryAgainLater',
  SLOT_NO_ACCOUNT: 'contactSupport',
  SLOT_RESET_PASSWORD_FAIL: 'tryAgainLater',
  TRANSFER_MINIMUM: 'moreThanZero',
  NO_GAME: 'chooseGame',
  MONEY_NOT_ENOUGH: 'lowerAmount',
  TRANSFER_FAIL: 'checkBalanceRetry',
  SLIP_UPLOAD_FAIL: 'tryAgainLater',
  REQUEST_LIMIT_1MIN: 'waitBeforeRetry',
  SLIP_NO_FILE: 'chooseSlipFile',
  SLIP_INVALID_FILE: 'chooseSlipFile',
  TRUELINK_DUPLICATE: 'newGiftLink',
  TRUELINK_INVALID: 'giftLinkForm',
  PHONE_NUMBER_REQUIRE_10_DIGIT: 'phoneDigits',
  NO_CLAIMABLE_COUPON: 'spinForCoupon',
  INVALID_PRIZE_CODE: 'checkPrizeCode',
  INVALID_CODE: 'checkPrizeCode',
  INVALID_COUPON_TYPE: 'checkPrizeCode',
  COUPON_EXPIRED: 'spinForCoupon',
};

/** The step after each slip failure reason that has a message. */
export const SLIP_NEXT_STEPS: Readonly<Record<SlipFailureReason, NextStep>> = {
  UPLOADED_FILE_NOT_EXIST: 'clearerSlip',
  IMG_SIZE_UNABLE_TO_PROCESS: 'clearerSlip',
  CANNOT_READ_CROPPED_IMAGE: 'clearerSlip',
  DEST_ACC_INVALID: 'transferToShownAccount',
  SLIP_REFNO_DUPLICATED: 'slipCountsOnce',
  UNSTABLE_REFNO_ON_SLIP: 'clearerSlip',
  TRIPPLE_WRONG_CAPTCHA: 'slipAgainLater',
  INVALID_SLIP: 'clearerSlip',
  NOT_MATCH: 'transferFromRegistered',
  EXPIRED_SLIP: 'contactSupportReference',
  UNKNOW_ERROR: 'contactSupportReference',
};

/** Steps that name the slip's reference, and what they become when the slip has none. */
const WITHOUT_REFERENCE: Partial<Record<NextStep, NextStep>> = { contactSupportReference: 'contactSupport' };

/**
 * The next step after a server error code (trimmed), or null for a text that is not a code.
 * Example: `errorNextStep('NO_PROMOTION')` gives `{ id: 'next.checkPromotionCode' }`.
 */
export function errorNextStep(codeOrText: string): MessageRef | null {
  const code = codeOrText.trim();
  return isKnownErrorCode(code) ? { id: `next.${ERROR_NEXT_STEPS[code]}` } : null;
}

/**
 * The next step after a domain message: an `error.<CODE>` message has its code's step, any other none.
 * Example: `messageNextStep({ id: 'error.TRUELINK_INVALID' })` gives `{ id: 'next.giftLinkForm' }`.
 */
export function messageNextStep(ref: MessageRef): MessageRef | null {
  return ref.id.startsWith('error.') ? errorNextStep(ref.id.slice('error.'.length)) : null;
}

function isSlipFailureReason(text: string): text is SlipFailureReason {
  return (SLIP_FAILURE_REASONS as readonly string[]).includes(text);
}

/**
 * The next step of a failed slip's reason, naming its reference where support needs it; null for a reason without
 * a message. Example: `slipNextStep('UNKNOW_ERROR', 'R1')` gives `{ id: 'next.contactSupportReference', values: { reference: 'R1' } }`.
 */
export function slipNextStep(
  reason: string | null | undefined,
  reference?: string | null,
): MessageRef | null {
  const code = reason?.trim() ?? '';
  if (!isSlipFailureReason(code)) return null;
  const step = SLIP_NEXT_STEPS[code];
  const ref = reference?.trim();
  if (ref)
    return step === 'contactSupportReference'
      ? { id: `next.${step}`, values: { reference: ref } }
      : { id: `next.${step}` };
  return { id: `next.${WITHOUT_REFERENCE[step] ?? step}` };
}
