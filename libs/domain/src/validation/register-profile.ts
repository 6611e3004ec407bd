// Registration step 3 rule in docs/product.md#registration: every field filled (the name by the player name rule),
// password equals its confirmation.
import { type FieldErrors, type FormResult, REQUIRED, formResult, isBlank } from './form-result';
import { INVALID_NAME, checkPlayerName } from './player-name';

/** Step 3 fields. Example: `{ name: 'Somchai', phone: '0812345678', password: 'pw', confirmPassword: 'pw' }`. */
export interface RegisterProfileInput {
  name: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/** Fields of step 3. Example: `const f: RegisterProfileField = 'confirmPassword'`. */
export type RegisterProfileField = keyof RegisterProfileInput;

/** Checks registration step 3. Example: `validateRegisterProfile({ name: 'a', phone: 'p', password: 'x', confirmPassword: 'y' })` fails on confirmPassword with `validation.passwordMismatch`. */
export function validateRegisterProfile(
  input: RegisterProfileInput,
): FormResult<RegisterProfileField, RegisterProfileInput> {
  const errors: FieldErrors<RegisterProfileField> = {};
  const name = checkPlayerName(input.name);
  if (!name.ok) errors.name = name.problem === 'empty' ? REQUIRED : INVALID_NAME;
  if (isBlank(input.phone)) errors.phone = REQUIRED;
  if (input.password === '') errors.password = REQUIRED;
  if (input.confirmPassword === '') errors.confirmPassword = REQUIRED;
  else if (input.password !== input.confirmPassword)
    errors.confirmPassword = { id: 'validation.passwordMismatch' };
  return formResult(errors, { ...input, name: input.name.trim(), phone: input.phone.trim() });
}
