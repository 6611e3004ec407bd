// Withdraw rule in docs/product.md#withdraw: a required number, not below 0, between the server's withdrawMin and
// withdrawMax, not above what the player has, and the whole balance while a bonus is held.
import type { FormResult } from './form-result';
import { REQUIRED, parseAmountInput } from './form-result';
import type { AccountCurrency } from '../format/format-money';
import { exceedsBalance } from './balance-limit';

/** Limits from GET /api/lookup/withdraw. Example: `{ withdrawMin: 100, withdrawMax: 50000 }`. */
export interface WithdrawLimits {
  withdrawMin: number;
  withdrawMax: number;
}

/** What the player holds, when the screen knows it. Example: `{ balance: 800, bonusHeld: true }`. */
export interface WithdrawBalance {
  /** Baht the withdrawal can take (the withdraw modal's withdrawAll gathers the game balances into the wallet). */
  balance: number;
  /** A bonus is held (GET /api/bonus/check/active): the withdrawal must be the whole balance (docs/product.md#withdraw). */
  bonusHeld?: boolean;
}

/**
 * Checks a withdrawal amount against the server limits and, when given, the balance; amounts in the account's
 * `currency`, which the messages name.
 * Example: `validateWithdraw('50', { withdrawMin: 100, withdrawMax: 500 })` fails with `validation.withdrawMinimum`;
 * `validateWithdraw(300, limits, { balance: 800, bonusHeld: true })` fails with `validation.withdrawFullAmount`.
 */
export function validateWithdraw(
  amount: string | number | null | undefined,
  limits: WithdrawLimits,
  held?: WithdrawBalance,
  currency: AccountCurrency = 'BAHT',
): FormResult<'amount', number> {
  const parsed = parseAmountInput(amount);
  if (parsed.kind === 'empty') return { ok: false, errors: { amount: REQUIRED } };
  if (parsed.kind === 'invalid') return { ok: false, errors: { amount: { id: 'validation.number' } } };
  const value = parsed.value;
  if (value < 0) return { ok: false, errors: { amount: { id: 'validation.amountNotNegative' } } };
  if (value < limits.withdrawMin) {
    return {
      ok: false,
      errors: {
        amount: {
          id: 'validation.withdrawMinimum',
          values: { min: { money: limits.withdrawMin, currency } },
        },
      },
    };
  }
  if (value > limits.withdrawMax) {
    return {
      ok: false,
      errors: {
        amount: {
          id: 'validation.withdrawMaximum',
          values: { max: { money: limits.withdrawMax, currency } },
        },
      },
    };
  }
  if (held && exceedsBalance(value, held.balance))
    return { ok: false, errors: { amount: { id: 'error.MONEY_NOT_ENOUGH' } } };
  if (held?.bonusHeld && exceedsBalance(held.balance, value)) {
    return {
      ok: false,
      errors: {
        amount: {
          id: 'validation.withdrawFullAmount',
          values: { amount: { money: held.balance, currency } },
        },
      },
    };
  }
  return { ok: true, value };
}
