import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMoneyResponse, buildWalletResponse } from '@wallet/api-client/testing';
import { json, type FakeRoute } from '../../testing/render-app';
import { renderWithProviders } from '../../testing/render-with-providers';
import TransferModal from './transfer-modal';

// Main wallet 1,500.50; PG Soft 250 and UFABET 80 are open; Joker Gaming and Huay HD are not.
const wallet = buildWalletResponse();

function routes(transfer: FakeRoute = () => json(buildMoneyResponse())): Record<string, FakeRoute> {
  return { 'GET /api/wallet': () => json(wallet), 'POST /api/wallet/transfer': transfer };
}

async function openModal(
  options: { presetTo?: string; transfer?: FakeRoute; draft?: Record<string, string> } = {},
) {
  const onClose = vi.fn();
  const rendered = await renderWithProviders(
    <TransferModal
      open
      onClose={onClose}
      {...(options.presetTo ? { presetTo: options.presetTo } : {})}
      {...(options.draft ? { draft: options.draft } : {})}
    />,
    { routes: routes(options.transfer) },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
  await within(dialog).findByRole('listbox', { name: 'From' });
  const transfers = () => rendered.requests.filter((r) => r.url.endsWith('/api/wallet/transfer'));
  const walletReads = () => rendered.requests.filter((r) => r.url.endsWith('/api/wallet'));
  return { ...rendered, dialog, onClose, transfers, walletReads };
}

const user = () => userEvent.setup();

async function choose(dialog: HTMLElement, picker: 'From' | 'To', name: RegExp) {
  await user().click(
    within(within(dialog).getByRole('listbox', { name: picker })).getByRole('option', { name }),
  );
}

async function fillAmount(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByRole('textbox', { name: /Amount \(baht\)/ });
  await user().clear(field);
  await user().type(field, amount);
}

describe('transfer modal', () => {
  it('lists the main wallet and every active game account with its balance in both pickers', async () => {
    const { dialog } = await openModal();
    for (const picker of ['From', 'To']) {
      const options = within(within(dialog).getByRole('listbox', { name: picker })).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual([
        'Main wallet1,500.50 baht',
        'PG Soft250.00 baht',
        'UFABET80.00 baht',
      ]);
    }
    expect(
      within(within(dialog).getByRole('listbox', { name: 'From' })).getByRole('option', {
        name: /Main wallet/,
      }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  it("presets To from a game card's Transfer action and puts the focus on the amount", async () => {
    const { dialog } = await openModal({ presetTo: 'pg' });
    expect(
      within(within(dialog).getByRole('listbox', { name: 'To' })).getByRole('option', { name: /PG Soft/ }),
    ).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Amount \(baht\)/ })).toHaveFocus(),
    );
  });

  it("moves a game's whole balance back to the main wallet in one tap, then one confirm", async () => {
    const { dialog, transfers } = await openModal({ presetTo: 'pg' });
    await user().click(
      within(dialog).getByRole('button', { name: 'Move all of PG Soft back to the main wallet' }),
    );
    expect(
      within(within(dialog).getByRole('listbox', { name: 'From' })).getByRole('option', { name: /PG Soft/ }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(
      within(within(dialog).getByRole('listbox', { name: 'To' })).getByRole('option', {
        name: /Main wallet/,
      }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('textbox', { name: /Amount \(baht\)/ })).toHaveValue('250');
    // Already set: the action is gone until something changes.
    expect(
      within(dialog).queryByRole('button', { name: 'Move all of PG Soft back to the main wallet' }),
    ).toBeNull();
    expect(transfers()).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(transfers()).toHaveLength(1));
    expect(await transfers()[0]?.json()).toEqual({ from: 'pg', to: 'wallet', amount: 250 });
  });

  it('offers no move back without a game, or for a game holding nothing', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).queryByRole('button', { name: /back to the main wallet/ })).toBeNull();
  });

  it('starts from what the player had typed before their session was refused, sending nothing', async () => {
    const { dialog, transfers } = await openModal({ draft: { from: 'pg', to: 'ufabet', amount: '120' } });
    expect(
      within(within(dialog).getByRole('listbox', { name: 'From' })).getByRole('option', { name: /PG Soft/ }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(
      within(within(dialog).getByRole('listbox', { name: 'To' })).getByRole('option', { name: /UFABET/ }),
    ).toHaveAttribute('aria-selected', 'true');
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(baht\)/ });
    expect(amount).toHaveValue('120');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(transfers()).toHaveLength(0);
  });

  it('refuses, without a request: no To, the same wallet twice, 0.5 baht, and more than From holds', async () => {
    const { dialog, transfers } = await openModal();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm transfer' });
    await fillAmount(dialog, '100');
    await user().click(confirm);
    expect(within(dialog).getByRole('listbox', { name: 'To' })).toHaveAccessibleDescription(
      'This field is required',
    );

    await choose(dialog, 'To', /Main wallet/);
    await user().click(confirm);
    expect(within(dialog).getByRole('listbox', { name: 'To' })).toHaveAccessibleDescription(
      'Please choose a different wallet to transfer to',
    );

    await choose(dialog, 'To', /PG Soft/);
    await fillAmount(dialog, '0.5');
    await user().click(confirm);
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(baht\)/ });
    expect(amount).toHaveAccessibleDescription('The transfer amount must be at least 1.00 baht');

    await fillAmount(dialog, '1500.51');
    await user().click(confirm);
    expect(amount).toHaveAccessibleDescription('Insufficient balance');
    expect(transfers()).toHaveLength(0);
  });

  it('quick chips fill the amount, All with the whole balance of From', async () => {
    const { dialog } = await openModal();
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(baht\)/ });
    const chips = within(within(dialog).getByRole('group', { name: 'Quick amounts' }));
    await user().click(chips.getByRole('button', { name: '500.00 baht' }));
    expect(amount).toHaveValue('500');
    await choose(dialog, 'From', /UFABET/);
    await user().click(chips.getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('80');
  });

  it('sends one POST for 20 rapid taps, with an Idempotency-Key, then says it succeeded and closes with true', async () => {
    let answer!: (response: Response) => void;
    const { dialog, transfers, onClose } = await openModal({
      transfer: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await choose(dialog, 'To', /PG Soft/);
    await fillAmount(dialog, '100');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm transfer' });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(confirm);
    await waitFor(() => expect(transfers()).toHaveLength(1));
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    const [request] = transfers();
    expect(await request?.json()).toEqual({ from: 'wallet', to: 'pg', amount: 100 });
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    answer(json(buildMoneyResponse()));
    const success = await screen.findByRole('alertdialog', { name: 'Transfer successful' });
    expect(transfers()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    await user().click(within(success).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith();
  });

  it('shows a refusal in the error dialog and keeps what the player chose and typed', async () => {
    const { dialog, transfers } = await openModal({
      transfer: () => json({ code: 'TRANSFER_FAIL', message: 'TRANSFER_FAIL' }, 400),
    });
    await choose(dialog, 'From', /PG Soft/);
    await choose(dialog, 'To', /UFABET/);
    await fillAmount(dialog, '50');
    await user().click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    // The code's own text, then what to do next.
    expect(error).toHaveAccessibleDescription(
      'Transfer failed. The funds have been returned to your wallet Check your wallet balance, then try the transfer again.',
    );
    await user().click(within(error).getByRole('button', { name: 'OK' }));
    const again = screen.getByRole('dialog', { name: 'Transfer' });
    expect(within(again).getByRole('textbox', { name: /Amount \(baht\)/ })).toHaveValue('50');
    expect(
      within(within(again).getByRole('listbox', { name: 'From' })).getByRole('option', { name: /PG Soft/ }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(
      within(within(again).getByRole('listbox', { name: 'To' })).getByRole('option', { name: /UFABET/ }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(transfers()).toHaveLength(1);
  });

  it('after a lost answer re-reads the balances, says the result is unknown, and a retry reuses the key', async () => {
    let calls = 0;
    const { dialog, transfers, walletReads } = await openModal({
      transfer: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(buildMoneyResponse());
      },
    });
    await choose(dialog, 'To', /PG Soft/);
    await fillAmount(dialog, '100');
    const readsBefore = walletReads().length;
    await user().click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /could not confirm whether this went through/,
    );
    expect(walletReads().length).toBeGreaterThan(readsBefore);
    await user().click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await screen.findByRole('alertdialog', { name: 'Transfer successful' });
    const [first, second] = transfers();
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });
});
