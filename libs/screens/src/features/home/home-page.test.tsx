// The home page: its states, widgets, invite bonus and agreement modal. The game cards: home-game-cards.test.tsx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import {
  AGREEMENT_MODAL_DELAY_MS,
  ERROR_NEXT_STEPS,
  formatAmount,
  messageCatalogs,
  STORAGE_KEYS,
} from '@wallet/domain';
import {
  LAZY_ROUTE_MS,
  calls,
  pg,
  renderHome,
  resetHomeTest,
  routes,
  walletWith,
} from './test-helpers/home-dashboard';
import { json, renderApp } from '../../testing/render-app';
import { expectProbeSanitized, SERVER_HTML_PROBE } from '../../testing/server-html-probe';
import { watchIntlFormats } from '../../testing/intl-format-watch';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import type { DashboardModalProps } from '../../shared/dashboard-modals';
import { DashboardWidgets } from './dashboard-widgets';
import { MoneyActions } from './money-actions';

afterEach(resetHomeTest);

describe('home dashboard states', () => {
  it('shows a skeleton at once and the loader after 200 ms while the wallet loads', async () => {
    sessionStorage.setItem('token', 'token-1');
    await renderApp('/user/home', routes({ 'GET /api/wallet': () => new Promise<Response>(() => {}) }), {
      locale: 'en',
    });
    expect(
      await screen.findByText('Loading your wallet', {}, { timeout: LAZY_ROUTE_MS }),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('.wk-skeleton').length).toBeGreaterThan(3);
  });

  it('shows the translated error with a retry that loads the dashboard', async () => {
    let fail = true;
    sessionStorage.setItem('token', 'token-1');
    await renderApp(
      '/user/home',
      routes({
        'GET /api/wallet': () =>
          fail
            ? json({ code: 'INTERNAL_SERVER_ERROR', message: 'INTERNAL_SERVER_ERROR' }, 500)
            : json(walletWith()),
      }),
      { locale: 'en' },
    );
    const error = await screen.findByRole('alert', {}, { timeout: LAZY_ROUTE_MS }).catch(() => null);
    expect(
      await screen.findByText('Your wallet could not be loaded', {}, { timeout: LAZY_ROUTE_MS }),
    ).toBeVisible();
    expect(error).not.toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('heading', { name: 'Slot games' })).toBeInTheDocument();
  });

  it('shows an empty state for each category without games', async () => {
    await renderHome({}, walletWith({ slots: [pg] }));
    const row = (name: string) =>
      screen.getByRole('heading', { name, level: 2 }).parentElement as HTMLElement;
    expect(within(row('Sport and casino')).getByText('No games here yet')).toBeInTheDocument();
    expect(within(row('Lotto')).getByText('No games here yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lotto' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Slot games' }).querySelector('.wk-game-card')).not.toBeNull();
  });

  it('shows the header: total, bank account 3-3-rest and the last sync as relative time with the exact date', async () => {
    await renderHome();
    expect(screen.getByText(formatAmount(500 + 250 + 100 + 80))).toBeInTheDocument();
    expect(screen.getByText('123-456-7890')).toBeInTheDocument();
    const time = screen.getByText('3 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAccessibleDescription(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(screen.getByText('FT credit 200.00')).toBeInTheDocument();
  });

  it('offline, marks the balance with the time it was read; back online it reads the wallet again', async () => {
    const { requests } = await renderHome();
    const total = formatAmount(500 + 250 + 100 + 80);
    expect(screen.queryByText(/Offline: last synced/)).toBeNull();
    try {
      await act(async () => onlineManager.setOnline(false));
      const mark = screen.getByText(/^Offline: last synced/);
      const time = mark.querySelector('time')!;
      expect(time).toHaveTextContent(/^(just now|\d+ seconds? ago)$/);
      expect(Date.now() - Date.parse(time.dateTime)).toBeLessThan(60_000);
      expect(screen.getByText(total)).toBeInTheDocument();
      const reads = calls(requests, '/api/wallet').length;
      await act(async () => onlineManager.setOnline(true));
      // Read again at once, although the figures were younger than the 30 s stale time.
      await waitFor(() => expect(calls(requests, '/api/wallet').length).toBe(reads + 1));
      await waitFor(() => expect(screen.queryByText(/Offline: last synced/)).toBeNull());
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('home widgets', () => {
  it('shows refresh-all when spin is off (its own pending state) and the spin wheel when on', async () => {
    let release: (() => void) | undefined;
    const { user, requests } = await renderHome({
      'GET /api/wallet/refresh/slot': () =>
        new Promise((resolve) => {
          release = () => resolve(json(walletWith()));
        }),
    });
    const refresh = await screen.findByRole('button', { name: 'Refresh all balances' });
    await user.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    await user.click(refresh);
    expect(calls(requests, '/api/wallet/refresh/slot')).toHaveLength(1);
    await act(async () => release?.());
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('button', { name: /Spin wheel/ })).toBeNull();
  });

  it('shows the spin wheel with coupons and coins when the server says it is active', async () => {
    await renderHome({ 'GET /api/spinwheel/active': () => json({ active: true, coupon: 2, coins: 3 }) });
    expect(
      await screen.findByRole('button', { name: /Spin wheel\s*2 coupons, 3 coins/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh all balances' })).toBeNull();
  });

  it('renders its data (balance, last sync, coupons and coins) without an Intl number or date format', async () => {
    // The first one of a page loads ICU data: 100 ms and more on a slow phone, inside the render of the data.
    const intl = watchIntlFormats();
    await renderHome({ 'GET /api/spinwheel/active': () => json({ active: true, coupon: 2, coins: 1 }) });
    await screen.findByRole('button', { name: /Spin wheel\s*2 coupons, 1 coin$/ });
    await screen.findByText('3 minutes ago');
    expect(intl.stop()).toEqual([]);
    expect(screen.getByText(formatAmount(500 + 250 + 100 + 80))).toBeInTheDocument();
  });

  it('counts one coupon and one coin in the singular', async () => {
    await renderHome({ 'GET /api/spinwheel/active': () => json({ active: true, coupon: 1, coins: 1 }) });
    expect(await screen.findByRole('button', { name: /Spin wheel\s*1 coupon, 1 coin$/ })).toBeInTheDocument();
  });

  it('disables a widget whose modal the app does not have yet, with the reason', async () => {
    const onOpen = vi.fn();
    await renderWithProviders(<DashboardWidgets modals={{}} onOpen={onOpen} />, {
      routes: { 'GET /api/spinwheel/active': () => json({ active: false, coupon: 0, coins: 0 }) },
    });
    const user = userEvent.setup();
    for (const name of ['Invite', 'Refund']) {
      const widget = screen.getByRole('button', { name: new RegExp(`^${name}`) });
      expect(widget).toHaveAttribute('aria-disabled', 'true');
      expect(widget).toHaveAccessibleDescription('Not available yet');
      await user.click(widget);
    }
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Bonus' })).not.toHaveAttribute('aria-disabled');
    // Deposit and Withdraw lead the money actions row above (money-actions.tsx), not the widgets.
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('opens a modal it has and passes onClose', async () => {
    const onOpen = vi.fn();
    const FakeRefund = (_: DashboardModalProps) => null;
    await renderWithProviders(<DashboardWidgets modals={{ refund: FakeRefund }} onOpen={onOpen} />, {
      routes: { 'GET /api/spinwheel/active': () => json({ active: false, coupon: 0, coins: 0 }) },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refund' }));
    expect(onOpen).toHaveBeenCalledWith('refund');
  });
});

describe('money actions', () => {
  it('Deposit, Withdraw and Transfer are one group of primary buttons that open their dialogs', async () => {
    const onOpen = vi.fn();
    const Fake = (_: DashboardModalProps) => null;
    await renderWithProviders(
      <MoneyActions modals={{ deposit: Fake, withdraw: Fake, transfer: Fake }} onOpen={onOpen} />,
    );
    const group = screen.getByRole('group', { name: 'Money actions' });
    const user = userEvent.setup();
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Deposit', 'Withdraw', 'Transfer']);
    for (const button of buttons) {
      expect(button).toHaveClass('wk-button--primary');
      await user.click(button);
    }
    expect(onOpen.mock.calls).toEqual([['deposit'], ['withdraw'], ['transfer']]);
  });

  it('keeps an action whose dialog the app does not have in place, disabled with the reason', async () => {
    const onOpen = vi.fn();
    await renderWithProviders(<MoneyActions modals={{}} onOpen={onOpen} />);
    const user = userEvent.setup();
    for (const name of ['Deposit', 'Withdraw', 'Transfer']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Not available yet');
      await user.click(button);
    }
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('invite bonus', () => {
  it('asks first, sends exactly one request, then says so', async () => {
    const { user, requests } = await renderHome({
      'GET /api/invite/bonus': () => json({ code: 'INVITE_BONUS_SUCCESS', message: 'INVITE_BONUS_SUCCESS' }),
    });
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Receive the invite bonus?' });
    expect(calls(requests, '/api/invite/bonus')).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Receive' });
    await user.click(confirm);
    await user.click(confirm);
    expect(await screen.findByText('The invite bonus is in your wallet.')).toBeInTheDocument();
    expect(calls(requests, '/api/invite/bonus')).toHaveLength(1);
    expect(calls(requests, '/api/invite/bonus')[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says a failure in a danger toast, translated, with its next step', async () => {
    const { user } = await renderHome({
      'GET /api/invite/bonus': () => json({ code: 'NO_INVITE_BONUS', message: 'NO_INVITE_BONUS' }, 400),
    });
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Receive the invite bonus?' })).getByRole(
        'button',
        {
          name: 'Receive',
        },
      ),
    );
    const shown = () =>
      shownAlerts()
        .map((a) => a.textContent)
        .join();
    // The code's own text, then what to do next (it may follow a moment later), in the player's language.
    await waitFor(() => expect(shown()).toContain(messageCatalogs.en['error.NO_INVITE_BONUS']));
    await waitFor(() =>
      expect(shown()).toContain(messageCatalogs.en[`next.${ERROR_NEXT_STEPS.NO_INVITE_BONUS}`]),
    );
    expect(shown()).not.toContain('NO_INVITE_BONUS');
  });

  it('is disabled at 0', async () => {
    await renderHome({}, walletWith({ invite: { amount: 0, success: 0, fail: 0 } }));
    expect(screen.getByRole('button', { name: 'Receive' })).toBeDisabled();
  });
});

describe('agreement modal', () => {
  // The modal's 1.5 s on a faked clock (timeouts only), moved on by the test instead of waited for; the clock also
  // runs with real time, so the app's own short timeouts still fire. test-setup.ts restores real timers.
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout'],
      shouldAdvanceTime: true,
      advanceTimeDelta: 5,
    });
  });
  const elapse = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('opens 1.5 s after home with the agreements through SanitizedHtml; Accept stores the flag', async () => {
    const spies = (['alert', 'confirm', 'prompt'] as const).map((name) =>
      vi.spyOn(window, name).mockImplementation(() => undefined as never),
    );
    await renderHome({
      'GET /api/lookup/agreements': () =>
        json({ agreements: [SERVER_HTML_PROBE, '<p>I agree to the <strong>rules</strong></p>'] }),
    });
    expect(screen.queryByRole('dialog', { name: 'Agreement' })).toBeNull();
    await elapse(AGREEMENT_MODAL_DELAY_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Agreement' });
    expect(within(dialog).getByText('rules')).toBeInTheDocument();
    expectProbeSanitized(document.body);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog', { name: 'Agreement' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.agreement)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.agreementPlayers) ?? '[]')).toEqual([
      walletWith().profile._id,
    ]);
  });

  it('is not shown again to a player who accepted it on this device, but is to another player', async () => {
    const somchai = walletWith();
    localStorage.setItem(STORAGE_KEYS.agreementPlayers, JSON.stringify([somchai.profile._id]));
    const agreements = { 'GET /api/lookup/agreements': () => json({ agreements: ['<p>Rules</p>'] }) };
    const first = await renderHome(agreements, somchai);
    await elapse(AGREEMENT_MODAL_DELAY_MS + 200);
    expect(screen.queryByRole('dialog', { name: 'Agreement' })).toBeNull();
    expect(calls(first.requests, '/api/lookup/agreements')).toHaveLength(0);
    cleanup();

    await renderHome(agreements, walletWith({ profile: { ...somchai.profile, _id: 'another-player' } }));
    await elapse(AGREEMENT_MODAL_DELAY_MS);
    expect(await screen.findByRole('dialog', { name: 'Agreement' })).toBeInTheDocument();
  });

  it('is not shown (nor fetched) once accepted', async () => {
    localStorage.setItem(STORAGE_KEYS.agreement, 'true');
    const { requests } = await renderHome({
      'GET /api/lookup/agreements': () => json({ agreements: ['<p>Rules</p>'] }),
    });
    await elapse(AGREEMENT_MODAL_DELAY_MS + 200);
    expect(screen.queryByRole('dialog', { name: 'Agreement' })).toBeNull();
    expect(calls(requests, '/api/lookup/agreements')).toHaveLength(0);
  });
});
