// Phone rule in docs/product.md#phone: required, and exactly 10 characters on the non-Laos build (the app passes the
// length); on the Laos build a Lao mobile number of the national numbering plan.
import { PHONE_LENGTH } from '../constants';
import { type FormResult, REQUIRED, formResult } from './form-result';

/**
 * How a build checks phone numbers: the market's fixed length (PHONE_LENGTH), a Lao mobile number (the Laos build),
 * or any length.
 */
export const PHONE_RULES = ['fixed-length', 'lao-mobile', 'any-length'] as const;
/** A build's phone rule (its app config's `phoneRule`). Example: `const rule: PhoneRule = 'any-length'`. */
export type PhoneRule = (typeof PHONE_RULES)[number];

/** The length `validatePhone` requires under a rule, or null for none. Example: `phoneLengthFor('any-length') === null`. */
export function phoneLengthFor(rule: PhoneRule): number | null {
  return rule === 'fixed-length' ? PHONE_LENGTH : null;
}

/**
 * A Lao mobile number as the national numbering plan writes it (docs/product.md#phone): 20 and 8 digits (the mobile
 * networks) or 30 and 7 digits, the first digit after 20/30 from 2 to 9; with the trunk 0 (02055512345), the country
 * code 856 (+856, 00856, 856) or neither (2055512345). Digits only, no spaces.
 */
const LAO_MOBILE = /^(?:\+856|00856|856|0)?(?:20[2-9]\d{7}|30[2-9]\d{6})$/;

/** True for a Lao mobile number. Example: `isLaoMobile('02055512345') === true`, `isLaoMobile('12345') === false`. */
export function isLaoMobile(phone: string): boolean {
  return LAO_MOBILE.test(phone.trim());
}

/**
 * Checks a phone number under a build's rule: `validatePhone` with the fixed length, or a Lao mobile number
 * (`validation.laoMobile`, which shows the expected form). The sandbox refuses with the same function.
 * Example: `validatePhoneForRule('12345', 'lao-mobile').ok === false`.
 */
export function validatePhoneForRule(phone: string, rule: PhoneRule): FormResult<'phone', string> {
  if (rule !== 'lao-mobile') return validatePhone(phone, phoneLengthFor(rule));
  const value = phone.trim();
  if (value === '') return { ok: false, errors: { phone: REQUIRED } };
  if (!isLaoMobile(value)) return { ok: false, errors: { phone: { id: 'validation.laoMobile' } } };
  return formResult({}, value);
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
