// Shared by the home page tests (home-page.test.tsx, home-game-cards.test.tsx): seeded game accounts,
// the wallet and fake /api routes of the dashboard, and /user/home rendered with its game cards settled.
import { expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildInactiveSlotAccount,
  buildSlotAccount,
  buildWallet,
  buildWalletResponse,
} from '@wallet/api-client/testing';
import type { WalletResponse } from '@wallet/api-client';
import { json, renderApp, type FakeRoute } from '../../../testing/render-app';

// Player routes load lazily; on a busy shared machine the first screen may take a few seconds.
export const LAZY_ROUTE_MS = 5000;

export const pg = buildSlotAccount({ code: 'pg', name: 'PG Soft', amount: 250, ftWalletSlot: 0 });
export const joker = buildSlotAccount({
  code: 'JOKER',
  name: 'Joker123',
  amount: 100,
  ftWalletSlot: 2,
  web: 'https://joker.example/login',
  event: { __VIEWSTATE: 'vs-1' },
});
export const closed = buildInactiveSlotAccount({ code: 'SLOTXO', name: 'SlotXO' });
export const sport = buildSlotAccount({ code: 'UFABET', name: 'UFABET', category: 'sport', amount: 80 });

export function walletWith(overrides: Partial<WalletResponse> = {}): WalletResponse {
  return buildWalletResponse({
    wallet: buildWallet({ amount: 500 }),
    slots: [pg, joker, closed, sport],
    lastSync: new Date(Date.now() - 3 * 60_000).toISOString(),
    ...overrides,
  });
}

export function routes(
  extra: Record<string, FakeRoute> = {},
  wallet = walletWith(),
): Record<string, FakeRoute> {
  return {
    'GET /api/wallet': () => json(wallet),
    'GET /api/spinwheel/active': () => json({ active: false, coupon: 0, coins: 0 }),
    'GET /api/lookup/agreements': () => json({ agreements: [] }),
    ...extra,
  };
}

export async function renderHome(extra: Record<string, FakeRoute> = {}, wallet?: WalletResponse) {
  sessionStorage.setItem('token', 'token-1');
  const rendered = await renderApp('/user/home', routes(extra, wallet), { locale: 'en' });
  await screen.findByRole('heading', { name: 'Slot games' }, { timeout: LAZY_ROUTE_MS });
  // The game cards render in a background pass after the header (game-carousels.tsx).
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Slot games' }).parentElement).not.toHaveAttribute(
      'aria-busy',
    ),
  );
  return { ...rendered, user: userEvent.setup() };
}

export const calls = (requests: Request[], path: string) =>
  requests.filter((r) => new URL(r.url).pathname === path);

/** Run after each test: mocks restored, storage emptied. */
export function resetHomeTest(): void {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
}
