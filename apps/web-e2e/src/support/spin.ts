// Helpers of the prize wheel specs (spin.spec.ts, spin-coupons.spec.ts): the wheel's operations, the seeded wheel as
// the server sends it, the page opened as a player and its parts.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '@wallet/domain';
import { DEMO, apiToken, expect, openAsPlayer } from '../fixtures';
import { screenTextWith as text } from './screen-text';

export const SPIN = { method: 'POST', path: '/api/spinwheel/spin' };
export const CLAIM = { method: 'POST', path: '/api/spinwheel/coupon/claim' };
export const SETUP = { method: 'GET', path: '/api/spinwheel/setup' };
/** Malee Bonus (seed): holds a bonus, so her claims answer BONUS_REMAINING. */
export const HOLDER = { phone: '0845678901', password: 'bonus1234' };

export interface Slice {
  code: string;
  label: string;
  bgColor: string;
}

/** The seeded wheel as the server sends it. */
export async function wheelSlices(request: APIRequestContext): Promise<{ name: string; slices: Slice[] }> {
  const token = await apiToken(request);
  const res = await request.get(SETUP.path, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: { activeSpinwheel: { name: string; slice: Slice[] } } };
  return { name: body.result.activeSpinwheel.name, slices: body.result.activeSpinwheel.slice };
}

/** Opens /user/spin directly as a logged-in player. */
export async function openSpin(
  page: Page,
  request: APIRequestContext,
  l: Locale,
  who: { phone: string; password: string } = DEMO,
): Promise<void> {
  await openAsPlayer(page, request, '/user/spin', { who });
  await expect(page.getByRole('heading', { level: 1, name: text(l, 'Prize wheel') })).toBeVisible();
}

export function spinPage(page: Page, l: Locale, wheelName: string) {
  return {
    canvas: page.getByRole('img', { name: text(l, 'Prize wheel: {0}', { 0: wheelName }) }),
    button: (coins: number) =>
      page.getByRole('button', { name: text(l, 'Spin (coins left: {left})', { left: coins }) }),
    live: page.locator('.wallet-spin-wheel [aria-live="polite"]'),
    prize: page.getByRole('dialog', { name: text(l, 'You got a coupon!') }),
    table: page.getByRole('table', { name: text(l, 'My coupons') }),
    pages: page.getByRole('navigation', { name: text(l, 'Coupon pages') }),
  };
}
