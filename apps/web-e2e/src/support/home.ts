// Helpers of the home dashboard specs (home-dashboard.spec.ts, home-games.spec.ts): an API session of a seeded player
// with its wallet and game accounts, and /user/home opened as that player.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect } from '../fixtures';
import { storeOnEveryLoad } from './stored';

export const NEWCOMER = { phone: '0823456789', password: 'newbie123' };

export interface Slot {
  code: string;
  name: string;
  isActive: boolean;
  amount: number;
  username: string;
  password: string;
  web: string | null;
  category: string;
  event: Record<string, string>;
}
export interface WalletBody {
  wallet: { amount: number };
  invite: { amount: number };
  slots: Slot[];
}

/** An API session of one seeded player. */
export async function apiAs(request: APIRequestContext, phone = DEMO.phone, password = DEMO.password) {
  const login = await request.post('/api/login', { data: { username: phone, password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    token,
    wallet: async () => (await (await request.get('/api/wallet', { headers })).json()) as WalletBody,
    slot: async (code: string) => {
      const body = (await (await request.get('/api/wallet', { headers })).json()) as WalletBody;
      const slot = body.slots.find((s) => s.code === code);
      if (!slot) throw new Error(`no game ${code}`);
      return slot;
    },
    activate: async (code: string) =>
      expect((await request.get(`/api/wallet/activate/${code}`, { headers })).ok()).toBe(true),
  };
}

/** Opens /user/home as a player whose token is stored (remember me); the agreement is accepted unless asked. */
export async function openHome(
  page: Page,
  token: string,
  options: { agreement?: boolean } = {},
): Promise<void> {
  await storeOnEveryLoad(page, options.agreement ? { token } : { token, agreement: 'true' });
  await page.goto('/user/home');
}
