import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAccountNumber } from './format-account-number';

describe('formatAccountNumber', () => {
  it.each([
    ['1234567890', '123-456-7890'],
    ['0000000000', '000-000-0000'],
    ['123456789', '123456789'],
    ['12345678901', '12345678901'],
    ['123-456-7890', '123-456-7890'],
    ['12345abcde', '12345abcde'],
    ['', ''],
  ])('formatAccountNumber(%j) is %j', (no, text) => {
    expect(formatAccountNumber(no)).toBe(text);
  });

  it('splits 10 digits 3-3-4 and keeps the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (no) => {
        const text = formatAccountNumber(no);
        expect(text).toMatch(/^\d{3}-\d{3}-\d{4}$/);
        expect(text.replaceAll('-', '')).toBe(no);
      }),
    );
  });
});
