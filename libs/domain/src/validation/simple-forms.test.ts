import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSendGiftLink,
  isChangePasswordIncomplete,
  normalizePromotionCode,
  validateChangePassword,
  validateOtpCode,
  validatePromotionCode,
} from './simple-forms';

const required = { id: 'validation.required' };

describe('gift link', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['https://gift.truemoney.com/campaign/?v=abc', true],
  ])('canSendGiftLink(%j) is %s', (link, expected) => {
    expect(canSendGiftLink(link)).toBe(expected);
  });
});

describe('validateChangePassword', () => {
  it.each([
    [
      { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' },
      { ok: true, value: { oldPassword: 'a', newPassword: 'b' } },
    ],
    [
      { oldPassword: 'a', newPassword: 'b', confirmPassword: 'c' },
      { ok: false, errors: { confirmPassword: { id: 'validation.passwordNotEqual' } } },
    ],
    [
      { oldPassword: '', newPassword: 'b', confirmPassword: 'b' },
      { ok: false, errors: { oldPassword: required } },
    ],
    [
      { oldPassword: 'a', newPassword: '', confirmPassword: 'b' },
      { ok: false, errors: { newPassword: required } },
    ],
    [
      { oldPassword: 'a', newPassword: 'b', confirmPassword: '' },
      { ok: false, errors: { confirmPassword: required } },
    ],
  ])('validateChangePassword(%j)', (input, expected) => {
    expect(validateChangePassword(input)).toEqual(expected);
  });

  it('is incomplete (silent stop) exactly when a field is empty', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (oldPassword, newPassword, confirmPassword) => {
        const input = { oldPassword, newPassword, confirmPassword };
        const incomplete = oldPassword === '' || newPassword === '' || confirmPassword === '';
        expect(isChangePasswordIncomplete(input)).toBe(incomplete);
        expect(validateChangePassword(input).ok).toBe(!incomplete && newPassword === confirmPassword);
      }),
    );
  });
});

describe('promotion code', () => {
  it.each([
    [' new100 ', 'NEW100'],
    ['Welcome', 'WELCOME'],
    ['', ''],
  ])('normalizePromotionCode(%j) is %j', (code, normalized) => {
    expect(normalizePromotionCode(code)).toBe(normalized);
  });

  it.each([
    ['abc', { ok: true, value: 'ABC' }],
    ['  ', { ok: false, errors: { code: required } }],
  ])('validatePromotionCode(%j)', (code, expected) => {
    expect(validatePromotionCode(code)).toEqual(expected);
  });

  it('always yields an upper-case code', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const result = validatePromotionCode(code);
        if (result.ok) expect(result.value).toBe(result.value.toUpperCase());
      }),
    );
  });
});

describe('OTP code', () => {
  it.each([
    [' 123456 ', { ok: true, value: '123456' }],
    ['', { ok: false, errors: { otpCode: required } }],
    ['   ', { ok: false, errors: { otpCode: required } }],
  ])('validateOtpCode(%j)', (code, expected) => {
    expect(validateOtpCode(code)).toEqual(expected);
  });
});
