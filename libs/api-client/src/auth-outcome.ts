// Routes session-ending failures to the app's callbacks; the rule itself lives in @wallet/domain.
import { authOutcome } from '@wallet/domain';
import type { ApiError } from './api-error';
import { CLIENT_ERROR_CODES } from './api-error';

const clientCodes: ReadonlySet<string> = new Set(CLIENT_ERROR_CODES);

/** Calls onGone for a 'gone' answer and onInvalidIdentity for invalid-token or an unverifiable identity. */
export function notifyAuthOutcome(
  error: ApiError,
  callbacks: { onGone?: () => void; onInvalidIdentity?: () => void },
): 'gone' | 'login' | null {
  // Transport failures (offline, timeout) say nothing about the session.
  if (clientCodes.has(error.code) && error.status === 0) return null;
  const outcome = authOutcome({ code: error.code, message: error.message });
  if (outcome === 'gone') callbacks.onGone?.();
  if (outcome === 'login') callbacks.onInvalidIdentity?.();
  return outcome;
}
