import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSlotAccount, buildWallet, buildWalletResponse } from '@wallet/api-client/testing';
import { STORAGE_KEYS } from '@wallet/domain';
import { AppContext, type AppContextValue } from '../../shared/app-context';
import type { DashboardModalProps, TransferModalProps } from '../../shared/dashboard-modals';
import { createSessionStore } from '../../shared/session-storage';
import { json } from '../../testing/render-app';
import { testAppConfig } from '../../testing/test-app-config';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HomePage } from './home-page';

const pg = buildSlotAccount({ code: 'pg', name: 'PG Soft', amount: 250 });

function appContext(): AppContextValue {
  return {
    config: testAppConfig,
    origin: 'http://app.test',
    session: createSessionStore(),
    locale: 'en',
    setLocale: () => {},
    signOut: () => {},
  };
}

// Modals used to close with `onClose(true)` ("money moved"), and home then read the wallet a second time; the fakes
// still pass it to show home ignores it now: the money hook is the one owner of the refresh.
const closeSayingChanged = (onClose: DashboardModalProps['onClose']) =>
  (onClose as (changed?: boolean) => void)(true);

function FakeDeposit({ open, onClose }: DashboardModalProps) {
  return open ? (
    <div role="dialog" aria-label="Fake deposit">
      <button type="button" onClick={() => closeSayingChanged(onClose)}>
        Deposited
      </button>
      <button type="button" onClick={() => onClose()}>
        Nothing
      </button>
    </div>
  ) : null;
}

const transferProps = vi.fn<(props: TransferModalProps) => void>();
function FakeTransfer(props: TransferModalProps) {
  transferProps(props);
  return (
    <div role="dialog" aria-label="Fake transfer">
      <button type="button" onClick={() => closeSayingChanged(props.onClose)}>
        Transferred
      </button>
    </div>
  );
}

async function renderHome(modals: Parameters<typeof HomePage>[0]['modals']) {
  localStorage.setItem(STORAGE_KEYS.agreement, 'true');
  const rendered = await renderWithProviders(
    <AppContext.Provider value={appContext()}>
      <HomePage modals={modals} />
    </AppContext.Provider>,
    {
      routes: {
        'GET /api/wallet': () =>
          json(buildWalletResponse({ wallet: buildWallet({ amount: 10 }), slots: [pg] })),
        'GET /api/spinwheel/active': () => json({ active: false, coupon: 0, coins: 0 }),
      },
    },
  );
  await screen.findByRole('heading', { name: 'Slot games' });
  // The game cards render in a background pass after the header (game-carousels.tsx).
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Slot games' }).parentElement).not.toHaveAttribute(
      'aria-busy',
    ),
  );
  return { ...rendered, user: userEvent.setup() };
}

const walletReads = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/wallet').length;

afterEach(() => {
  localStorage.clear();
  transferProps.mockReset();
});

describe('home modals', () => {
  it('renders a widget modal only while open; closing it never re-reads the wallet (the money hook did)', async () => {
    const { user, requests } = await renderHome({ deposit: FakeDeposit });
    expect(screen.queryByRole('dialog', { name: 'Fake deposit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const before = walletReads(requests);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Fake deposit' })).getByRole('button', { name: 'Nothing' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Fake deposit' })).toBeNull();
    expect(walletReads(requests)).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Deposited' }));
    expect(screen.queryByRole('dialog', { name: 'Fake deposit' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(walletReads(requests)).toBe(before);
  });

  it("a game card's Transfer opens the transfer modal with the game preset as To", async () => {
    const { user, requests } = await renderHome({ transfer: FakeTransfer });
    await user.click(screen.getByRole('button', { name: /^PG Soft/ }));
    // The game's actions are a lazy dialog: found once its code is there.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'PG Soft' })).getByRole('button', {
        name: 'Transfer',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Fake transfer' })).toBeInTheDocument();
    expect(transferProps).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, presetTo: 'pg' }));
    const before = walletReads(requests);
    await user.click(screen.getByRole('button', { name: 'Transferred' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(walletReads(requests)).toBe(before);
  });

  it('Transfer under the balance opens the transfer modal with nothing preset', async () => {
    const { user } = await renderHome({ transfer: FakeTransfer });
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('dialog', { name: 'Fake transfer' })).toBeInTheDocument();
    expect(transferProps).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }));
    expect(transferProps.mock.lastCall?.[0]).not.toHaveProperty('presetTo');
  });

  it('has no working Transfer action while the app has no transfer modal', async () => {
    const { user } = await renderHome({});
    const transfer = within(screen.getByRole('group', { name: 'Money actions' })).getByRole('button', {
      name: 'Transfer',
    });
    expect(transfer).toHaveAttribute('aria-disabled', 'true');
    expect(transfer).toHaveAccessibleDescription('Not available yet');
    await user.click(screen.getByRole('button', { name: /^PG Soft/ }));
    const actions = await screen.findByRole('dialog', { name: 'PG Soft' });
    expect(within(actions).getByRole('button', { name: /^Move .+ and play$/ })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});

describe('the money actions while the wallet loads', () => {
  it('are the working buttons in the skeleton: a dialog opens at once, titled, saying it loads until its code is there', async () => {
    localStorage.setItem(STORAGE_KEYS.agreement, 'true');
    let arrive: (modal: { default: typeof FakeDeposit }) => void = () => undefined;
    const deposit = lazy(() => new Promise<{ default: typeof FakeDeposit }>((resolve) => (arrive = resolve)));
    await renderWithProviders(
      <AppContext.Provider value={appContext()}>
        <HomePage modals={{ deposit, transfer: FakeTransfer }} />
      </AppContext.Provider>,
      {
        routes: {
          'GET /api/wallet': () => new Promise<Response>(() => {}),
          'GET /api/spinwheel/active': () => json({ active: false, coupon: 0, coins: 0 }),
        },
      },
    );
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Money actions' });
    // The wallet has not arrived: the page is its skeleton.
    expect(screen.queryByRole('heading', { name: 'Slot games' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(actions).getByRole('button', { name: 'Deposit' }));
    const loading = screen.getByRole('dialog', { name: 'Deposit' });
    expect(await within(loading).findByRole('status')).toHaveTextContent('Loading');
    arrive({ default: FakeDeposit });
    expect(await screen.findByRole('dialog', { name: 'Fake deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Deposit' })).toBeNull();
    // Closed while loading, the dialog goes and the tap is over.
    await user.click(screen.getByRole('button', { name: 'Nothing' }));
    await user.click(within(actions).getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('dialog', { name: 'Fake transfer' })).toBeInTheDocument();
  });
});
