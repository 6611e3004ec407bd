import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSpin,
  couponPage,
  pickExtraTurns,
  prizeModalDelayMs,
  spinDurationMs,
  wheelSize,
  wholeCoins,
} from './spin-rules';

describe('spin rules', () => {
  it.each([
    [{ spinning: false, coins: 1 }, true],
    [{ spinning: false, coins: 0.5 }, true],
    [{ spinning: true, coins: 5 }, false],
    [{ spinning: false, coins: 0 }, false],
    [{ spinning: false, coins: -1 }, false],
    [{ spinning: true, coins: 0 }, false],
  ])('canSpin(%j) is %s', (state, expected) => {
    expect(canSpin(state)).toBe(expected);
  });

  it.each([
    [0, 3],
    [0.49, 3],
    [0.5, 4],
    [0.999, 4],
  ] as const)('pickExtraTurns with random %s gives %s', (random, turns) => {
    expect(pickExtraTurns(() => random)).toBe(turns);
  });

  it.each([
    [3, 0, undefined, 1200],
    [3, 1, undefined, 1500],
    [4, 0, undefined, 1600],
    [4, 0.5, undefined, 1800],
    [4, 1, undefined, 2000],
    [3, 0.5, 7000, 7000],
    [4, 0.5, 0, 0],
  ])('spinDurationMs(%s turns, random %s, given %s) is %s', (turns, random, given, expected) => {
    expect(spinDurationMs(turns, () => random, given)).toBeCloseTo(expected, 9);
  });

  it('keeps the duration within 4..5 s x turns x 0.1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (turns, r) => {
          const ms = spinDurationMs(turns, () => r);
          expect(ms).toBeGreaterThanOrEqual(4000 * turns * 0.1 - 1e-9);
          expect(ms).toBeLessThanOrEqual(5000 * turns * 0.1 + 1e-9);
        },
      ),
    );
  });

  it.each([
    [1920, 350],
    [412, 350],
    [411.7647, 349.999995],
    [400, 340],
    [320, 272],
    [0, 0],
  ])('wheelSize(%s) is %s', (width, size) => {
    expect(wheelSize(width)).toBeCloseTo(size, 5);
  });

  it('never exceeds 350 px nor 85% of the window', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (width) => {
        const size = wheelSize(width);
        expect(size).toBeLessThanOrEqual(350);
        expect(size).toBeLessThanOrEqual(width * 0.85 + 1e-9);
        expect(size === 350 || Math.abs(size - width * 0.85) < 1e-9).toBe(true);
      }),
    );
  });

  it.each([
    [false, 2000],
    [true, 0],
  ])('prizeModalDelayMs(reduced motion %s) is %s', (reduced, ms) => {
    expect(prizeModalDelayMs(reduced)).toBe(ms);
  });

  it.each([
    [3, 3],
    [3.0, 3],
    [2.7, 2],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('wholeCoins(%s) is %s', (coins, shown) => {
    expect(wholeCoins(coins)).toBe(shown);
  });

  it.each([
    [1, ['a', 'b', 'c']],
    [2, ['d']],
    [3, []],
    [0, ['a', 'b', 'c']],
    [1.5, ['a', 'b', 'c']],
  ])('couponPage(page %s) of 4 coupons is %j (3 per page)', (page, rows) => {
    expect(couponPage(['a', 'b', 'c', 'd'], page)).toEqual(rows);
  });

  it('pages cover every coupon once, 3 per page', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), (coupons) => {
        const pages = Math.ceil(coupons.length / 3);
        const seen = Array.from({ length: pages }, (_, i) => couponPage(coupons, i + 1));
        expect(seen.flat()).toEqual(coupons);
        expect(seen.every((rows) => rows.length <= 3)).toBe(true);
      }),
    );
  });
});
