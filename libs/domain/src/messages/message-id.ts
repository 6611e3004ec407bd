// The identifiers of every text the domain can return; the app translates them through the catalogues.
import type { KnownErrorCode } from '../errors/error-codes';
import type { SlipFailureReason } from '../statement/slip-reasons';
import type { NextStep } from '../errors/next-step-names';
import type { AccountCurrency } from '../format/format-money';

/** Identifier of a domain text (ICU MessageFormat in each catalogue). Example: `const id: MessageId = 'validation.required'`. */
export type MessageId =
  | 'validation.required'
  | 'validation.number'
  | 'validation.amountNotNegative'
  | 'validation.phoneLength'
  | 'validation.laoMobile'
  | 'validation.passwordMismatch'
  | 'validation.bankNameEnglish'
  | 'validation.accountNumberDigits'
  | 'validation.englishNameOnly'
  | 'validation.transferMinimum'
  | 'validation.transferSameWallet'
  | 'validation.withdrawMinimum'
  | 'validation.withdrawMaximum'
  | 'validation.withdrawFullAmount'
  | 'validation.qrMinimum'
  | 'validation.passwordNotEqual'
  | 'chat.textEmpty'
  | 'chat.textTooLong'
  | 'chat.fileNotSupported'
  | 'chat.fileTooLarge'
  | 'chat.talkToAdmin'
  | 'copy.copied'
  | 'copy.failed'
  | 'notFound.page'
  | 'statement.status.success'
  | 'statement.status.failed'
  | 'statement.status.inProgress'
  | 'slip.status.processing'
  | 'slip.status.success'
  | 'slip.status.failed'
  | `slip.reason.${SlipFailureReason}`
  | 'transfer.success'
  | 'withdraw.pending'
  | 'qr.refreshAmount'
  | 'registration.success'
  | `error.${KnownErrorCode}`
  | `next.${NextStep}`;

/**
 * An amount placed in a message: written by `formatMoney` in the account's currency and the reader's language when
 * the message is rendered (the rule that made the message knows the currency, not the language).
 * Example: `{ money: 100, currency: 'LAK' }`.
 */
export interface MoneyValue {
  money: number;
  currency: AccountCurrency;
}

/** A message identifier with the values of its ICU placeholders. Example: `{ id: 'chat.fileTooLarge', values: { max: 10 } }`. */
export interface MessageRef {
  id: MessageId;
  values?: Record<string, string | number | MoneyValue>;
}
