import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../messages/english-messages';
import { formatMessage } from '../messages/format-message';
import { COUPON_ERROR_CODES, ERROR_CODES, isKnownErrorCode } from './error-codes';
import { errorMessage } from './error-message';

describe('error catalogue', () => {
  it('holds every code in docs/product.md#errors once', () => {
    expect(ERROR_CODES).toHaveLength(75);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES).toContain('INVALID_USER_4');
    expect(ERROR_CODES).toContain('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(COUPON_ERROR_CODES).toEqual([
      'NO_CLAIMABLE_COUPON',
      'INVALID_PRIZE_CODE',
      'INVALID_CODE',
      'INVALID_COUPON_TYPE',
      'COUPON_EXPIRED',
      'BONUS_REMAINING',
    ]);
  });

  it('maps every code to its translated message', () => {
    const codes = [...ERROR_CODES, ...COUPON_ERROR_CODES];
    expect(codes.filter((code) => !isKnownErrorCode(code))).toEqual([]);
    expect(Object.fromEntries(codes.map((code) => [code, errorMessage(code)]))).toEqual(
      Object.fromEntries(codes.map((code) => [code, { id: `error.${code}` }])),
    );
    expect(codes.filter((code) => englishMessages[`error.${code}`] === '')).toEqual([]);
  });

  it.each([
    ['WRONG_CREDENTIAL', 'Incorrect phone number or password'],
    [' EXISTING_USER ', 'This phone number is already registered'],
    ['NO_CLAIMABLE_COUPON', 'There is no coupon to claim'],
  ])('errorMessage(%j) reads %j', (code, text) => {
    const ref = errorMessage(code);
    expect('id' in ref && formatMessage(ref)).toBe(text);
  });

  it.each(['Something odd happened', 'wrong_credential', 'ข้อผิดพลาด', '', 'toString', '__proto__'])(
    'falls back to the raw server text for %j',
    (text) => {
      expect(errorMessage(text)).toEqual({ raw: text });
      expect(isKnownErrorCode(text)).toBe(false);
    },
  );

  it('gives the raw text for anything that is not a code', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const known = isKnownErrorCode(text.trim());
        expect(errorMessage(text)).toEqual(known ? { id: `error.${text.trim()}` } : { raw: text });
      }),
    );
  });
});
