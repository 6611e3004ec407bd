// Edit profile rule (docs/product.md#profile): the profile name plus the registration step 4 bank rules, the
// form prefilled from the profile, and whether the save changes the bank account withdrawals go to.
import { type FieldErrors, type FormResult, REQUIRED } from './form-result';
import { toUpperName } from './bank-account-name';
import { INVALID_NAME, checkPlayerName } from './player-name';
import { type RegisterBankField, type RegisterBankInput, validateRegisterBank } from './register-bank';

/** The edit-profile form as typed. Example: `{ name: 'Somchai', bankCode: 'SCB', firstName: 'SOMCHAI', lastName: 'DEMO', bankAccountNo: '1234567890' }`. */
export interface EditProfileInput extends RegisterBankInput {
  name: string;
}

/** Fields of the edit-profile form. Example: `const f: EditProfileField = 'name'`. */
export type EditProfileField = 'name' | RegisterBankField;

/** What PUT /api/account/profile sends. Example: `{ name: 'Somchai', bankCode: 'SCB', bankAccountName: 'SOMCHAI DEMO', bankAccountNo: '1234567890' }`. */
export interface EditProfileValue {
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

/** A bank account as the profile holds it. Example: `{ bankCode: 'SCB', bankAccountName: 'SOMCHAI DEMO', bankAccountNo: '1234567890' }`. */
export type BankAccountDetails = Omit<EditProfileValue, 'name'>;

/** Checks the edit-profile form: the player name rule (checkPlayerName), then registration step 4 (bank, holder names upper case and English for KTB/TMB/BBL, account number digits only). Example: `validateEditProfile({ name: '', bankCode: 'SCB', firstName: 'A', lastName: 'B', bankAccountNo: '1' })` fails on name with `validation.required`. */
export function validateEditProfile(input: EditProfileInput): FormResult<EditProfileField, EditProfileValue> {
  const name = checkPlayerName(input.name);
  const bank = validateRegisterBank(input);
  if (!bank.ok || !name.ok) {
    const errors: FieldErrors<EditProfileField> = bank.ok ? {} : { ...bank.errors };
    if (!name.ok) errors.name = name.problem === 'empty' ? REQUIRED : INVALID_NAME;
    return { ok: false, errors };
  }
  const { bankCode, bankAccountName, bankAccountNo } = bank.value;
  return { ok: true, value: { name: name.value, bankCode, bankAccountName, bankAccountNo } };
}

/** Holder name split for the first and last name fields: the first word, then the rest. Example: `splitAccountHolderName('MARY ANN SMITH')` gives `{ firstName: 'MARY', lastName: 'ANN SMITH' }`. */
export function splitAccountHolderName(bankAccountName: string): { firstName: string; lastName: string } {
  const name = bankAccountName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  if (space < 0) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** The form prefilled from the profile (holder name split, names upper case). Example: `editProfileInput({ name: 'Somchai', bankCode: 'SCB', bankAccountName: 'somchai demo', bankAccountNo: '1' }).lastName === 'DEMO'`. */
export function editProfileInput(profile: EditProfileValue): EditProfileInput {
  const { firstName, lastName } = splitAccountHolderName(profile.bankAccountName);
  return {
    name: profile.name,
    bankCode: profile.bankCode,
    firstName: toUpperName(firstName),
    lastName: toUpperName(lastName),
    bankAccountNo: profile.bankAccountNo,
  };
}

function accountKey(account: BankAccountDetails): string {
  return [
    account.bankCode.trim().toUpperCase(),
    toUpperName(account.bankAccountName.trim().replace(/\s+/g, ' ')),
    account.bankAccountNo.trim(),
  ].join('\n');
}

/** True when saving moves withdrawals to another account: bank, holder name or number differs (case and spacing of the name aside). Example: `isBankAccountChange(current, { ...current, bankAccountNo: '9999999999' }) === true`. */
export function isBankAccountChange(current: BankAccountDetails, next: BankAccountDetails): boolean {
  return accountKey(current) !== accountKey(next);
}
