// Withdraw rule of SPEC section 5: a required number, not below 0, between the server's withdrawMin and withdrawMax.
import type { FormResult } from './form-result';
import { REQUIRED, parseAmountInput } from './form-result';

/** Limits from GET /api/lookup/withdraw. Example: `{ withdrawMin: 100, withdrawMax: 50000 }`. */
export interface WithdrawLimits {
  withdrawMin: number;
  withdrawMax: number;
}

/** Checks a withdrawal amount against the server limits. Example: `validateWithdraw('50', { withdrawMin: 100, withdrawMax: 500 })` fails with `validation.withdrawMinimum`. */
export function validateWithdraw(
  amount: string | number | null | undefined,
  limits: WithdrawLimits,
): FormResult<'amount', number> {
  const parsed = parseAmountInput(amount);
  if (parsed.kind === 'empty') return { ok: false, errors: { amount: REQUIRED } };
  if (parsed.kind === 'invalid') return { ok: false, errors: { amount: { id: 'validation.number' } } };
  const value = parsed.value;
  if (value < 0) return { ok: false, errors: { amount: { id: 'validation.amountNotNegative' } } };
  if (value < limits.withdrawMin) {
    return {
      ok: false,
      errors: { amount: { id: 'validation.withdrawMinimum', values: { min: limits.withdrawMin } } },
    };
  }
  if (value > limits.withdrawMax) {
    return {
      ok: false,
      errors: { amount: { id: 'validation.withdrawMaximum', values: { max: limits.withdrawMax } } },
    };
  }
  return { ok: true, value };
}
