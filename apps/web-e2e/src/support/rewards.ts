// Helpers of the rewards specs (rewards-invite-refund, rewards-bonus-promotion): seeded players, an API session,
// a player page opened with the token stored, the build's screen texts and the reward widgets of the home page.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '@wallet/domain';
import { DEMO, expect } from '../fixtures';
import { screenTextWith as text } from './screen-text';
import { storeOnEveryLoad } from './stored';

/** Malee Bonus (seed): holds CASHBACK5; DAILY10 and WEEKLY20 received at the seed's instant. */
export const HOLDER = { phone: '0845678901', password: 'bonus1234' };
export const NEWCOMER = { phone: '0823456789', password: 'newbie123' };

/** An API session of one seeded player. */
export async function apiAs(request: APIRequestContext, who: { phone: string; password: string } = DEMO) {
  const login = await request.post('/api/login', { data: { username: who.phone, password: who.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    token,
    walletAmount: async () =>
      ((await (await request.get('/api/wallet', { headers })).json()) as { wallet: { amount: number } })
        .wallet.amount,
    profileId: async () =>
      ((await (await request.get('/api/account/profile', { headers })).json()) as { _id: string })._id,
  };
}

/** Opens a player page with the token stored (remember me) and the agreement accepted. */
export async function openAs(page: Page, token: string, path: string): Promise<void> {
  await storeOnEveryLoad(page, { token, agreement: 'true' });
  await page.goto(path);
}

export const widget = (page: Page, l: Locale, name: 'Invite' | 'Refund') =>
  page.getByRole('button', { name: text(l, name), exact: true });
