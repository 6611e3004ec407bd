// Throttling, as a real server must have it: failed logins slow down that client's next attempts (REQUEST_LIMIT
// with Retry-After, in state/account.ts login), and bursts on the money and OTP routes (REQUEST_LIMIT, here).
// POST /__sandbox/reset clears the counts.
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
      // Per player (every token of one player counts together); an unknown token is refused later with 401.
      const token = bearerToken(c) ?? '';
      const who = state.tokens.get(token)?.playerId ?? `token:${token}`;
      state.throttle.burst(`${op.id}|${who}`, c.req.header(IDEMPOTENCY_HEADER) ?? undefined);
    } else if (OTP_PATHS.has(c.req.path) && c.req.method === 'POST') {
      state.throttle.burst(`${c.req.path}|${await otpSubject(c)}`);
    }
    await next();
  };
}
