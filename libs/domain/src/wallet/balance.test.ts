import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ftAmount, hasFtMultiplier, totalBalance } from './balance';

describe('totalBalance', () => {
  it.each([
    [{ amount: 100 }, [], 100],
    [{ amount: 100 }, [{ amount: 50 }, { amount: 25.5 }], 175.5],
    [{ amount: 0 }, [{ amount: 0 }], 0],
    [{ amount: Number.NaN }, [{ amount: 10 }, { amount: Number.POSITIVE_INFINITY }], 10],
  ])('totalBalance(%j, %j) is %s', (wallet, slots, total) => {
    expect(totalBalance(wallet, slots)).toBe(total);
  });

  it('is the wallet plus the sum of every game account', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e9 })),
        (wallet, slots) => {
          const expected = slots.reduce((a, b) => a + b, wallet);
          expect(
            totalBalance(
              { amount: wallet },
              slots.map((amount) => ({ amount })),
            ),
          ).toBe(expected);
        },
      ),
    );
  });
});

describe('ftAmount', () => {
  it.each([
    [{ amount: 100, ftWalletSlot: 2 }, 200],
    [{ amount: 12.5, ftWalletSlot: 4 }, 50],
    [{ amount: 100, ftWalletSlot: 0 }, 0],
  ])('ftAmount(%j) is %s', (account, value) => {
    expect(ftAmount(account)).toBe(value);
  });
});

describe('hasFtMultiplier', () => {
  it.each([
    [2, true],
    [0.5, true],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    [undefined, false],
  ])('hasFtMultiplier(%s) is %s', (value, shown) => {
    expect(hasFtMultiplier(value)).toBe(shown);
  });
});
