// Bank account name rules in docs/product.md#registration: English-only banks, holder name, the home edit modal.
import { ENGLISH_ONLY_BANKS } from '../constants';
import { type FormResult, REQUIRED } from './form-result';

const englishOnlyBanks: ReadonlySet<string> = new Set(ENGLISH_ONLY_BANKS);

/** True when the bank needs an English account name (KTB, TMB, BBL). Example: `requiresEnglishAccountName('ktb') === true`. */
export function requiresEnglishAccountName(bankCode: string): boolean {
  return englishOnlyBanks.has(bankCode.trim().toUpperCase());
}

/** True when a name is letters A-Z (any case) and whitespace only. Example: `isEnglishName('John Smith') === true`. */
export function isEnglishName(name: string): boolean {
  return /^[A-Za-z\s]+$/.test(name);
}

/** Account holder name: first and last name joined with a space, trimmed. Example: `accountHolderName(' John ', 'Smith') === 'John Smith'`. */
export function accountHolderName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** Name as stored: upper case. Example: `toUpperName('john') === 'JOHN'`. */
export function toUpperName(name: string): string {
  return name.toUpperCase();
}

/** True when the home screen must ask for an English account name (English-only bank, non-English name). Example: `needsEnglishAccountNameEdit({ bankCode: 'KTB', bankAccountName: 'สมชาย' }) === true`. */
export function needsEnglishAccountNameEdit(account: { bankCode: string; bankAccountName: string }): boolean {
  return requiresEnglishAccountName(account.bankCode) && !isEnglishName(account.bankAccountName);
}

/** Checks the bank-account-name edit: required, A-Z and spaces only; value upper case and trimmed. Example: `validateBankAccountNameEdit('john smith')` gives `{ ok: true, value: 'JOHN SMITH' }`. */
export function validateBankAccountNameEdit(name: string): FormResult<'bankAccountName', string> {
  const value = name.trim().toUpperCase();
  if (value === '') return { ok: false, errors: { bankAccountName: REQUIRED } };
  if (!/^[A-Z ]+$/.test(value))
    return { ok: false, errors: { bankAccountName: { id: 'validation.englishNameOnly' } } };
  return { ok: true, value };
}
