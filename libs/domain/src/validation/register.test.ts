import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format-message';
import {
  accountHolderName,
  isEnglishName,
  needsEnglishAccountNameEdit,
  requiresEnglishAccountName,
  toUpperName,
  validateBankAccountNameEdit,
} from './bank-account-name';
import { validateRegisterBank } from './register-bank';
import { validateRegisterProfile } from './register-profile';

const required = { id: 'validation.required' };
const english = { id: 'validation.bankNameEnglish' };

describe('validateRegisterProfile (step 3)', () => {
  const valid = { name: 'Somchai', phone: '0812345678', password: 'secret', confirmPassword: 'secret' };
  it.each([
    [valid, { ok: true, value: valid }],
    [
      { ...valid, name: ' Somchai ' },
      { ok: true, value: valid },
    ],
    [
      { ...valid, name: ' ' },
      { ok: false, errors: { name: required } },
    ],
    [
      { ...valid, phone: '' },
      { ok: false, errors: { phone: required } },
    ],
    [
      { ...valid, password: '' },
      { ok: false, errors: { password: required, confirmPassword: { id: 'validation.passwordMismatch' } } },
    ],
    [
      { ...valid, confirmPassword: '' },
      { ok: false, errors: { confirmPassword: required } },
    ],
    [
      { ...valid, confirmPassword: 'Secret' },
      { ok: false, errors: { confirmPassword: { id: 'validation.passwordMismatch' } } },
    ],
  ])('validateRegisterProfile(%j)', (input, expected) => {
    expect(validateRegisterProfile(input)).toEqual(expected);
  });

  it('says "Passwords don\'t match"', () => {
    const result = validateRegisterProfile({ ...valid, confirmPassword: 'x' });
    expect(!result.ok && result.errors.confirmPassword && formatMessage(result.errors.confirmPassword)).toBe(
      "Passwords don't match",
    );
  });

  it('passes exactly when everything is filled and the passwords match', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        (name, phone, password, confirmPassword) => {
          const ok = validateRegisterProfile({ name, phone, password, confirmPassword }).ok;
          expect(ok).toBe(
            name.trim() !== '' && phone.trim() !== '' && password !== '' && password === confirmPassword,
          );
        },
      ),
    );
  });
});

describe('validateRegisterBank (step 4)', () => {
  it.each([
    [
      { bankCode: 'KTB', firstName: ' john ', lastName: 'smith', bankAccountNo: ' 1234567890 ' },
      {
        ok: true,
        value: {
          bankCode: 'KTB',
          firstName: 'JOHN',
          lastName: 'SMITH',
          bankAccountName: 'JOHN SMITH',
          bankAccountNo: '1234567890',
        },
      },
    ],
    [
      { bankCode: 'SCB', firstName: 'สมชาย', lastName: 'ใจดี', bankAccountNo: '1' },
      {
        ok: true,
        value: {
          bankCode: 'SCB',
          firstName: 'สมชาย',
          lastName: 'ใจดี',
          bankAccountName: 'สมชาย ใจดี',
          bankAccountNo: '1',
        },
      },
    ],
    [
      { bankCode: 'BBL', firstName: 'สมชาย', lastName: 'ใจดี', bankAccountNo: '1' },
      { ok: false, errors: { firstName: english, lastName: english } },
    ],
    [
      { bankCode: 'tmb', firstName: 'Mary Ann', lastName: 'O1', bankAccountNo: '1' },
      { ok: false, errors: { lastName: english } },
    ],
    [
      { bankCode: 'TMB', firstName: 'J-P', lastName: 'Smith', bankAccountNo: '1' },
      { ok: false, errors: { firstName: english } },
    ],
    [
      { bankCode: '', firstName: '', lastName: ' ', bankAccountNo: '' },
      {
        ok: false,
        errors: { bankCode: required, firstName: required, lastName: required, bankAccountNo: required },
      },
    ],
    [
      { bankCode: 'KTB', firstName: '', lastName: 'ใจดี', bankAccountNo: '1' },
      { ok: false, errors: { firstName: required, lastName: english } },
    ],
    [
      { bankCode: 'SCB', firstName: 'A', lastName: 'B', bankAccountNo: ' 123-456-7890 ' },
      { ok: false, errors: { bankAccountNo: { id: 'validation.accountNumberDigits' } } },
    ],
    [
      { bankCode: 'SCB', firstName: 'A', lastName: 'B', bankAccountNo: '１２３' },
      { ok: false, errors: { bankAccountNo: { id: 'validation.accountNumberDigits' } } },
    ],
  ])('validateRegisterBank(%j)', (input, expected) => {
    expect(validateRegisterBank(input)).toEqual(expected);
  });

  it("says 'Bank account name must be in English only'", () => {
    const result = validateRegisterBank({
      bankCode: 'KTB',
      firstName: 'ก',
      lastName: 'B',
      bankAccountNo: '1',
    });
    expect(!result.ok && result.errors.firstName && formatMessage(result.errors.firstName)).toBe(
      'Bank account name must be in English only',
    );
  });

  it('upper-cases names and joins the holder name with one space', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z]{1,12}$/),
        fc.stringMatching(/^[a-zA-Z ]{0,12}[a-zA-Z]$/),
        (first, last) => {
          const result = validateRegisterBank({
            bankCode: 'KTB',
            firstName: first,
            lastName: last,
            bankAccountNo: '1',
          });
          expect(result.ok && result.value.bankAccountName).toBe(
            `${first.toUpperCase()} ${last.trim().toUpperCase()}`,
          );
        },
      ),
    );
  });
});

describe('bank account name rules', () => {
  it.each([
    ['KTB', true],
    ['TMB', true],
    ['BBL', true],
    [' bbl ', true],
    ['SCB', false],
    ['KBANK', false],
    ['', false],
  ])('requiresEnglishAccountName(%j) is %s', (bank, expected) => {
    expect(requiresEnglishAccountName(bank)).toBe(expected);
  });

  it.each([
    ['John Smith', true],
    ['JOHN\tSMITH', true],
    ['john', true],
    ['สมชาย', false],
    ['John1', false],
    ["O'Neil", false],
    ['', false],
  ])('isEnglishName(%j) is %s', (name, expected) => {
    expect(isEnglishName(name)).toBe(expected);
  });

  it.each([
    ['John', 'Smith', 'John Smith'],
    [' John ', ' Smith ', 'John Smith'],
    ['John', '', 'John'],
    ['', 'Smith', 'Smith'],
    ['', '', ''],
  ])('accountHolderName(%j, %j) is %j', (first, last, name) => {
    expect(accountHolderName(first, last)).toBe(name);
  });

  it('upper-cases names', () => {
    expect(toUpperName('john smith')).toBe('JOHN SMITH');
  });

  it.each([
    [{ bankCode: 'KTB', bankAccountName: 'สมชาย ใจดี' }, true],
    [{ bankCode: 'KTB', bankAccountName: 'JOHN SMITH' }, false],
    [{ bankCode: 'SCB', bankAccountName: 'สมชาย ใจดี' }, false],
  ])('needsEnglishAccountNameEdit(%j) is %s', (account, expected) => {
    expect(needsEnglishAccountNameEdit(account)).toBe(expected);
  });

  it.each([
    ['john smith', { ok: true, value: 'JOHN SMITH' }],
    ['  Mary  ', { ok: true, value: 'MARY' }],
    ['', { ok: false, errors: { bankAccountName: required } }],
    ['   ', { ok: false, errors: { bankAccountName: required } }],
    ['สมชาย', { ok: false, errors: { bankAccountName: { id: 'validation.englishNameOnly' } } }],
    ['John\tSmith', { ok: false, errors: { bankAccountName: { id: 'validation.englishNameOnly' } } }],
    ['John2', { ok: false, errors: { bankAccountName: { id: 'validation.englishNameOnly' } } }],
  ])('validateBankAccountNameEdit(%j)', (name, expected) => {
    expect(validateBankAccountNameEdit(name)).toEqual(expected);
  });

  it('stores only upper-case A-Z and spaces', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const result = validateBankAccountNameEdit(name);
        if (result.ok) expect(result.value).toMatch(/^[A-Z][A-Z ]*$|^[A-Z ]*[A-Z]$/);
      }),
    );
  });
});
