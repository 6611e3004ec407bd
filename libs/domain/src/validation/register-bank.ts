// Registration step 4 rule in docs/product.md#registration: bank, names, account number (digits only); English-only banks; names
// upper-cased.
import { type FieldErrors, type FormResult, REQUIRED, formResult, isBlank } from './form-result';
import {
  accountHolderName,
  isEnglishName,
  requiresEnglishAccountName,
  toUpperName,
} from './bank-account-name';

/** Step 4 fields as typed. Example: `{ bankCode: 'KTB', firstName: 'john', lastName: 'smith', bankAccountNo: '1234567890' }`. */
export interface RegisterBankInput {
  bankCode: string;
  firstName: string;
  lastName: string;
  bankAccountNo: string;
}

/** Step 4 values as sent: names upper case, holder name joined. Example: `{ bankCode: 'KTB', firstName: 'JOHN', lastName: 'SMITH', bankAccountName: 'JOHN SMITH', bankAccountNo: '1234567890' }`. */
export interface RegisterBankValue extends RegisterBankInput {
  bankAccountName: string;
}

/** Fields of step 4. Example: `const f: RegisterBankField = 'lastName'`. */
export type RegisterBankField = keyof RegisterBankInput;

/** True when an account number is digits only (0-9, at least one). Example: `isAccountNumber('123-456') === false`. */
export function isAccountNumber(bankAccountNo: string): boolean {
  return /^[0-9]+$/.test(bankAccountNo);
}

/** Checks registration step 4. Example: `validateRegisterBank({ bankCode: 'BBL', firstName: 'สมชาย', lastName: 'ใจดี', bankAccountNo: '1' })` fails with `validation.bankNameEnglish`. */
export function validateRegisterBank(
  input: RegisterBankInput,
): FormResult<RegisterBankField, RegisterBankValue> {
  const errors: FieldErrors<RegisterBankField> = {};
  const firstName = toUpperName(input.firstName.trim());
  const lastName = toUpperName(input.lastName.trim());
  if (isBlank(input.bankCode)) errors.bankCode = REQUIRED;
  if (firstName === '') errors.firstName = REQUIRED;
  if (lastName === '') errors.lastName = REQUIRED;
  const bankAccountNo = input.bankAccountNo.trim();
  if (bankAccountNo === '') errors.bankAccountNo = REQUIRED;
  else if (!isAccountNumber(bankAccountNo)) errors.bankAccountNo = { id: 'validation.accountNumberDigits' };
  if (requiresEnglishAccountName(input.bankCode)) {
    if (firstName !== '' && !isEnglishName(firstName))
      errors.firstName = { id: 'validation.bankNameEnglish' };
    if (lastName !== '' && !isEnglishName(lastName)) errors.lastName = { id: 'validation.bankNameEnglish' };
  }
  return formResult(errors, {
    bankCode: input.bankCode.trim(),
    firstName,
    lastName,
    bankAccountName: accountHolderName(firstName, lastName),
    bankAccountNo,
  });
}
