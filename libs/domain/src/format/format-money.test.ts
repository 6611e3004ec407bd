import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../messages/locale';
import { accountCurrency, formatMoney, formatMoneyNumber, MONEY_UNITS } from './format-money';

describe('formatMoney', () => {
  it.each([
    // value, currency, th, la, en
    [1234.5, 'BAHT', '1,234.50 บาท', '1,234.50 ບາດ', '1,234.50 baht'],
    [0, 'BAHT', '0.00 บาท', '0.00 ບາດ', '0.00 baht'],
    [-250.755, 'BAHT', '-250.76 บาท', '-250.76 ບາດ', '-250.76 baht'],
    [987654321987.99, 'BAHT', '987,654,321,987.99 บาท', '987,654,321,987.99 ບາດ', '987,654,321,987.99 baht'],
    [2_501_000, 'LAK', '2,501,000 กีบ', '2,501,000 ກີບ', '2,501,000 kip'],
    [0, 'LAK', '0 กีบ', '0 ກີບ', '0 kip'],
    [-0.4, 'LAK', '0 กีบ', '0 ກີບ', '0 kip'],
    [-50_000, 'LAK', '-50,000 กีบ', '-50,000 ກີບ', '-50,000 kip'],
    [1234.5, 'LAK', '1,235 กีบ', '1,235 ກີບ', '1,235 kip'],
    [-1234.5, 'LAK', '-1,235 กีบ', '-1,235 ກີບ', '-1,235 kip'],
    [
      9_007_199_254_740_991,
      'LAK',
      '9,007,199,254,740,991 กีบ',
      '9,007,199,254,740,991 ກີບ',
      '9,007,199,254,740,991 kip',
    ],
    [
      1e21,
      'LAK',
      '1,000,000,000,000,000,000,000 กีบ',
      '1,000,000,000,000,000,000,000 ກີບ',
      '1,000,000,000,000,000,000,000 kip',
    ],
    [
      -1e21,
      'LAK',
      '-1,000,000,000,000,000,000,000 กีบ',
      '-1,000,000,000,000,000,000,000 ກີບ',
      '-1,000,000,000,000,000,000,000 kip',
    ],
    ['125000', 'LAK', '125,000 กีบ', '125,000 ກີບ', '125,000 kip'],
    [Number.NaN, 'LAK', '-', '-', '-'],
    [null, 'BAHT', '-', '-', '-'],
  ] as const)('%s %s', (value, currency, th, la, en) => {
    expect(formatMoney(value, currency, 'th')).toBe(th);
    expect(formatMoney(value, currency, 'la')).toBe(la);
    expect(formatMoney(value, currency, 'en')).toBe(en);
  });

  it('writes kip whole with grouped thousands, as Intl does with no decimals', () => {
    const intl = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: 0,
      roundingMode: 'halfExpand',
    } as Intl.NumberFormatOptions);
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const expected = intl.format(value).replace(/^-0$/, '0');
        expect(formatMoneyNumber(value, 'LAK')).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('has a unit for every currency in every language, never the other currency’s word', () => {
    for (const locale of LOCALES) {
      expect(MONEY_UNITS.LAK[locale]).not.toBe(MONEY_UNITS.BAHT[locale]);
      expect(formatMoney(1, 'LAK', locale)).not.toMatch(/บาท|ບາດ|baht/);
    }
  });

  it('reads the account currency of a profile: BAHT unless LAK', () => {
    expect(accountCurrency('LAK')).toBe('LAK');
    expect(accountCurrency('BAHT')).toBe('BAHT');
    expect(accountCurrency(undefined)).toBe('BAHT');
    expect(accountCurrency('USD')).toBe('BAHT');
  });
});
