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
      { ok: false, errors: { amount: { id: 'validation.transferMinimum', values: { min: 1 } } } },
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
      'The transfer amount must be at least 1 baht',
    );
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
    [99.99, { ok: false, errors: { amount: { id: 'validation.withdrawMinimum', values: { min: 100 } } } }],
    [
      50_000.01,
      { ok: false, errors: { amount: { id: 'validation.withdrawMaximum', values: { max: 50_000 } } } },
    ],
  ])('validateWithdraw(%j)', (amount, expected) => {
    expect(validateWithdraw(amount, limits)).toEqual(expected);
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
