// Transfer rule in docs/product.md#transfer: From and To chosen and different, amount at least 1 baht and, when From's
// balance is known, not above it (MONEY_NOT_ENOUGH before any request).
import { TRANSFER_MIN_BAHT } from '../constants';
import type { AccountCurrency } from '../format/format-money';
import { exceedsBalance } from './balance-limit';
import {
  type FieldErrors,
  type FormResult,
  REQUIRED,
  formResult,
  isBlank,
  parseAmountInput,
} from './form-result';

/** Transfer form as typed; wallets are game codes or the main wallet's code. Example: `{ from: 'wallet', to: 'pg', amount: '100' }`. */
export interface TransferInput {
  from: string | null | undefined;
  to: string | null | undefined;
  amount: string | number | null | undefined;
}

/** Transfer as sent. Example: `{ from: 'wallet', to: 'pg', amount: 100 }`. */
export interface TransferValue {
  from: string;
  to: string;
  amount: number;
}

/**
 * Checks a transfer between wallets; `fromBalance` is the chosen From's balance when the screen knows it, in the
 * account's `currency` (which the minimum's message names).
 * Example: `validateTransfer({ from: 'a', to: 'a', amount: 5 })` fails on `to` with `validation.transferSameWallet`;
 * `validateTransfer({ from: 'a', to: 'b', amount: 50 }, 20)` fails on `amount` with `error.MONEY_NOT_ENOUGH`.
 */
export function validateTransfer(
  input: TransferInput,
  fromBalance?: number,
  currency: AccountCurrency = 'BAHT',
): FormResult<'from' | 'to' | 'amount', TransferValue> {
  const errors: FieldErrors<'from' | 'to' | 'amount'> = {};
  const from = (input.from ?? '').trim();
  const to = (input.to ?? '').trim();
  if (isBlank(from)) errors.from = REQUIRED;
  if (isBlank(to)) errors.to = REQUIRED;
  else if (to === from) errors.to = { id: 'validation.transferSameWallet' };
  const amount = parseAmountInput(input.amount);
  if (amount.kind === 'empty') errors.amount = REQUIRED;
  else if (amount.kind === 'invalid') errors.amount = { id: 'validation.number' };
  else if (amount.value < TRANSFER_MIN_BAHT)
    errors.amount = {
      id: 'validation.transferMinimum',
      values: { min: { money: TRANSFER_MIN_BAHT, currency } },
    };
  else if (fromBalance !== undefined && exceedsBalance(amount.value, fromBalance))
    errors.amount = { id: 'error.MONEY_NOT_ENOUGH' };
  return formResult(errors, { from, to, amount: amount.kind === 'number' ? amount.value : 0 });
}
