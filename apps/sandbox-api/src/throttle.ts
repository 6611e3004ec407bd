// Throttling, as a real server must have it: failed logins slow down that client's next attempts (REQUEST_LIMIT
// with Retry-After, in state/account.ts login), and bursts on the money and OTP routes (REQUEST_LIMIT, here).
// POST /__sandbox/reset clears the counts. A burst is counted after the caller is known and the request is one the
// document allows (app.ts runs authentication and the contract check first): a tokenless call is 401 and a malformed
// one 400, never 429, and no caller spends another's allowance.
import type { Context, MiddlewareHandler } from 'hono';
import { bearerToken } from './context';
import { IDEMPOTENCY_HEADER, idempotentOperationOf } from './idempotency';
import type { SandboxState } from './state/store';

/** The OTP routes: guests call them, so their burst count is per route. */
const OTP_PATHS = new Set(['/api/otp/send', '/api/otp/verify']);

/** Who an OTP call is about: the phone of a send, the OTP token of a verify (guests call these routes). */
async function otpSubject(c: Context): Promise<string> {
  try {
    const body = JSON.parse(await c.req.raw.clone().text()) as Record<string, unknown>;
    const subject = body['phoneNumber'] ?? body['otpToken'];
    return typeof subject === 'string' ? subject : '';
  } catch {
    return '';
  }
}

/**
 * REQUEST_LIMIT on a burst: more than BURST_ALLOWED calls of one money operation by one player (repeats of one
 * Idempotency-Key aside), or of one OTP route about one phone or OTP token, within BURST_WINDOW_MS.
 */
export function burstLimit(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    const op = idempotentOperationOf(c.req.method, c.req.path);
    if (op) {
      // Per player (every token of one player counts together); no player, no count: 401 INVALID_TOKEN.
      const player = state.playerByToken(bearerToken(c));
      state.throttle.burst(`${op.id}|${player._id}`, c.req.header(IDEMPOTENCY_HEADER) ?? undefined);
    } else if (OTP_PATHS.has(c.req.path) && c.req.method === 'POST') {
      state.throttle.burst(`${c.req.path}|${await otpSubject(c)}`);
    }
    await next();
  };
}
