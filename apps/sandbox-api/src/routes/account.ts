// /api/login, /api/logout, /api/account/* and /api/otp/*: login, logout (the token revoked), registration with OTP,
// profile, bank account name, password.
import type { Hono } from 'hono';
import { LAOS_CURRENCIES } from '@wallet/domain';
import { bearerToken, clientOf, requirePlayer, type RouteContext } from '../context';
import { ApiFailure } from '../errors';
import { optionalString, readJson, requireString, type Body } from '../input';
import {
  changePassword,
  login,
  register,
  updateBankAccountName,
  updateProfile,
  validateRegistration,
  type RegisterInput,
} from '../state/account';
import { sendOtp, verifyOtp } from '../state/otp';
import { profileView } from '../state/views';

/** Currency of the payload: LAK or BAHT (default: the market's, BAHT or LAK; the Thai build sends none). */
function currencyOf(body: Body, fallback: string): string {
  const currency = optionalString(body, 'currency');
  if (currency === undefined || currency === '') return fallback;
  if (!(LAOS_CURRENCIES as readonly string[]).includes(currency))
    throw new ApiFailure('KEY_INVALID', 'currency must be LAK or BAHT');
  return currency;
}

/** The register payload from a body. */
function registerInput(body: Body, defaultCurrency: string): RegisterInput {
  return {
    username: requireString(body, 'username'),
    name: requireString(body, 'name'),
    password: requireString(body, 'password'),
    bankCode: requireString(body, 'bankCode'),
    bankAccountName: requireString(body, 'bankAccountName'),
    bankAccountNo: requireString(body, 'bankAccountNo'),
    sourceCode: optionalString(body, 'sourceCode') ?? '',
    inviteCode: optionalString(body, 'inviteCode') ?? '',
    currency: currencyOf(body, defaultCurrency),
  };
}

/** Registers the account and OTP routes. */
export function accountRoutes(app: Hono, ctx: RouteContext): void {
  const { state } = ctx;

  app.post('/api/login', async (c) => {
    const body = await readJson(c);
    const token = login(state, requireString(body, 'username'), requireString(body, 'password'), clientOf(c));
    return c.json({ token });
  });

  // Revokes the call's own token: a missing, ended or unknown one is INVALID_TOKEN like on every other operation.
  app.post('/api/logout', (c) => {
    state.playerByToken(bearerToken(c));
    state.revokeToken(bearerToken(c) ?? '');
    return c.json({ code: 'SUCCESS', message: 'SUCCESS' });
  });

  app.post('/api/account/validate', async (c) => {
    const body = await readJson(c);
    const present = (key: string) => (body[key] === undefined ? undefined : requireString(body, key));
    validateRegistration(state, {
      username: requireString(body, 'username'),
      name: present('name'),
      password: present('password'),
      bankCode: present('bankCode'),
      bankAccountName: present('bankAccountName'),
      bankAccountNo: present('bankAccountNo'),
      inviteCode: optionalString(body, 'inviteCode'),
      currency: currencyOf(body, state.market.defaultCurrency),
    });
    return c.json({ code: 'OK', message: 'OK' });
  });

  app.post('/api/account', async (c) => {
    const body = await readJson(c);
    register(state, registerInput(body, state.market.defaultCurrency));
    return c.json({ code: 'SUCCESS', message: 'SUCCESS' });
  });

  app.get('/api/account/profile', (c) => c.json(profileView(requirePlayer(ctx, c))));

  app.put('/api/account/profile', async (c) => {
    const player = requirePlayer(ctx, c);
    const body = await readJson(c);
    updateProfile(state, player, {
      name: requireString(body, 'name'),
      bankCode: requireString(body, 'bankCode'),
      bankAccountName: requireString(body, 'bankAccountName'),
      bankAccountNo: requireString(body, 'bankAccountNo'),
    });
    return c.json(profileView(player));
  });

  app.put('/api/account/bankAccountName', async (c) => {
    const player = requirePlayer(ctx, c);
    const body = await readJson(c);
    updateBankAccountName(player, requireString(body, 'bankCode'), requireString(body, 'bankAccountName'));
    return c.json(profileView(player));
  });

  app.put('/api/account/changepwd', async (c) => {
    const player = requirePlayer(ctx, c);
    const body = await readJson(c);
    changePassword(player, requireString(body, 'oldPassword'), requireString(body, 'newPassword'));
    return c.json({ code: 'SUCCESS', message: 'SUCCESS' });
  });

  app.post('/api/otp/send', async (c) => {
    const body = await readJson(c);
    return c.json(sendOtp(state, requireString(body, 'phoneNumber')));
  });

  app.post('/api/otp/verify', async (c) => {
    const body = await readJson(c);
    verifyOtp(state, requireString(body, 'otpToken'), requireString(body, 'otpCode'));
    return c.json({ code: 'OTP_CODE_VALID', message: 'OTP_CODE_VALID' });
  });
}
