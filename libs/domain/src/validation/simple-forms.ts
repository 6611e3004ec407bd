// Small form rules in docs/product.md#profile: gift link, OTP code, change password, promotion code.
import { type FieldErrors, type FormResult, REQUIRED, formResult, isBlank } from './form-result';

/** The gift-link send button is enabled only when a link was typed. Example: `canSendGiftLink('  ') === false`. */
export function canSendGiftLink(link: string): boolean {
  return !isBlank(link);
}

/** Change-password fields. Example: `{ oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' }`. */
export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Checks change-password: all required (the screen stops silently), new equals confirm. Example: `validateChangePassword({ oldPassword: 'a', newPassword: 'b', confirmPassword: 'c' })` fails with `validation.passwordNotEqual`. */
export function validateChangePassword(
  input: ChangePasswordInput,
): FormResult<keyof ChangePasswordInput, { oldPassword: string; newPassword: string }> {
  const errors: FieldErrors<keyof ChangePasswordInput> = {};
  if (input.oldPassword === '') errors.oldPassword = REQUIRED;
  if (input.newPassword === '') errors.newPassword = REQUIRED;
  if (input.confirmPassword === '') errors.confirmPassword = REQUIRED;
  else if (input.newPassword !== '' && input.newPassword !== input.confirmPassword) {
    errors.confirmPassword = { id: 'validation.passwordNotEqual' };
  }
  return formResult(errors, { oldPassword: input.oldPassword, newPassword: input.newPassword });
}

/** True when change-password should stop without a message because a field is empty. Example: `isChangePasswordIncomplete({ oldPassword: '', newPassword: 'a', confirmPassword: 'a' }) === true`. */
export function isChangePasswordIncomplete(input: ChangePasswordInput): boolean {
  return input.oldPassword === '' || input.newPassword === '' || input.confirmPassword === '';
}

/** Promotion code as looked up and activated: trimmed, upper case. Example: `normalizePromotionCode(' new100 ') === 'NEW100'`. */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Checks the promotion-code form. Example: `validatePromotionCode('abc')` gives `{ ok: true, value: 'ABC' }`. */
export function validatePromotionCode(code: string): FormResult<'code', string> {
  const value = normalizePromotionCode(code);
  return value === '' ? { ok: false, errors: { code: REQUIRED } } : { ok: true, value };
}

/** The OTP code of registration step 2: required, trimmed. Example: `validateOtpCode(' 123456 ')` gives `{ ok: true, value: '123456' }`. */
export function validateOtpCode(code: string): FormResult<'otpCode', string> {
  return formResult(isBlank(code) ? { otpCode: REQUIRED } : {}, code.trim());
}
