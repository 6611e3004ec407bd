// Helpers of the transfer and withdraw specs (transfer.spec.ts, withdraw.spec.ts): the operations, logging in, the
// sandbox's balances of a player and the two modals.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, openAsPlayer } from '../fixtures';
import { escapeRegExp } from './screen-text';
import { openGameTransfer } from './transfer-dialog';

export const BONUS_HOLDER = { phone: '0845678901', password: 'bonus1234' };
export const TRANSFER = { method: 'POST', path: '/api/wallet/transfer' };
export const WITHDRAW = { method: 'POST', path: '/api/wallet/withdrawAll' };
/** The client's timeout (docs/product.md#api: 60 s). */
export const CLIENT_TIMEOUT_MS = 60_000;

export type T = (msgid: string) => string;

/** Home as a logged-in player (remember me); the agreement, another test's subject, accepted beforehand. */
export async function logInAs(
  page: Page,
  request: APIRequestContext,
  phone: string,
  password: string,
): Promise<void> {
  await openAsPlayer(page, request, '/user/home', { who: { phone, password } });
}

/** The sandbox's balances of a player (in the account's currency), read through the API as that player. */
export async function balances(request: APIRequestContext, phone = DEMO.phone, password = DEMO.password) {
  const login = await request.post('/api/login', { data: { username: phone, password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const wallet = (await (await request.get('/api/wallet', { headers })).json()) as {
    wallet: { amount: number };
    slots: Array<{ code: string; amount: number }>;
  };
  const game = (code: string) => wallet.slots.find((s) => s.code === code)?.amount;
  return { wallet: wallet.wallet.amount, pg: game('pg'), askmebet: game('askmebet'), token };
}

/** The transfer modal, opened from a game card's Transfer action (To preset to that game). */
export async function openTransfer(page: Page, t: T, game = 'PG Soft'): Promise<Locator> {
  const dialog = await openGameTransfer(page, t, game);
  await expect(dialog.getByRole('listbox', { name: t('From') })).toBeVisible();
  return dialog;
}

/** The amount field's name in any currency ("Amount (baht)", "ຈຳນວນເງິນ (ກີບ)"). */
export function amountIn(t: T): RegExp {
  const [before = '', after = ''] = t('Amount ({0})').split('{0}');
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}

export async function openWithdraw(page: Page, t: T): Promise<Locator> {
  await page.getByRole('button', { name: t('Withdraw'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('Withdraw'), exact: true });
  await expect(dialog.getByRole('textbox', { name: amountIn(t) })).toBeVisible();
  return dialog;
}

export async function pick(dialog: Locator, t: T, picker: 'From' | 'To', option: string): Promise<void> {
  const list = dialog.getByRole('listbox', { name: t(picker) });
  await list.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await expect(list.getByRole('option', { name: new RegExp(`^${option}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}
