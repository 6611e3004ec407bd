// Which call failures end the session (docs/product.md#session): 'gone' -> /terminated, the rest -> /login.

/** Thai server text meaning 'cannot verify identity'; a failure with this text sends the player to /login. Example: `authOutcome({ message: CANNOT_VERIFY_IDENTITY_TH }) === 'login'`. */
export const CANNOT_VERIFY_IDENTITY_TH = 'ไม่สามารถยืนยันตัวตนได้';

/** Server message meaning the service is terminated. Example: `authOutcome({ message: GONE_MESSAGE }) === 'gone'`. */
export const GONE_MESSAGE = 'gone';

/** Codes (or messages) that mean the session is no longer valid. Example: `LOGIN_REQUIRED_CODES.includes('EXPIRED_AUTH_TOKEN')`. */
export const LOGIN_REQUIRED_CODES = [
  'invalid-token',
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
] as const;

const loginCodes: ReadonlySet<string> = new Set(LOGIN_REQUIRED_CODES);

/** Where a failure sends the player: 'gone' (/terminated), 'login' (/login) or null (stay). Example: `authOutcome({ code: 'UNAUTHORIZED' }) === 'login'`. */
export function authOutcome(failure: { code?: string; message?: string }): 'gone' | 'login' | null {
  const { code, message } = failure;
  if (message === GONE_MESSAGE || code === GONE_MESSAGE) return 'gone';
  if (code !== undefined && loginCodes.has(code)) return 'login';
  if (message !== undefined && (loginCodes.has(message) || message === CANNOT_VERIFY_IDENTITY_TH))
    return 'login';
  return null;
}
