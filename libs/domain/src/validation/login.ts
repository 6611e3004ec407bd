// Login form rule in docs/product.md#login: username and password both required.
import { type FormResult, REQUIRED, type FieldErrors, formResult, isBlank } from './form-result';

/** Login fields. Example: `{ username: '0812345678', password: 'secret' }`. */
export interface LoginInput {
  username: string;
  password: string;
}

/** Checks the login form; the username is trimmed, the password kept as typed. Example: `validateLogin({ username: '', password: 'x' }).ok === false`. */
export function validateLogin(input: LoginInput): FormResult<'username' | 'password', LoginInput> {
  const errors: FieldErrors<'username' | 'password'> = {};
  if (isBlank(input.username)) errors.username = REQUIRED;
  if (input.password === '') errors.password = REQUIRED;
  return formResult(errors, { username: input.username.trim(), password: input.password });
}
