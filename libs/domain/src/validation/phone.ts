// Phone rule in docs/product.md#phone: required, and exactly 10 characters on the non-Laos build (the app passes the length).
import { PHONE_LENGTH } from '../constants';
import { type FormResult, REQUIRED, formResult } from './form-result';

/** Checks a phone number; pass `null` as length where no length applies (Laos build). Example: `validatePhone('081234567').ok === false`. */
export function validatePhone(
  phone: string,
  requiredLength: number | null = PHONE_LENGTH,
): FormResult<'phone', string> {
  const value = phone.trim();
  if (value === '') return { ok: false, errors: { phone: REQUIRED } };
  if (requiredLength !== null && value.length !== requiredLength) {
    return { ok: false, errors: { phone: { id: 'validation.phoneLength' } } };
  }
  return formResult({}, value);
}
