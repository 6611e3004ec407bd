// Phone rule in docs/product.md#phone: required, and exactly 10 characters on the non-Laos build (the app passes the length).
import { PHONE_LENGTH } from '../constants';
import { type FormResult, REQUIRED, formResult } from './form-result';

/** How a build checks phone numbers: the market's fixed length (PHONE_LENGTH) or any length (the Laos build). */
export const PHONE_RULES = ['fixed-length', 'any-length'] as const;
/** A build's phone rule (its app config's `phoneRule`). Example: `const rule: PhoneRule = 'any-length'`. */
export type PhoneRule = (typeof PHONE_RULES)[number];

/** The length `validatePhone` requires under a rule, or null for none. Example: `phoneLengthFor('any-length') === null`. */
export function phoneLengthFor(rule: PhoneRule): number | null {
  return rule === 'fixed-length' ? PHONE_LENGTH : null;
}

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
