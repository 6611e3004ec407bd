// The deposit watch inside the deposit modal, on a fake /api: a QR paid lands with its toast and the panel closes
// itself; a QR that leaves the server without the money showing it says it ended, never "received"; a gift link sent is watched from the wallet it had before; a rate-limit answer is never shown; unmounting
// stops every request. The watch's clock is faked (its timeouts and Date): the test moves time on instead of waiting
// seconds for each look.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useWallet } from '@wallet/api-client/react';
import { buildProfile, buildQrState } from '@wallet/api-client/testing';
import { AppContext, type AppContextValue } from '../../shared/app-context';
import { DepositWatchProvider } from '../../shared/money/use-deposit-watch';
import type { SessionStore } from '../../shared/session-storage';
import { json, type FakeRoute } from '../../testing/render-app';
import { testAppConfig } from '../../testing/test-app-config';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import DepositModal from './deposit-modal';

const LOOKUP = {
  banks: [
    {
      bankType: 'PAYMENT',
      bankCode: 'WW',
      mode: 'AUTO',
      bank: { nameTH: 'WW', nameEN: 'WW Bank' },
      bankAccountName: '',
      bankAccountNo: '',
      currency: 'BAHT',
    },
  ],
  wallets: [],
  isManual: false,
};
const NO_QR = { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null, message: null };

const context = {
  config: testAppConfig,
  origin: 'http://app.test',
  session: {} as SessionStore,
  locale: 'en',
  setLocale: () => undefined,
  signOut: () => undefined,
} as AppContextValue;

/** Home's balance card, reduced to its read: the wallet is on screen, so a refresh re-reads it at once. */
function BalanceCard() {
  useWallet();
  return null;
}

/** Moves the faked clock on by `ms`, running the watch's looks that fall due and what they render. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Moves the clock on half a second at a time until `assertion` holds, for `maxMs` of watch time; then waits for it
 * in real time as a finder does (a busy machine may still be answering a request the watch sent).
 */
async function elapseUntil(assertion: () => void, maxMs: number) {
  for (let waited = 0; waited < maxMs; waited += 500) {
    try {
      assertion();
      return;
    } catch {
      await elapse(500);
    }
  }
  await waitFor(assertion);
}

/** A successful deposit row of the statement. */
const depositRow = (_id: string, amount: number, createdAt = '2026-01-01T00:00:00.000Z') => ({
  _id,
  statementType: 'deposit',
  status: 'SUCCESS',
  from: null,
  to: 'wallet',
  amount,
  createdAt,
});

/**
 * The modal inside the watch, with a WW code that the "operator" pays when `state.paid` is set (and credits when
 * `state.wallet` and `state.rows` say so), or ends without payment when `state.ended` is set.
 */
async function open(extra: Record<string, FakeRoute> = {}) {
  const state = {
    paid: false,
    ended: false,
    live: false,
    wallet: 1000,
    rows: [depositRow('old-500', 500)],
  };
  const rendered = await renderWithProviders(
    <AppContext.Provider value={context}>
      <DepositWatchProvider>
        <DepositModal open onClose={() => undefined} />
      </DepositWatchProvider>
    </AppContext.Provider>,
    {
      routes: {
        'GET /api/lookup/deposit': () => json(LOOKUP),
        'GET /api/account/profile': () => json(buildProfile()),
        'POST /api/qrcode/WW': () => {
          state.live = true;
          return json(buildQrState({ qrcodeId: 'qr-1', amount: 500, expireIn: 600 }));
        },
        'GET /api/qrcode/WW': () =>
          json(
            state.live && !state.paid && !state.ended
              ? buildQrState({ qrcodeId: 'qr-1', amount: 500, expireIn: 600 })
              : NO_QR,
          ),
        'GET /api/wallet': () => json({ wallet: { amount: state.wallet }, slots: [] }),
        'POST /api/statement': () => json({ total: state.rows.length, statements: state.rows }),
        ...extra,
      },
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
  const user = userEvent.setup({ delay: null });
  await user.click(await within(dialog).findByRole('button', { name: 'QR payment' }));
  const qr = within(dialog).getByRole('region', { name: 'QR payment' });
  await user.click(within(qr).getByRole('button', { name: 'Pay with WW Bank' }));
  await user.click(within(qr).getByRole('button', { name: '500.00 baht' }));
  await user.click(within(qr).getByRole('button', { name: 'Create QR code' }));
  await within(qr).findByRole('timer');
  const polls = () => rendered.requests.filter((r) => r.method === 'GET' && r.url.endsWith('/api/qrcode/WW'));
  return { ...rendered, state, qr, polls };
}

describe('deposit watch', () => {
  beforeEach(() => {
    // Timeouts and Date only (the QR countdown's interval and the finders' polling stay real); the faked clock also
    // runs with real time, so what is not stepped by elapse() still happens. test-setup.ts restores real timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  });

  it('a paid QR code lands by itself: toast, the panel closes itself with the message, the wallet re-read', async () => {
    const { state, qr, polls, requests } = await open();
    const before = polls().length;
    // Paid after the watch's first look (3 s): its amount arrives with its statement row.
    await elapseUntil(() => expect(polls().length).toBeGreaterThan(before), 5_000);
    state.paid = true;
    state.wallet = 1500;
    state.rows = [depositRow('new-500', 500, new Date().toISOString()), ...state.rows];
    const message = 'Deposit of 500.00 baht received';
    await elapseUntil(
      () => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(message),
      6_000,
    );
    expect(polls().length).toBeGreaterThan(before);
    expect(within(qr).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(qr).getByText(message)).toBeInTheDocument();
    expect(within(qr).getByRole('button', { name: 'Pay with WW Bank' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The money before (first look) and after the code left (the landing): two reads of the wallet.
    expect(requests.filter((r) => r.url.endsWith('/api/wallet'))).toHaveLength(2);
    // The receipt, in place of the code: amount, method, the statement's reference, the new balance, the statement.
    const receipt = within(qr).getByRole('region', { name: 'Deposit receipt' });
    expect(receipt).toHaveTextContent('500.00 baht');
    expect(receipt).toHaveTextContent('WW Bank');
    expect(await within(receipt).findByText('new-500')).toBeInTheDocument();
    expect(receipt).toHaveTextContent('New total balance1,500.00 baht');
    expect(within(receipt).getByRole('link', { name: 'See it in your statement' })).toHaveAttribute(
      'href',
      '/user/statement',
    );
  });

  it('a code that leaves the server without the money showing it is never "received": it says it ended', async () => {
    const { state, qr, polls } = await open();
    const before = polls().length;
    await elapseUntil(() => expect(polls().length).toBeGreaterThan(before), 5_000);
    // Cancelled elsewhere (or the server's clock ahead): gone, and the wallet and statement unchanged.
    state.ended = true;
    await elapseUntil(
      () => expect(within(qr).getByText('The QR code ended. Checking your wallet…')).toBeInTheDocument(),
      6_000,
    );
    const ended =
      'Your QR code for 500.00 baht ended before a payment showed in your wallet. If you paid it, check your balance and statement in a few minutes; if the money is still missing, contact support with the reference qr-1.';
    await elapseUntil(() => expect(document.body).toHaveTextContent(ended), 12_000);
    expect(within(qr).getByText('The QR code ended before a payment showed')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/received/);
    // The watch ended with it: no more looks (20 s: longer than the watch's longest gap, 15 s).
    const sent = polls().length;
    await elapse(20_000);
    expect(polls().length).toBe(sent);
  });

  it('a gift link sent is watched from the wallet before it: the gift lands with its amount', async () => {
    const state = { wallet: 1000, sent: 0 };
    const { requests } = await renderWithProviders(
      <AppContext.Provider value={context}>
        <DepositWatchProvider>
          <BalanceCard />
          <DepositModal open onClose={() => undefined} />
        </DepositWatchProvider>
      </AppContext.Provider>,
      {
        routes: {
          'GET /api/lookup/deposit': () =>
            json({ ...LOOKUP, wallets: [{ mode: 'LINK', walletAccountName: 'WALLET GIFT' }] }),
          'GET /api/account/profile': () => json(buildProfile()),
          'GET /api/qrcode/WW': () => json(NO_QR),
          // The operator credits the gift at once: the wallet read after the answer already holds it.
          'POST /api/wallet/truelink': () => {
            state.sent += 1;
            state.wallet += 150;
            return json({ success: true });
          },
          'GET /api/wallet': () => json({ wallet: { amount: state.wallet }, slots: [] }),
        },
      },
    );
    const walletReads = () => requests.filter((r) => r.url.endsWith('/api/wallet')).length;
    // The balance as the card read it (1000): the gift's baseline, taken before the link is sent.
    await waitFor(() => expect(walletReads()).toBe(1));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(dialog).findByRole('button', { name: 'True Wallet' }));
    const wallet = within(dialog).getByRole('region', { name: 'True Wallet' });
    await user.type(
      within(wallet).getByRole('textbox', { name: 'Gift link' }),
      'https://gift.truemoney.com/campaign/?v=150abcDEF123',
    );
    await user.click(within(wallet).getByRole('button', { name: 'Send gift link' }));
    await elapseUntil(
      () =>
        expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
          'Deposit of 150.00 baht received',
        ),
      6_000,
    );
    expect(state.sent).toBe(1);
    // The card's read, the hook's refresh (1150, before the success: a baseline read then would never land), the look.
    expect(walletReads()).toBe(3);
  });

  it('a rate-limit answer is never shown, and unmounting stops every look', async () => {
    let limited = 0;
    const { polls, unmount } = await open({
      'GET /api/qrcode/WW': () => {
        limited += 1;
        return json({ code: 'REQUEST_LIMIT', message: 'REQUEST_LIMIT' }, 429);
      },
    });
    // The panel's read, its reload after the create, then the watch's first look (3 s).
    await elapseUntil(() => expect(limited).toBeGreaterThanOrEqual(3), 5_000);
    expect(shownAlerts()).toEqual([]);
    const sent = polls().length;
    unmount();
    // Past the rate-limit pause (15 s) and the next gap: a watch still running would have looked again by then.
    await elapse(20_000);
    expect(polls().length).toBe(sent);
  });
});
