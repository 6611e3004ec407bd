// The names of the next steps, apart from their rules (next-steps.ts): the message ids (messages/message-id.ts) name
// them too, and next-steps.ts reads message ids, so one file of plain names keeps the imports one way.

/** Every next step the product can give; each is a `next.<step>` message in every catalogue. */
export const NEXT_STEPS = [
  'logInAgain',
  'checkLogin',
  'registerFirst',
  'currentPassword',
  'contactSupport',
  'contactSupportReference',
  'changeConnection',
  'tryAgainLater',
  'waitBeforeRetry',
  'requestNewOtp',
  'checkOtp',
  'verifyPhoneFirst',
  'goOn',
  'logInInstead',
  'otherBankAccount',
  'checkBankDetails',
  'englishName',
  'phoneDigits',
  'meetBonusCondition',
  'chooseAnotherBonus',
  'checkPromotionCode',
  'checkPrizeCode',
  'spinForCoupon',
  'programOff',
  'nothingToReceive',
  'inviteFriends',
  'moreThanZero',
  'chooseGame',
  'lowerAmount',
  'checkBalanceRetry',
  'checkBalance',
  'openGame',
  'chooseSlipFile',
  'newGiftLink',
  'giftLinkForm',
  'clearerSlip',
  'slipAgainLater',
  'transferToShownAccount',
  'slipCountsOnce',
  'transferFromRegistered',
] as const;

/** A next step. Example: `const step: NextStep = 'clearerSlip'`. */
export type NextStep = (typeof NEXT_STEPS)[number];
