import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildBanner,
  buildBannerList,
  buildMoneyResponse,
  buildRefundCheck,
  buildRefundList,
  buildRefundLog,
} from '@wallet/api-client/testing';
import { json, type FakeRoute } from '../../testing/render-app';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import { expectProbeSanitized, HOSTILE_URL, SERVER_HTML_PROBE } from '../../testing/server-html-probe';
import RefundModal from './refund-modal';

function routes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/refund/banners': () => json(buildBannerList({ banners: [] })),
    'GET /api/refund/check': () =>
      json(buildRefundCheck({ refundAmount: 42.5, refundSuccess: 5, refundFail: 10 })),
    'POST /api/refund': () =>
      json(
        buildRefundList({
          refunds: Array.from({ length: 10 }, (_, i) =>
            buildRefundLog({ refundAmount: 1000 + i, createdAt: '2026-01-05T03:04:05.000Z' }),
          ),
          total: 13,
        }),
      ),
    'GET /api/wallet': () => json({}),
    ...overrides,
  };
}

const calls = (requests: Request[], path: string) => requests.filter((r) => new URL(r.url).pathname === path);

async function open(overrides?: Record<string, FakeRoute>) {
  const onClose = vi.fn();
  const rendered = await renderWithProviders(<RefundModal open onClose={onClose} />, {
    routes: routes(overrides),
  });
  return { ...rendered, onClose, user: userEvent.setup() };
}

describe('RefundModal', () => {
  it('shows the banners first; closing them opens the refund modal', async () => {
    const { user } = await open({
      'GET /api/refund/banners': () =>
        json(buildBannerList({ banners: [buildBanner({ html: '<p>Loss refund every week</p>' })] })),
    });
    const carousel = await screen.findByRole('dialog', { name: 'Refund promotions' });
    expect(within(carousel).getByText('Loss refund every week')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
  });

  it('Escape on the banners opens the refund modal and leaves it open', async () => {
    const { user } = await open({
      'GET /api/refund/banners': () =>
        json(buildBannerList({ banners: [buildBanner({ html: '<p>Loss refund every week</p>' })] })),
    });
    await screen.findByRole('dialog', { name: 'Refund promotions' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
  });

  it('reads the banners again at every opening', async () => {
    let banners = [buildBanner({ html: '<p>First</p>' })];
    const onClose = vi.fn();
    const { rerender, requests } = await renderWithProviders(<RefundModal open onClose={onClose} />, {
      routes: routes({ 'GET /api/refund/banners': () => json(buildBannerList({ banners })) }),
    });
    expect(await screen.findByRole('dialog', { name: 'Refund promotions' })).toBeInTheDocument();
    rerender(<RefundModal open={false} onClose={onClose} />);
    banners = [];
    rerender(<RefundModal open onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Refund promotions' })).not.toBeInTheDocument();
    expect(calls(requests, '/api/refund/banners')).toHaveLength(2);
  });

  it('opens the modal directly without banners', async () => {
    await open();
    expect(await screen.findByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
  });

  it('opens the modal directly when the banners cannot be read', async () => {
    await open({ 'GET /api/refund/banners': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 500) });
    expect(await screen.findByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
    expect(shownAlerts()).toHaveLength(0);
  });

  it('shows the amount, the percentages, the info and the paged log (amount, date)', async () => {
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(await within(dialog).findByText('42.50 baht')).toBeInTheDocument();
    expect(within(dialog).getByText('5%')).toBeInTheDocument();
    expect(within(dialog).getByText('10%')).toBeInTheDocument();
    expect(within(dialog).getByText('Refunds are paid every Monday.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('rowheader', { name: '1,000.00 baht' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('05/01/2026 10:04:05').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: /2/ })).toBeInTheDocument();
  });

  it('says there is no refund when the check finds none', async () => {
    await open({ 'GET /api/refund/check': () => json(buildRefundCheck({ result: false, refundAmount: 0 })) });
    expect(await screen.findByText('There is no refund to receive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive refund' })).not.toBeInTheDocument();
  });

  it('blocks receiving while a bonus is held and says why', async () => {
    await open({ 'GET /api/refund/check': () => json(buildRefundCheck({ bonus: true })) });
    const receive = await screen.findByRole('button', { name: 'Receive refund' });
    expect(receive).toBeDisabled();
    expect(receive).toHaveAccessibleDescription(
      'You hold a bonus: the refund can be received once the bonus has ended.',
    );
  });

  it('receives once for 20 taps, reloads the check and shows the answer translated', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = await open({
      'GET /api/refund/receive': async () => {
        await gate;
        return json(buildMoneyResponse({ code: 'REFUND_SUCCESS', message: 'REFUND_SUCCESS' }));
      },
    });
    const receive = await screen.findByRole('button', { name: 'Receive refund' });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(receive);
    release();
    expect(await screen.findByText('Refund received')).toBeInTheDocument();
    expect(calls(requests, '/api/refund/receive')).toHaveLength(1);
    await waitFor(() => expect(calls(requests, '/api/refund/check')).toHaveLength(2));
  });

  it('shows a refused receive translated', async () => {
    await open({
      'GET /api/refund/receive': () => json({ code: 'REFUND_CONDITION', message: 'REFUND_CONDITION' }, 400),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive refund' }));
    await waitFor(() => expect(shownAlerts()[0]).toHaveTextContent('The refund conditions are not met yet'));
  });

  it('offers the move to the wallet also when nothing new is to be received', async () => {
    await open({
      'GET /api/refund/check': () => json(buildRefundCheck({ result: false, refundAmount: 42.5 })),
    });
    expect(await screen.findByText('There is no refund to receive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move refund to wallet' })).toBeEnabled();
  });

  it('moves the refund to the wallet after a confirm (one request for 20 taps), then closes', async () => {
    const { user, requests, onClose } = await open({
      'GET /api/refund/addWallet': () => json(buildMoneyResponse()),
    });
    await user.click(await screen.findByRole('button', { name: 'Move refund to wallet' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Move the refund to your wallet?' });
    const yes = within(confirm).getByRole('button', { name: 'Move to wallet' });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(yes);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith());
    expect(calls(requests, '/api/refund/addWallet')).toHaveLength(1);
  });

  it('keeps a failed log quiet, with a retry', async () => {
    await open({ 'POST /api/refund': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 500) });
    const title = await screen.findByText('The refund history is unavailable right now');
    expect(title.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(shownAlerts()).toHaveLength(0);
  });

  it('renders the banners and the refund info through SanitizedHtml; nothing of them runs', async () => {
    const spies = (['alert', 'confirm', 'prompt'] as const).map((name) =>
      vi.spyOn(window, name).mockImplementation(() => undefined as never),
    );
    const { user } = await open({
      'GET /api/refund/banners': () =>
        json(
          buildBannerList({
            banners: [buildBanner({ image: HOSTILE_URL, html: SERVER_HTML_PROBE })],
          }),
        ),
      'GET /api/refund/check': () => json(buildRefundCheck({ info: SERVER_HTML_PROBE })),
    });
    const carousel = await screen.findByRole('dialog', { name: 'Refund promotions' });
    expectProbeSanitized(carousel);
    await user.click(within(carousel).getByRole('button', { name: 'Close' }));
    await screen.findByRole('button', { name: 'Receive refund' });
    expectProbeSanitized(document.body);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
