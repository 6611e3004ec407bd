import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountNumberEnding, formatAccountNumber, maskAccountNumber } from './format-account-number';

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

describe('maskAccountNumber', () => {
  it.each([
    ['1234567890', '•••• 7890'],
    ['123-456-7890', '•••• 7890'],
    ['010 12 00 001234 5', '•••• 2345'],
    ['12345', '•••• 2345'],
    ['1234', '1234'],
    ['', ''],
  ])('maskAccountNumber(%j) is %j', (no, text) => {
    expect(maskAccountNumber(no)).toBe(text);
  });

  it('shows the last four digits and nothing before them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,20}$/), (no) => {
        expect(maskAccountNumber(no)).toBe(`•••• ${no.slice(-4)}`);
      }),
    );
  });
});

describe('accountNumberEnding', () => {
  it.each([
    ['1234567890', '7890'],
    ['123-456-7890', '7890'],
    ['12', '12'],
  ])('accountNumberEnding(%j) is %j', (no, text) => {
    expect(accountNumberEnding(no)).toBe(text);
  });
});
