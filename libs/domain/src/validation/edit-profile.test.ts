import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format-message';
import {
  editProfileInput,
  isBankAccountChange,
  splitAccountHolderName,
  validateEditProfile,
} from './edit-profile';
import { accountHolderName } from './bank-account-name';

const required = { id: 'validation.required' } as const;
const english = { id: 'validation.bankNameEnglish' };
const digits = { id: 'validation.accountNumberDigits' };

const valid = {
  name: ' Somchai Demo ',
  bankCode: 'KTB',
  firstName: 'somchai',
  lastName: ' demo ',
  bankAccountNo: ' 1234567890 ',
};

describe('validateEditProfile', () => {
  it.each([
    [
      valid,
      {
        ok: true,
        value: {
          name: 'Somchai Demo',
          bankCode: 'KTB',
          bankAccountName: 'SOMCHAI DEMO',
          bankAccountNo: '1234567890',
        },
      },
    ],
    [
      { ...valid, bankCode: 'SCB', firstName: 'สมชาย', lastName: 'ใจดี' },
      {
        ok: true,
        value: {
          name: 'Somchai Demo',
          bankCode: 'SCB',
          bankAccountName: 'สมชาย ใจดี',
          bankAccountNo: '1234567890',
        },
      },
    ],
    [
      { ...valid, name: '  ' },
      { ok: false, errors: { name: required } },
    ],
    [
      { ...valid, firstName: 'สมชาย', lastName: 'ใจดี' },
      { ok: false, errors: { firstName: english, lastName: english } },
    ],
    [
      { ...valid, bankAccountNo: '123-456-7890' },
      { ok: false, errors: { bankAccountNo: digits } },
    ],
    [
      { name: '', bankCode: '', firstName: '', lastName: '', bankAccountNo: '' },
      {
        ok: false,
        errors: {
          name: required,
          bankCode: required,
          firstName: required,
          lastName: required,
          bankAccountNo: required,
        },
      },
    ],
  ])('validateEditProfile(%j)', (input, expected) => {
    expect(validateEditProfile(input)).toEqual(expected);
  });

  it('says the exact product texts for an English-only bank and the account number', () => {
    const result = validateEditProfile({ ...valid, bankCode: 'BBL', firstName: 'ก', bankAccountNo: '12a' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(formatMessage(result.errors.firstName ?? required)).toBe(
      'Bank account name must be in English only',
    );
    expect(formatMessage(result.errors.bankAccountNo ?? required)).toBe(
      'The account number must contain digits only',
    );
  });

  it('passes exactly when the name is filled and step 4 passes', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('SCB', 'KTB', 'TMB', 'BBL', ''),
        fc.string(),
        fc.string(),
        fc.string(),
        (name, bankCode, firstName, lastName, bankAccountNo) => {
          const result = validateEditProfile({ name, bankCode, firstName, lastName, bankAccountNo });
          const english = ['KTB', 'TMB', 'BBL'].includes(bankCode);
          const holderOk = (n: string) =>
            n.trim() !== '' && (!english || /^[A-Za-z\s]+$/.test(n.trim().toUpperCase()));
          expect(result.ok).toBe(
            name.trim() !== '' &&
              bankCode !== '' &&
              holderOk(firstName) &&
              holderOk(lastName) &&
              /^[0-9]+$/.test(bankAccountNo.trim()),
          );
        },
      ),
    );
  });
});

describe('splitAccountHolderName', () => {
  it.each([
    ['SOMCHAI DEMO', { firstName: 'SOMCHAI', lastName: 'DEMO' }],
    ['  MARY   ANN  SMITH ', { firstName: 'MARY', lastName: 'ANN SMITH' }],
    ['อนันต์ กรุงไทย', { firstName: 'อนันต์', lastName: 'กรุงไทย' }],
    ['MADONNA', { firstName: 'MADONNA', lastName: '' }],
    ['', { firstName: '', lastName: '' }],
  ])('splitAccountHolderName(%j)', (name, expected) => {
    expect(splitAccountHolderName(name)).toEqual(expected);
  });

  it('joins back to the same holder name (spacing normalized)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,8}( [A-Z]{1,8}){0,3}$/), (name) => {
        const { firstName, lastName } = splitAccountHolderName(name);
        expect(accountHolderName(firstName, lastName)).toBe(name);
      }),
    );
  });
});

describe('editProfileInput', () => {
  it('prefills the form from the profile, holder names upper case', () => {
    expect(
      editProfileInput({
        name: 'Somchai Demo',
        bankCode: 'SCB',
        bankAccountName: 'somchai demo',
        bankAccountNo: '1234567890',
      }),
    ).toEqual({
      name: 'Somchai Demo',
      bankCode: 'SCB',
      firstName: 'SOMCHAI',
      lastName: 'DEMO',
      bankAccountNo: '1234567890',
    });
  });

  it('round-trips through the validator unchanged for a valid profile', () => {
    const profile = {
      name: 'Anan Ktb',
      bankCode: 'KTB',
      bankAccountName: 'ANAN KRUNGTHAI',
      bankAccountNo: '1112223334',
    };
    expect(validateEditProfile(editProfileInput(profile))).toEqual({ ok: true, value: profile });
  });
});

describe('isBankAccountChange', () => {
  const current = { bankCode: 'SCB', bankAccountName: 'SOMCHAI DEMO', bankAccountNo: '1234567890' };
  it.each([
    [current, false],
    [{ bankCode: ' scb ', bankAccountName: ' somchai   demo ', bankAccountNo: ' 1234567890 ' }, false],
    [{ ...current, bankCode: 'KBANK' }, true],
    [{ ...current, bankAccountNo: '1234567899' }, true],
    [{ ...current, bankAccountName: 'SOMCHAI DEMOS' }, true],
  ])('isBankAccountChange(current, %j) is %s', (next, expected) => {
    expect(isBankAccountChange(current, next)).toBe(expected);
  });
});
