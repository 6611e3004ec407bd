import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format-message';
import { validateTransfer } from './transfer';
import { validateWithdraw } from './withdraw';

const required = { id: 'validation.required' };

describe('validateTransfer', () => {
  it.each([
    [
      { from: 'wallet', to: 'pg', amount: '100' },
      { ok: true, value: { from: 'wallet', to: 'pg', amount: 100 } },
    ],
    [
      { from: 'pg', to: 'wallet', amount: 1 },
      { ok: true, value: { from: 'pg', to: 'wallet', amount: 1 } },
    ],
    [
      { from: null, to: undefined, amount: '' },
      { ok: false, errors: { from: required, to: required, amount: required } },
    ],
    [
      { from: 'pg', to: 'pg', amount: 5 },
      { ok: false, errors: { to: { id: 'validation.transferSameWallet' } } },
    ],
    [
      { from: 'pg', to: 'wallet', amount: 0.99 },
      {
        ok: false,
        errors: {
          amount: { id: 'validation.transferMinimum', values: { min: { money: 1, currency: 'BAHT' } } },
        },
      },
    ],
    [
      { from: 'pg', to: 'wallet', amount: 'x' },
      { ok: false, errors: { amount: { id: 'validation.number' } } },
    ],
  ])('validateTransfer(%j)', (input, expected) => {
    expect(validateTransfer(input)).toEqual(expected);
  });

  it('names the minimum with baht', () => {
    const result = validateTransfer({ from: 'a', to: 'b', amount: 0 });
    expect(!result.ok && result.errors.amount && formatMessage(result.errors.amount)).toBe(
      'The transfer amount must be at least 1.00 baht',
    );
  });

  it("refuses an amount above From's balance with the MONEY_NOT_ENOUGH text, before any request", () => {
    expect(validateTransfer({ from: 'wallet', to: 'pg', amount: '1250.51' }, 1250.5)).toEqual({
      ok: false,
      errors: { amount: { id: 'error.MONEY_NOT_ENOUGH' } },
    });
    expect(validateTransfer({ from: 'wallet', to: 'pg', amount: '1250.50' }, 1250.5)).toEqual({
      ok: true,
      value: { from: 'wallet', to: 'pg', amount: 1250.5 },
    });
    // Compared in satang: float noise never refuses the whole balance.
    expect(validateTransfer({ from: 'a', to: 'b', amount: 1.3 }, 1.1 + 0.2).ok).toBe(true);
    // The minimum is said first when both fail.
    expect(validateTransfer({ from: 'a', to: 'b', amount: 0.5 }, 0)).toEqual({
      ok: false,
      errors: {
        amount: { id: 'validation.transferMinimum', values: { min: { money: 1, currency: 'BAHT' } } },
      },
    });
  });

  it('accepts any amount of at least 1 between two different wallets', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 1e6, noNaN: true }), (amount) => {
        expect(validateTransfer({ from: 'a', to: 'b', amount }).ok).toBe(amount >= 1);
      }),
    );
  });
});

describe('validateWithdraw', () => {
  const limits = { withdrawMin: 100, withdrawMax: 50_000 };
  it.each([
    ['100', { ok: true, value: 100 }],
    [50_000, { ok: true, value: 50_000 }],
    ['', { ok: false, errors: { amount: required } }],
    [null, { ok: false, errors: { amount: required } }],
    ['abc', { ok: false, errors: { amount: { id: 'validation.number' } } }],
    [-1, { ok: false, errors: { amount: { id: 'validation.amountNotNegative' } } }],
    [
      99.99,
      {
        ok: false,
        errors: {
          amount: { id: 'validation.withdrawMinimum', values: { min: { money: 100, currency: 'BAHT' } } },
        },
      },
    ],
    [
      50_000.01,
      {
        ok: false,
        errors: {
          amount: { id: 'validation.withdrawMaximum', values: { max: { money: 50_000, currency: 'BAHT' } } },
        },
      },
    ],
  ])('validateWithdraw(%j)', (amount, expected) => {
    expect(validateWithdraw(amount, limits)).toEqual(expected);
  });

  it('refuses more than the balance, and anything but the whole balance while a bonus is held', () => {
    const limits = { withdrawMin: 100, withdrawMax: 2_000 };
    expect(validateWithdraw('900', limits, { balance: 800 })).toEqual({
      ok: false,
      errors: { amount: { id: 'error.MONEY_NOT_ENOUGH' } },
    });
    expect(validateWithdraw('800', limits, { balance: 800 })).toEqual({ ok: true, value: 800 });
    expect(validateWithdraw('500', limits, { balance: 800, bonusHeld: false })).toEqual({
      ok: true,
      value: 500,
    });
    expect(validateWithdraw('500', limits, { balance: 800, bonusHeld: true })).toEqual({
      ok: false,
      errors: {
        amount: { id: 'validation.withdrawFullAmount', values: { amount: { money: 800, currency: 'BAHT' } } },
      },
    });
    expect(
      validateWithdraw(0.1 + 0.2, { withdrawMin: 0, withdrawMax: 1 }, { balance: 0.3, bonusHeld: true }),
    ).toEqual({
      ok: true,
      value: 0.1 + 0.2,
    });
    // The limits are said first.
    expect(validateWithdraw('50', limits, { balance: 800, bonusHeld: true })).toEqual({
      ok: false,
      errors: {
        amount: { id: 'validation.withdrawMinimum', values: { min: { money: 100, currency: 'BAHT' } } },
      },
    });
  });

  it('names the full amount in baht', () => {
    const result = validateWithdraw(
      100,
      { withdrawMin: 0, withdrawMax: 1000 },
      { balance: 800, bonusHeld: true },
    );
    expect(!result.ok && result.errors.amount && formatMessage(result.errors.amount)).toBe(
      'A withdrawal after a bonus must be the full amount: 800.00 baht',
    );
  });

  it('names the limits in the account currency: kip whole, in the reader’s unit', () => {
    const result = validateWithdraw(
      10_000,
      { withdrawMin: 50_000, withdrawMax: 10_000_000 },
      undefined,
      'LAK',
    );
    expect(!result.ok && result.errors.amount && formatMessage(result.errors.amount)).toBe(
      'The minimum withdrawal is 50,000 kip',
    );
  });

  it('accepts exactly the amounts between the server limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -10, max: 2100 }),
        (min, span, amount) => {
          const result = validateWithdraw(amount, { withdrawMin: min, withdrawMax: min + span });
          expect(result.ok).toBe(amount >= 0 && amount >= min && amount <= min + span);
        },
      ),
    );
  });
});
