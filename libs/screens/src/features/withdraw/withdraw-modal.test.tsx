import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  buildBonusActiveCheck,
  buildMoneyResponse,
  buildProfile,
  buildWalletResponse,
  buildWithdrawLimits,
} from '@wallet/api-client/testing';
import { json, type FakeRoute } from '../../testing/render-app';
import { renderWithProviders } from '../../testing/render-with-providers';
import WithdrawModal from './withdraw-modal';

// Main wallet 1,500.50 plus the open games PG Soft 250 and UFABET 80: 1,830.50 can be withdrawn, to SCB 123-456-7890.
const wallet = buildWalletResponse();
const limits = buildWithdrawLimits({ withdrawMin: 100, withdrawMax: 2000, approvalMinutes: 15 });

function routes(options: { held?: boolean; withdraw?: FakeRoute }): Record<string, FakeRoute> {
  return {
    'GET /api/wallet': () => json(wallet),
    'GET /api/lookup/withdraw': () => json(limits),
    'GET /api/bonus/check/active': () =>
      json(
        options.held ? buildBonusActiveCheck({ status: true, type: 'CASHBACK5' }) : buildBonusActiveCheck(),
      ),
    'POST /api/wallet/withdrawAll': options.withdraw ?? (() => json(buildMoneyResponse())),
  };
}

async function openModal(
  options: { held?: boolean; withdraw?: FakeRoute; draft?: Record<string, string> } = {},
) {
  const onClose = vi.fn();
  const draft = options.draft ? { draft: options.draft } : {};
  const rendered = await renderWithProviders(<WithdrawModal open onClose={onClose} {...draft} />, {
    routes: routes(options),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
  const amount = await within(dialog).findByRole('textbox', { name: /Amount \(baht\)/ });
  const confirm = within(dialog).getByRole('button', { name: 'Confirm withdrawal' });
  const withdrawals = () => rendered.requests.filter((r) => r.url.endsWith('/api/wallet/withdrawAll'));
  const walletReads = () => rendered.requests.filter((r) => r.url.endsWith('/api/wallet'));
  return { ...rendered, dialog, amount, confirm, onClose, withdrawals, walletReads };
}

const user = () => userEvent.setup();

async function fill(field: HTMLElement, value: string) {
  await user().clear(field);
  await user().type(field, value);
}

describe('withdraw modal', () => {
  it('shows the wallet slider with what can be withdrawn and the server limits under the amount', async () => {
    const { dialog, amount } = await openModal();
    const slider = within(dialog).getByRole('listbox', { name: 'Withdraw from' });
    expect(within(slider).getByRole('option', { name: /Wallet and games/ })).toHaveTextContent(
      '1,830.50 baht',
    );
    expect(amount).toHaveAccessibleDescription('Minimum 100.00 baht, maximum 2,000.00 baht');
    expect(amount).toBeRequired();
    expect(amount).toHaveAttribute('inputmode', 'decimal');
  });

  it('names the receiving bank in the reader’s language, the account’s last four digits only, and the approval time', async () => {
    const { dialog } = await openModal();
    const to = within(dialog).getByText('To your account').closest('dl') as HTMLElement;
    // The builder's bank has no English name: the Thai one stands in.
    expect(to).toHaveTextContent('ธนาคารไทยพาณิชย์');
    expect(to).toHaveTextContent('•••• 7890');
    expect(within(to).getByRole('img', { name: 'account ending in 7890' })).toHaveTextContent('•••• 7890');
    expect(to).not.toHaveTextContent('123456');
    expect(to).toHaveTextContent('Usually approved within 15 min');
  });

  it('lists the game balances that move to the wallet first, with their amounts', async () => {
    const { dialog } = await openModal();
    const moving = within(dialog).getByRole('list');
    expect(
      within(moving)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PG Soft 250.00 baht', 'UFABET 80.00 baht']);
    expect(dialog).toHaveTextContent('These game balances move to the wallet first:');
  });

  it('in Lao names a Lao bank in Lao; without an approval time from the server names none', async () => {
    const lao = buildWalletResponse({ slots: [] });
    lao.bankAccount.bank = {
      code: 'BCEL',
      nameTH: 'ธนาคารการค้าต่างประเทศลาว',
      nameEN: 'Banque pour le Commerce Exterieur Lao Public',
      nameLO: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ',
    };
    await renderWithProviders(<WithdrawModal open onClose={vi.fn()} />, {
      routes: {
        ...routes({}),
        'GET /api/wallet': () => json(lao),
        'GET /api/lookup/withdraw': () => json(buildWithdrawLimits({ withdrawMin: 100, withdrawMax: 2000 })),
      },
      locale: 'la',
    });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('textbox');
    expect(dialog).toHaveTextContent('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ');
    expect(dialog).not.toHaveTextContent('ธนาคาร');
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(dialog).not.toHaveTextContent(/\d+ ນາທີ/);
  });

  it('writes a kip account’s balance, limits and refusals in kip, whole, in the reader’s language', async () => {
    const kip = buildWalletResponse({ profile: buildProfile({ currency: 'LAK' }) });
    kip.wallet.amount = 2_501_000;
    const kipRoutes = {
      ...routes({}),
      'GET /api/wallet': () => json(kip),
      'GET /api/lookup/withdraw': () =>
        json(buildWithdrawLimits({ withdrawMin: 50_000, withdrawMax: 4_000_000 })),
    };
    await renderWithProviders(<WithdrawModal open onClose={vi.fn()} />, { routes: kipRoutes, locale: 'la' });
    const dialog = await screen.findByRole('dialog');
    const amount = await within(dialog).findByRole('textbox', { name: /ກີບ/ });
    expect(within(dialog).getByRole('option')).toHaveTextContent('2,501,330 ກີບ');
    expect(amount).toHaveAccessibleDescription('ຂັ້ນຕ່ຳ 50,000 ກີບ ສູງສຸດ 4,000,000 ກີບ');
    await fill(amount, '10000');
    await user().click(within(dialog).getByRole('button', { name: 'ຢືນຢັນການຖອນ' }));
    expect(amount).toHaveAccessibleDescription('ຂັ້ນຕ່ຳ 50,000 ກີບ ສູງສຸດ 4,000,000 ກີບ ຖອນຂັ້ນຕ່ຳ 50,000 ກີບ');
    expect(dialog).not.toHaveTextContent(/ບາດ|baht|\.00/);
  });

  it('refuses below the minimum, above the maximum, above the balance and negatives, without a request', async () => {
    const { amount, confirm, withdrawals } = await openModal();
    const cases: [string, string][] = [
      ['99', 'The minimum withdrawal is 100.00 baht'],
      ['2000.01', 'The maximum withdrawal is 2,000.00 baht'],
      ['1900', 'Insufficient balance'],
      ['-5', 'The amount cannot be less than 0'],
      ['', 'This field is required'],
    ];
    for (const [typed, message] of cases) {
      if (typed) await fill(amount, typed);
      else await user().clear(amount);
      await user().click(confirm);
      expect(amount).toHaveAccessibleDescription(`Minimum 100.00 baht, maximum 2,000.00 baht ${message}`);
    }
    expect(withdrawals()).toHaveLength(0);
  });

  it('while a bonus is held withdraws the whole balance and says why', async () => {
    const { dialog, amount, confirm, withdrawals } = await openModal({ held: true });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'A withdrawal after a bonus must be the full amount',
    );
    await waitFor(() => expect(amount).toHaveValue('1830.5'));
    expect(amount).toHaveAttribute('readonly');
    await user().click(confirm);
    await screen.findByRole('alertdialog', { name: 'Withdrawal requested' });
    expect(await withdrawals()[0]?.json()).toEqual({ amount: 1830.5 });
  });

  it('sends one withdrawAll for 20 rapid taps, then says the request awaits approval and closes with true', async () => {
    let answer!: (response: Response) => void;
    const { amount, confirm, withdrawals, onClose } = await openModal({
      withdraw: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await fill(amount, '500');
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(confirm);
    await waitFor(() => expect(withdrawals()).toHaveLength(1));
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    const [request] = withdrawals();
    expect(await request?.json()).toEqual({ amount: 500 });
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    answer(json(buildMoneyResponse()));
    const success = await screen.findByRole('alertdialog', { name: 'Withdrawal requested' });
    expect(success).toHaveAccessibleDescription(
      'Your withdrawal request has been received and is awaiting approval',
    );
    await user().click(within(success).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith();
    expect(withdrawals()).toHaveLength(1);
  });

  it('starts from the amount typed before the session was refused, sending nothing', async () => {
    const { amount, withdrawals } = await openModal({ draft: { amount: '300' } });
    expect(amount).toHaveValue('300');
    expect(withdrawals()).toHaveLength(0);
  });

  it('shows a refusal and its next step in the error dialog and keeps the amount', async () => {
    const { amount, confirm } = await openModal({
      withdraw: () => json({ code: 'MONEY_NOT_ENOUGH', message: 'MONEY_NOT_ENOUGH' }, 400),
    });
    await fill(amount, '300');
    await user().click(confirm);
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    // The code's own text, then what to do next.
    expect(error).toHaveAccessibleDescription(
      'Insufficient balance Lower the amount to what your balance holds, or deposit first.',
    );
    await user().click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: /Amount \(baht\)/ })).toHaveValue('300');
  });

  it('after a timeout re-reads the balances and says the result is unknown', async () => {
    const { dialog, amount, confirm, walletReads } = await openModal({
      withdraw: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await fill(amount, '300');
    const before = walletReads().length;
    await user().click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /could not confirm whether this went through/,
    );
    expect(walletReads().length).toBeGreaterThan(before);
    expect(amount).toHaveValue('300');
  });
});
