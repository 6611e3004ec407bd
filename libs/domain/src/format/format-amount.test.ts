import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, toAmount } from './format-amount';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [0.005, '0.01'],
    [-1234.5, '-1,234.50'],
    [-0, '0.00'],
    [-0.001, '0.00'],
    ['2500', '2,500.00'],
    [' 12.345 ', '12.35'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
    ['', '-'],
    ['  ', '-'],
    ['abc', '-'],
    ['1,000', '-'],
    [null, '-'],
    [undefined, '-'],
    [{}, '-'],
    [true, '-'],
  ])('formatAmount(%j) is %j', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it('shows two decimals and groups thousands, reading back to the rounded value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const text = formatAmount(value);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.replaceAll(',', ''))).toBeCloseTo(value, 1);
      }),
    );
  });

  it('gives a dash for every non-numeric string', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !Number.isFinite(Number(s)) || s.trim() === ''),
        (text) => {
          expect(formatAmount(text)).toBe('-');
          expect(toAmount(text)).toBeNull();
        },
      ),
    );
  });
});
