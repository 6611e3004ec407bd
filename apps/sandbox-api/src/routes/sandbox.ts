// Test-only routes outside /api (not in the OpenAPI document): reset, switches, last OTP of a phone.
import type { Hono } from 'hono';
import type { RouteContext } from '../context';
import { ApiFailure } from '../errors';
import { optionalBoolean, readJson } from '../input';

/** Registers /__sandbox/* routes. */
export function sandboxRoutes(app: Hono, { state }: RouteContext): void {
  app.post('/__sandbox/reset', (c) => {
    state.reset();
    return c.json({ ok: true });
  });

  app.post('/__sandbox/switches', async (c) => {
    const body = await readJson(c);
    for (const key of Object.keys(body)) {
      if (!['registerOTP', 'enableChatWidget', 'spinActive', 'gone'].includes(key)) {
        throw new ApiFailure('KEY_INVALID', `unknown switch ${key}`);
      }
    }
    const next = { ...state.switches };
    for (const key of ['registerOTP', 'enableChatWidget', 'spinActive', 'gone'] as const) {
      const value = optionalBoolean(body, key);
      if (value !== undefined) next[key] = value;
    }
    state.switches = next;
    return c.json({ ...state.switches });
  });

  app.get('/__sandbox/otp/:phone', (c) => {
    const phone = c.req.param('phone');
    let latest: { otpRef: string; otpCode: string; expiresAt: string } | undefined;
    for (const otp of state.otps.values()) {
      if (otp.phone === phone)
        latest = { otpRef: otp.otpRef, otpCode: otp.code, expiresAt: otp.expiresAt.toISOString() };
    }
    if (!latest) throw new ApiFailure('OTP_NOT_EXIST', 'no OTP was sent to this phone', 404);
    return c.json(latest);
  });
}
