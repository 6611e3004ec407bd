// /api/login and /api/account/*: login, registration, profile, bank account name, password.
import type { Hono } from 'hono';
import { requirePlayer, type RouteContext } from '../context';
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
import { profileView } from '../state/views';

/** The register payload from a body (name inputs trimmed; currency defaults to THB). */
function registerInput(body: Body): RegisterInput {
  return {
    username: requireString(body, 'username'),
    name: requireString(body, 'name'),
    password: requireString(body, 'password'),
    bankCode: requireString(body, 'bankCode'),
    bankAccountName: requireString(body, 'bankAccountName'),
    bankAccountNo: requireString(body, 'bankAccountNo'),
    sourceCode: optionalString(body, 'sourceCode') ?? '',
    inviteCode: optionalString(body, 'inviteCode') ?? '',
    currency: optionalString(body, 'currency') || 'THB',
  };
}

/** Registers the account routes. */
export function accountRoutes(app: Hono, ctx: RouteContext): void {
  const { state } = ctx;

  app.post('/api/login', async (c) => {
    const body = await readJson(c);
    const token = login(state, requireString(body, 'username'), requireString(body, 'password'));
    return c.json({ token });
  });

  app.post('/api/account/validate', async (c) => {
    const body = await readJson(c);
    validateRegistration(state, registerInput(body));
    return c.json({ code: 'OK', message: 'OK' });
  });

  app.post('/api/account', async (c) => {
    const body = await readJson(c);
    const player = register(state, registerInput(body));
    return c.json(profileView(player), 201);
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
}
