import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT, formatAmount, formatAmountNumber, toAmount } from './format-amount';

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

  describe('gives the text of Intl.NumberFormat with AMOUNT_FORMAT, without Intl', () => {
    const intl = new Intl.NumberFormat(AMOUNT_FORMAT.locale, AMOUNT_FORMAT.options);

    it.each([
      0,
      -0,
      1.005,
      1.015,
      2.675,
      0.125,
      -0.004,
      -0.005,
      0.995,
      9.995,
      99.995,
      999.995,
      999999.995,
      -999.995,
      1.0049999999999999,
      123456789.125,
      5e-7,
      -5e-7,
      1e-7,
      1e21,
      1.5e21,
      123e20,
      2 ** 53,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      0.1 + 0.2,
      1000,
      100000.5,
      -1234.565,
    ])('%s', (value) => {
      expect(formatAmountNumber(value)).toBe(intl.format(value));
    });

    it('for any double', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
          expect(formatAmountNumber(value)).toBe(intl.format(value));
        }),
        { numRuns: 5000 },
      );
    });

    it('for amounts of cents and ties on the third decimal', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.integer({ min: 0, max: 9 }),
          (thousandths, last) => {
            const value = (thousandths * 10 + last) / 10000;
            expect(formatAmountNumber(value)).toBe(intl.format(value));
            expect(formatAmountNumber(thousandths / 1000)).toBe(intl.format(thousandths / 1000));
          },
        ),
        { numRuns: 5000 },
      );
    });

    it('standing alone, as the inline script of the prerendered home runs it', () => {
      const standalone = new Function(`return (${formatAmountNumber.toString()})`)() as (n: number) => string;
      for (const value of [0, -0.005, 1.005, 1234567.891, 1e21, 5e-7]) {
        expect(standalone(value)).toBe(intl.format(value));
      }
    });
  });
});
