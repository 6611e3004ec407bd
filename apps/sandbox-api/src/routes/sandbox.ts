// Test-only routes outside /api (not in the OpenAPI document): reset, switches, last OTP of a phone, and the
// money-test switches: delayed answers, failing answers and the request count per path.
import type { Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RouteContext } from '../context';
import { ApiFailure, ERROR_CODES, type ErrorCode } from '../errors';
import { optionalBoolean, optionalString, readJson, requireNumber, requireString, type Body } from '../input';
import { toBaht } from '../money';
import { WHEEL } from '../seed/catalogue';
import { creditGiftLink, endQr, payQr, settleSlipNow } from '../state/deposit-operator';
import type { SandboxState } from '../state/store';
import { slipView } from '../state/views';
import type { RequestMatch } from '../state/test-controls';
import type { Banner } from '../state/types';

/** Longest delay a test may arm (10 minutes: enough to outlast any client timeout). */
export const MAX_DELAY_MS = 10 * 60 * 1000;
/** Most calls one switch may cover. */
const MAX_TIMES = 1000;

/** Counts every /api request received (replays and refused ones included; CORS preflights are answered before). */
export function requestLog(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    state.controls.record(c.req.method, c.req.path);
    await next();
  };
}

/** Answers an armed fault instead of running the call (nothing moves, no Idempotency-Key is recorded). */
export function armedFaults(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    const fault = state.controls.takeFault(c.req.method, c.req.path);
    if (!fault) return next();
    return c.json({ code: fault.code, message: fault.message }, fault.status as ContentfulStatusCode);
  };
}

/** Holds back the answer of a call by an armed delay; the call itself runs (and moves money) at once. */
export function armedDelays(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    const ms = state.controls.takeDelay(c.req.method, c.req.path);
    await next();
    if (ms) await new Promise((resolve) => setTimeout(resolve, ms));
  };
}

/** An integer in [min, max] (KEY_INVALID otherwise), or the default when absent. */
function integerIn(body: Body, key: string, min: number, max: number, fallback?: number): number {
  if (body[key] === undefined && fallback !== undefined) return fallback;
  const n = requireNumber(body, key);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ApiFailure('KEY_INVALID', `${key} must be an integer between ${min} and ${max}`);
  }
  return n;
}

/** The path (exact, under /api/) and optional method a switch applies to. */
function requestMatch(path: string | undefined, method: string | undefined): RequestMatch {
  if (path === undefined || path === '') throw new ApiFailure('KEY_MISSING', 'path is required');
  if (!path.startsWith('/api/')) throw new ApiFailure('KEY_INVALID', 'path must start with /api/');
  const upper = method?.toUpperCase() || null;
  if (upper !== null && !['GET', 'POST', 'PUT', 'DELETE'].includes(upper)) {
    throw new ApiFailure('KEY_INVALID', 'method must be GET, POST, PUT or DELETE');
  }
  return { path, method: upper };
}

/** The clock time a test asks for: an ISO date-time in `now`, or null (absent or null) for the real clock. */
function clockTime(body: Body): Date | null {
  if (body['now'] === undefined || body['now'] === null) return null;
  const at = typeof body['now'] === 'string' ? new Date(body['now']) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new ApiFailure('KEY_INVALID', 'now must be an ISO date-time');
  return at;
}

/** A list of banners `{ image, html }` (any strings: tests send hostile HTML on purpose). */
function bannerList(value: unknown, key: string): Banner[] {
  if (!Array.isArray(value)) throw new ApiFailure('KEY_INVALID', `${key} must be a list of banners`);
  return value.map((item: unknown) => {
    const banner = item as Partial<Banner> | null;
    if (!banner || typeof banner.image !== 'string' || typeof banner.html !== 'string') {
      throw new ApiFailure('KEY_INVALID', `${key} banners need image and html strings`);
    }
    return { image: banner.image, html: banner.html };
  });
}

/** The player a deposit test route acts for: `phone` of the body (NO_USER 404 when nobody has it). */
function playerOf(state: SandboxState, body: Body) {
  const phone = requireString(body, 'phone');
  const player = state.playerByPhone(phone);
  if (!player) throw new ApiFailure('NO_USER', 'no player has this phone', 404);
  return player;
}

/** Registers /__sandbox/* routes. */
export function sandboxRoutes(app: Hono, { state }: RouteContext): void {
  app.post('/__sandbox/reset', async (c) => {
    // Optional `now`: the clock is set first, so the seed's "received today" and "this week" follow it.
    state.setClock(clockTime(await readJson(c)));
    state.reset();
    return c.json({ ok: true, now: state.now().toISOString() });
  });

  app.post('/__sandbox/clock', async (c) => {
    state.setClock(clockTime(await readJson(c)));
    return c.json({ now: state.now().toISOString() });
  });

  app.post('/__sandbox/banners', async (c) => {
    const body = await readJson(c);
    for (const key of Object.keys(body)) {
      if (key !== 'invite' && key !== 'refund')
        throw new ApiFailure('KEY_INVALID', `unknown carousel ${key}`);
    }
    const next = { ...state.banners };
    for (const key of ['invite', 'refund'] as const) {
      if (body[key] !== undefined) next[key] = bannerList(body[key], key);
    }
    state.banners = next;
    return c.json(state.banners);
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

  app.post('/__sandbox/delay', async (c) => {
    const body = await readJson(c);
    const delay = {
      ...requestMatch(requireString(body, 'path'), optionalString(body, 'method')),
      ms: integerIn(body, 'ms', 0, MAX_DELAY_MS),
      times: integerIn(body, 'times', 1, MAX_TIMES, 1),
    };
    state.controls.armDelay(delay);
    return c.json(delay);
  });

  app.post('/__sandbox/fail', async (c) => {
    const body = await readJson(c);
    const code = requireString(body, 'code');
    if (!(ERROR_CODES as readonly string[]).includes(code)) {
      throw new ApiFailure('KEY_INVALID', `code must be an error code of the document`);
    }
    const fault = {
      ...requestMatch(requireString(body, 'path'), optionalString(body, 'method')),
      status: integerIn(body, 'status', 400, 599),
      code: code as ErrorCode,
      message: optionalString(body, 'message') || code,
      times: integerIn(body, 'times', 1, MAX_TIMES, 1),
    };
    state.controls.armFault(fault);
    return c.json(fault);
  });

  app.post('/__sandbox/spin', async (c) => {
    const body = await readJson(c);
    const code = requireString(body, 'code');
    if (!WHEEL.slices.some((slice) => slice.code === code)) {
      throw new ApiFailure('KEY_INVALID', `code must be a slice code of the wheel`);
    }
    const forced = { code, times: integerIn(body, 'times', 1, MAX_TIMES, 1) };
    state.controls.forceSlice(forced.code, forced.times);
    return c.json(forced);
  });

  app.post('/__sandbox/qr-lifetime', async (c) => {
    const body = await readJson(c);
    const seconds = body.seconds === null ? null : integerIn(body, 'seconds', 1, 24 * 60 * 60);
    state.controls.qrLifetimeSeconds = seconds;
    return c.json({ seconds });
  });

  // The operator's side of deposits (state/deposit-operator.ts): the money arrives as the wallet and statement show.
  app.post('/__sandbox/deposits/qr', async (c) => {
    const body = await readJson(c);
    const player = playerOf(state, body);
    const paid = payQr(state, player, optionalString(body, 'bankCode'));
    return c.json({ ...paid, wallet: toBaht(player.wallet) });
  });

  app.post('/__sandbox/deposits/qr/end', async (c) => {
    const body = await readJson(c);
    const player = playerOf(state, body);
    const ended = endQr(state, player, optionalString(body, 'bankCode'));
    return c.json({ ...ended, wallet: toBaht(player.wallet) });
  });

  app.post('/__sandbox/deposits/slip', async (c) => {
    const body = await readJson(c);
    const player = playerOf(state, body);
    const amount = body['amount'] === undefined ? undefined : requireNumber(body, 'amount');
    if (amount !== undefined && !(amount > 0 && amount <= 100_000_000))
      throw new ApiFailure('KEY_INVALID', 'amount must be above 0 and at most 100000000');
    const reference = optionalString(body, 'reference') || undefined;
    const slip = settleSlipNow(state, player, {
      outcome: requireString(body, 'outcome'),
      ...(reference === undefined ? {} : { reference }),
      ...(amount === undefined ? {} : { amount }),
    });
    return c.json({ slip: slipView(slip), wallet: toBaht(player.wallet) });
  });

  app.post('/__sandbox/deposits/gift-link/hold', async (c) => {
    const hold = optionalBoolean(await readJson(c), 'hold');
    if (hold === undefined) throw new ApiFailure('KEY_MISSING', 'hold is required');
    state.controls.holdGiftLinks = hold;
    return c.json({ hold });
  });

  app.post('/__sandbox/deposits/gift-link', async (c) => {
    const player = playerOf(state, await readJson(c));
    const amount = creditGiftLink(state, player);
    return c.json({ amount, wallet: toBaht(player.wallet) });
  });

  app.get('/__sandbox/truelink/last', (c) => c.json({ last: state.controls.lastTrueLink }));

  app.get('/__sandbox/requests', (c) => {
    const match = requestMatch(c.req.query('path'), c.req.query('method'));
    return c.json({ ...match, count: state.controls.count(match.path, match.method) });
  });

  app.delete('/__sandbox/requests', (c) => {
    state.controls.clearRequests();
    return c.json({ ok: true });
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
