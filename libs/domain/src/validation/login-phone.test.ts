import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format-message';
import { validateLogin } from './login';
import { PHONE_LENGTH } from '../constants';
import { phoneLengthFor, PHONE_RULES, validatePhone } from './phone';

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
    expect(PHONE_RULES.map(phoneLengthFor)).toEqual([PHONE_LENGTH, null]);
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
