import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format-message';
import { validateLogin } from './login';
import { PHONE_LENGTH } from '../constants';
import { isLaoMobile, phoneLengthFor, PHONE_RULES, validatePhone, validatePhoneForRule } from './phone';

const required = { id: 'validation.required' };

describe('validateLogin', () => {
  it.each([
    [
      { username: '0812345678', password: 'pw' },
      { ok: true, value: { username: '0812345678', password: 'pw' } },
    ],
    [
      { username: ' 0812345678 ', password: ' pw ' },
      { ok: true, value: { username: '0812345678', password: ' pw ' } },
    ],
    [
      { username: '', password: 'pw' },
      { ok: false, errors: { username: required } },
    ],
    [
      { username: '  ', password: '' },
      { ok: false, errors: { username: required, password: required } },
    ],
    [
      { username: 'u', password: '' },
      { ok: false, errors: { password: required } },
    ],
  ])('validateLogin(%j)', (input, expected) => {
    expect(validateLogin(input)).toEqual(expected);
  });
});

describe('validatePhone', () => {
  it.each([
    ['0812345678', undefined, { ok: true, value: '0812345678' }],
    [' 0812345678 ', undefined, { ok: true, value: '0812345678' }],
    ['081234567', undefined, { ok: false, errors: { phone: { id: 'validation.phoneLength' } } }],
    ['08123456789', undefined, { ok: false, errors: { phone: { id: 'validation.phoneLength' } } }],
    ['', undefined, { ok: false, errors: { phone: required } }],
    ['02012345', null, { ok: true, value: '02012345' }],
    ['', null, { ok: false, errors: { phone: required } }],
  ] as const)('validatePhone(%j, %s)', (phone, length, expected) => {
    expect(validatePhone(phone, length)).toEqual(expected);
  });

  it("gives each build's phone rule its length: the market's fixed one, or none", () => {
    expect(PHONE_RULES.map(phoneLengthFor)).toEqual([PHONE_LENGTH, null, null]);
    expect(validatePhone('2055512345678', phoneLengthFor('any-length')).ok).toBe(true);
    expect(validatePhone('2055512345678', phoneLengthFor('fixed-length')).ok).toBe(false);
  });

  it("says 'The phone number must support 10 digits'", () => {
    const result = validatePhone('123');
    expect(!result.ok && result.errors.phone && formatMessage(result.errors.phone)).toBe(
      'The phone number must support 10 digits',
    );
  });

  it('accepts exactly the 10-character numbers on the non-Laos build', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 14 }), (phone) => {
        const trimmed = phone.trim();
        expect(validatePhone(phone).ok).toBe(trimmed.length === 10);
      }),
    );
  });
});

describe('Lao mobile numbers (docs/product.md#phone)', () => {
  it.each([
    '02055512345', // 020 + 8 digits, with the trunk 0
    '2055512345', // without it
    '+8562055512345', // with the country code
    '008562095551234',
    '8562077712345',
    '02022345678',
    '0305123456', // 030 + 7 digits
    '305123456',
    '+856305123456',
    ' 02055512345 ',
  ])('accepts %j', (phone) => {
    expect(isLaoMobile(phone)).toBe(true);
    expect(validatePhoneForRule(phone, 'lao-mobile')).toEqual({ ok: true, value: phone.trim() });
  });

  it.each([
    '12345',
    '0205551234', // one digit short
    '020555123456', // one digit too many
    '02015551234', // 20 then 1: no network
    '0812345678', // a Thai mobile
    '+66812345678',
    '+85621212345', // Vientiane landline (021)
    '020 5551 2345', // spaces
    '0205551234a',
    '85620555123',
  ])('refuses %j with the expected form', (phone) => {
    expect(isLaoMobile(phone)).toBe(false);
    expect(validatePhoneForRule(phone, 'lao-mobile')).toEqual({
      ok: false,
      errors: { phone: { id: 'validation.laoMobile' } },
    });
  });

  it('asks for a number when empty, and keeps the other rules as they were', () => {
    expect(validatePhoneForRule('  ', 'lao-mobile')).toEqual({
      ok: false,
      errors: { phone: { id: 'validation.required' } },
    });
    expect(validatePhoneForRule('081234567', 'fixed-length').ok).toBe(false);
    expect(validatePhoneForRule('12345', 'any-length').ok).toBe(true);
  });
});
