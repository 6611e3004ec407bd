import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, messageCatalogs, TABLE_PAGE_SIZE } from '@wallet/domain';
import {
  buildProfile,
  buildSlipItem,
  buildSlipList,
  buildStatementItem,
  buildStatementList,
  buildUrlResponse,
  buildWalletResponse,
} from '@wallet/api-client/testing';
import { json, renderApp, type FakeRoute } from '../../testing/render-app';
import { watchIntlFormats } from '../../testing/intl-format-watch';

// Player routes load lazily; on a busy shared machine the first screen may take a few seconds.
const LAZY_ROUTE_MS = 5000;

const en = messageCatalogs.en;
const profile = buildProfile();
const statements = Array.from({ length: 23 }, (_, i) =>
  buildStatementItem({ _id: `st-${i + 1}`, statementType: 'transfer', status: 'SUCCESS', amount: i + 1 }),
);
statements[0] = buildStatementItem({
  _id: 'st-1',
  statementType: 'deposit',
  status: 'SUCCESS',
  amount: 1500.5,
});
statements[1] = buildStatementItem({
  _id: 'st-2',
  statementType: 'withdraw',
  status: 'PENDING',
  amount: 200,
});
statements[2] = buildStatementItem({
  _id: 'st-3',
  statementType: 'bonus',
  status: 'FAILED',
  amount: 50,
  promotion: { description: 'New year promotion' },
});

async function pageBody(request: Request) {
  return (await request.clone().json()) as { page: number; limit: number };
}

function routes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/account/profile': () => json(profile),
    'GET /api/wallet': () => json(buildWalletResponse({ profile })),
    'POST /api/statement': async (request) => {
      const { page, limit } = await pageBody(request);
      return json(
        buildStatementList({
          total: statements.length,
          statements: statements.slice((page - 1) * limit, page * limit),
        }),
      );
    },
    ...extra,
  };
}

async function renderStatement(extra?: Record<string, FakeRoute>, path = '/user/statement') {
  sessionStorage.setItem('token', 'token-1');
  return renderApp(path, routes(extra), { locale: 'en' });
}

const calls = (requests: Request[], path: string) => requests.filter((r) => new URL(r.url).pathname === path);

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe('/user/statement', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists a page of transactions with type, status, sign, amount, date and description', async () => {
    const { requests } = await renderStatement();
    expect(
      await screen.findByRole('heading', { name: 'Statement' }, { timeout: LAZY_ROUTE_MS }),
    ).toBeInTheDocument();
    await screen.findByText('+1,500.50 baht');
    const deposit = rowOf('+1,500.50 baht');
    expect(within(deposit).getByText('Deposit')).toBeInTheDocument();
    expect(within(deposit).getByText(en['statement.status.success'])).toBeInTheDocument();
    expect(within(deposit).getByText(formatDateTime(statements[0]!.createdAt))).toBeInTheDocument();
    const withdraw = rowOf('-200.00 baht');
    expect(within(withdraw).getByText('Withdrawal')).toBeInTheDocument();
    expect(within(withdraw).getByText(en['statement.status.inProgress'])).toBeInTheDocument();
    const bonus = rowOf('+50.00 baht');
    expect(within(bonus).getByText('New year promotion')).toBeInTheDocument();
    expect(within(bonus).getByText(en['statement.status.failed'])).toBeInTheDocument();
    const transfer = rowOf('4.00 baht');
    expect(within(transfer).getByText('Transfer')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(TABLE_PAGE_SIZE + 1);
    const first = calls(requests, '/api/statement');
    expect(first).toHaveLength(1);
    expect(await pageBody(first[0]!)).toEqual({ page: 1, limit: TABLE_PAGE_SIZE });
  });

  it('renders its rows (amounts, dates) without an Intl number or date format', async () => {
    // The first one of a page loads ICU data: 100 ms and more on a slow phone, inside the render of the data.
    const intl = watchIntlFormats();
    await renderStatement();
    await screen.findByText('+1,500.50 baht', undefined, { timeout: LAZY_ROUTE_MS });
    const used = intl.stop();
    expect(
      within(rowOf('+1,500.50 baht')).getByText(formatDateTime(statements[0]!.createdAt)),
    ).toBeInTheDocument();
    expect(used).toEqual([]);
  });

  it('pages with the ui-kit pagination and asks the server for that page', async () => {
    const { requests } = await renderStatement();
    await screen.findByText('+1,500.50 baht', undefined, { timeout: LAZY_ROUTE_MS });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2']);
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11.00 baht')).toBeInTheDocument();
    const bodies = await Promise.all(calls(requests, '/api/statement').map(pageBody));
    expect(bodies).toEqual([
      { page: 1, limit: TABLE_PAGE_SIZE },
      { page: 2, limit: TABLE_PAGE_SIZE },
    ]);
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the slips with status and failure reason in brackets, refreshes, and pages', async () => {
    const slips = [
      buildSlipItem({ status: 'SUCCESS', amount: 500, reference: 'REF-OK' }),
      buildSlipItem({ status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED', amount: 300, reference: 'REF-DUP' }),
      buildSlipItem({ status: 'FAILED', note: 'the bank was closed', amount: 250, reference: 'REF-OTHER' }),
      buildSlipItem({ status: 'PROCESSING', note: null, amount: null, reference: null }),
      ...Array.from({ length: 10 }, (_, i) => buildSlipItem({ amount: 1000 + i, reference: `REF-${i}` })),
    ];
    const { requests } = await renderStatement({
      'POST /api/statement/slip': async (request) => {
        const { page, limit } = await pageBody(request);
        return json(
          buildSlipList({ total: slips.length, slips: slips.slice((page - 1) * limit, page * limit) }),
        );
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Upload status' }, { timeout: LAZY_ROUTE_MS }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload status' });
    await within(dialog).findByText('500.00 baht');
    expect(within(rowOf('500.00 baht')).getByText(en['slip.status.success'])).toBeInTheDocument();
    expect(
      within(rowOf('300.00 baht')).getByText(
        `${en['slip.status.failed']} (${en['slip.reason.SLIP_REFNO_DUPLICATED']})`,
      ),
    ).toBeInTheDocument();
    expect(within(rowOf('250.00 baht')).getByText(en['slip.status.failed'])).toBeInTheDocument();
    const processing = within(dialog).getByText(en['slip.status.processing']).closest('tr')!;
    // No amount read yet and no reference: both cells show a dash.
    expect(within(processing).getAllByText('-', { selector: 'td' })).toHaveLength(2);
    expect(within(processing).queryByRole('button')).not.toBeInTheDocument();
    expect(await pageBody(calls(requests, '/api/statement/slip')[0]!)).toEqual({
      page: 1,
      limit: TABLE_PAGE_SIZE,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls(requests, '/api/statement/slip')).toHaveLength(2));

    await user.click(
      within(within(dialog).getByRole('navigation', { name: 'Slip pages' })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    expect(await within(dialog).findByText('1,009.00 baht')).toBeInTheDocument();
    expect(await pageBody(calls(requests, '/api/statement/slip')[2]!)).toEqual({
      page: 2,
      limit: TABLE_PAGE_SIZE,
    });
  });

  it('opens a slip reference only when the server URL is safe, one request per press', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const urls: Record<string, string> = {
      'REF-OK': 'https://cdn.example.com/slips/REF-OK.jpg',
      'REF-BAD': 'javascript:alert(1)',
    };
    const { requests } = await renderStatement({
      'POST /api/statement/slip': () =>
        json(
          buildSlipList({
            total: 2,
            slips: [
              buildSlipItem({ amount: 500, reference: 'REF-OK' }),
              buildSlipItem({ amount: 300, reference: 'REF-BAD' }),
            ],
          }),
        ),
      'GET /api/statement/slip/reference/REF-OK': () => json(buildUrlResponse({ url: urls['REF-OK'] })),
      'GET /api/statement/slip/reference/REF-BAD': () => json(buildUrlResponse({ url: urls['REF-BAD'] })),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Upload status' }, { timeout: LAZY_ROUTE_MS }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload status' });
    await user.click(await within(dialog).findByRole('button', { name: 'View reference REF-OK' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(urls['REF-OK'], '_blank', 'noopener,noreferrer');
    expect(calls(requests, '/api/statement/slip/reference/REF-OK')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'View reference REF-BAD' }));
    expect(await screen.findByText('This reference cannot be opened')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(calls(requests, '/api/statement/slip/reference/REF-BAD')).toHaveLength(1);
  });

  it('offers a retry when the statement cannot be loaded', async () => {
    let fail = true;
    const { requests } = await renderStatement({
      'POST /api/statement': async (request) => {
        if (fail) return json({ code: 'INTERNAL_SERVER_ERROR', message: 'INTERNAL_SERVER_ERROR' }, 500);
        const { limit } = await pageBody(request);
        return json(buildStatementList({ total: 1, statements: statements.slice(0, Math.min(1, limit)) }));
      },
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The statement could not be loaded' },
        { timeout: LAZY_ROUTE_MS + 2000 },
      ),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+1,500.50 baht')).toBeInTheDocument();
    expect(calls(requests, '/api/statement').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server error of a failed reference lookup and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderStatement({
      'POST /api/statement/slip': () =>
        json(buildSlipList({ total: 1, slips: [buildSlipItem({ reference: 'REF-GONE' })] })),
      'GET /api/statement/slip/reference/REF-GONE': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 404),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Upload status' }, { timeout: LAZY_ROUTE_MS }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload status' });
    await user.click(await within(dialog).findByRole('button', { name: 'View reference REF-GONE' }));
    expect(await screen.findByText(en['error.NO_DATA'])).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
  it('names the game of a transfer and the ends of a withdrawal', async () => {
    const rows = [
      buildStatementItem({ _id: 'a', statementType: 'transfer', from: 'wallet', to: 'pg', amount: 70 }),
      buildStatementItem({ _id: 'b', statementType: 'transfer', from: 'ufabet', to: 'wallet', amount: 80 }),
      buildStatementItem({ _id: 'c', statementType: 'withdraw', from: 'wallet', to: 'KBANK', amount: 90 }),
    ];
    await renderStatement({
      'POST /api/statement': () => json(buildStatementList({ total: rows.length, statements: rows })),
    });
    await screen.findByText('70.00 baht', undefined, { timeout: LAZY_ROUTE_MS });
    await waitFor(() => expect(rowOf('70.00 baht')).toHaveTextContent('Main wallet → to PG Soft'));
    expect(rowOf('80.00 baht')).toHaveTextContent('UFABET → to Main wallet');
    expect(rowOf('-90.00 baht')).toHaveTextContent('Main wallet → to Your bank account');
  });

  it('filters by the type and month of the URL over the latest 100 and says what it searched', async () => {
    // 30 transactions, newest first: withdrawals and deposits in November and October (market zone).
    const rows = Array.from({ length: 30 }, (_, i) =>
      buildStatementItem({
        _id: `f-${i}`,
        statementType: i % 2 === 0 ? 'withdraw' : 'deposit',
        amount: 100 + i,
        createdAt:
          i < 10
            ? `2026-11-${String(20 - i).padStart(2, '0')}T03:00:00Z`
            : `2026-10-${String(40 - i).padStart(2, '0')}T03:00:00Z`,
      }),
    );
    const { requests } = await renderStatement(
      {
        'POST /api/statement': async (request) => {
          const { page, limit } = await pageBody(request);
          return json(
            buildStatementList({ total: 250, statements: rows.slice((page - 1) * limit, page * limit) }),
          );
        },
      },
      '/user/statement?type=withdraw&month=2026-10',
    );
    await screen.findByText('-110.00 baht', undefined, { timeout: LAZY_ROUTE_MS });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('withdraw');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-10');
    // October's withdrawals are rows 10, 12, ... 28: ten on the first page, all withdrawals.
    const amounts = screen.getAllByText(/^-\d+\.00 baht$/).map((cell) => cell.textContent);
    expect(amounts).toEqual(Array.from({ length: 10 }, (_, k) => `-${(110 + 2 * k).toFixed(2)} baht`));
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/^The filter searches your latest 30 transactions; older ones are not included\./),
    ).toHaveAttribute('role', 'status');
    expect(await Promise.all(calls(requests, '/api/statement').map(pageBody))).toEqual([
      { page: 1, limit: 100 },
    ]);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'All months');
    expect(await screen.findByText('-100.00 baht')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(await screen.findByText('+101.00 baht')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('all');
    expect(await pageBody(calls(requests, '/api/statement').at(-1)!)).toEqual({
      page: 1,
      limit: TABLE_PAGE_SIZE,
    });
  });

  it('builds a change made before the last one is shown from the last one: Clear filter, then a type', async () => {
    const { services } = await renderStatement(undefined, '/user/statement?type=withdraw&month=2026-10');
    await screen.findByRole('button', { name: 'Clear filter' }, { timeout: LAZY_ROUTE_MS });
    // Both in one act: a navigation renders in a transition, so the second change is made while the page still
    // shows the filter the first one cleared (a slow phone, or a quick player).
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'transfer' } });
    });
    expect(services.router.state.location.search).toBe('?type=transfer');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('all'));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('transfer');

    // Back shows the cleared filter again, and a change from there starts from what is shown.
    await act(() => services.router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('all'));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Deposit');
    expect(services.router.state.location.search).toBe('?type=deposit');
  });

  it('says when no transaction matches the filter', async () => {
    await renderStatement(undefined, '/user/statement?type=finish_bonus');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No transactions match this filter' },
        { timeout: LAZY_ROUTE_MS },
      ),
    ).toBeInTheDocument();
  });
});
