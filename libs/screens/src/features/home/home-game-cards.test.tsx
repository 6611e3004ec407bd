// The home page's game cards: activation, game entry (new tab, auto-login, login form), transfer-and-play, the account.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildSlotAccount, buildWallet } from '@wallet/api-client/testing';
import type { SlotAccount } from '@wallet/api-client';
import {
  calls,
  closed,
  joker,
  pg,
  renderHome,
  resetHomeTest,
  sport,
  walletWith,
} from './test-helpers/home-dashboard';
import { json } from '../../testing/render-app';

afterEach(resetHomeTest);

/** The game's actions in the order a reader meets them (the dialog's Close excepted). */
const actions = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((text) => text !== '' && text !== 'Close');

describe('game cards', () => {
  it('activates an inactive game, fetches its account, and the card turns active without a reload', async () => {
    let active = false;
    const opened: SlotAccount = { ...closed, isActive: true, username: 'sx1', password: 'pw1', amount: 0 };
    const { user, requests } = await renderHome({
      'GET /api/wallet': () => json(walletWith({ slots: [pg, joker, active ? opened : closed, sport] })),
      'GET /api/wallet/activate/SLOTXO': () => {
        active = true;
        return json({ code: 'SUCCESS', message: 'SUCCESS' });
      },
      'GET /api/wallet/account/SLOTXO': () => json(opened),
    });
    await user.click(screen.getByRole('button', { name: /^SlotXO\s*Activate$/ }));
    expect(await screen.findByRole('button', { name: /^SlotXO\s*0\.00 baht/ })).toBeInTheDocument();
    expect(calls(requests, '/api/wallet/account/SLOTXO').length).toBeGreaterThan(0);
  });

  it('shows an activation failure translated', async () => {
    const { user } = await renderHome({
      'GET /api/wallet/activate/SLOTXO': () =>
        json({ code: 'SLOT_ACTIVATE_FAIL', message: 'SLOT_ACTIVATE_FAIL' }, 400),
    });
    await user.click(screen.getByRole('button', { name: /^SlotXO\s*Activate$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The game account was not opened' });
    expect(dialog.textContent).not.toContain('SLOT_ACTIVATE_FAIL');
  });

  it('opens the new tab on the tap, then navigates it to the auto-login link', async () => {
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await renderHome({
      'GET /api/autoLogin/pg/pg0812345678': () => json({ link: 'https://pg.example/launch?t=1' }),
    });
    await user.click(screen.getByRole('button', { name: /^PG Soft/ }));
    const dialog = await screen.findByRole('dialog', { name: 'PG Soft' });
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(open).toHaveBeenCalledWith('about:blank', expect.stringMatching(/^wallet-game-/));
    await waitFor(() => expect(tab.location.href).toBe('https://pg.example/launch?t=1'));
    expect(tab.opener).toBeNull();
  });

  it('closes the tab and shows an error when the auto-login link is not http(s)', async () => {
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await renderHome({
      'GET /api/autoLogin/pg/pg0812345678': () => json({ link: 'javascript:alert(1)' }),
    });
    await user.click(screen.getByRole('button', { name: /^PG Soft/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'PG Soft' })).getByRole('button', { name: 'Play' }),
    );
    expect(
      await screen.findByRole('alertdialog', { name: 'The game could not be opened' }),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('opens nothing for a javascript: web URL', async () => {
    const open = vi.spyOn(window, 'open');
    const bad = buildSlotAccount({
      code: 'LOTTOVIP',
      name: 'Lotto VIP',
      category: 'lotto',
      web: 'javascript:alert(1)',
    });
    const { user } = await renderHome({}, walletWith({ slots: [pg, bad] }));
    await user.click(screen.getByRole('button', { name: /^Lotto VIP/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Lotto VIP' })).getByRole('button', { name: 'Play' }),
    );
    expect(
      await screen.findByRole('alertdialog', { name: 'The game could not be opened' }),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('posts the login form of JOKER into the new tab', async () => {
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      expect(this.action).toBe('https://joker.example/login');
      expect(this.method).toBe('post');
      expect(this.target).toMatch(/^wallet-game-/);
      expect((this.elements.namedItem('__VIEWSTATE') as HTMLInputElement).value).toBe('vs-1');
    });
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: /^Joker123/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Joker123' })).getByRole('button', { name: 'Play' }),
    );
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('with an empty wallet offers no move: Play leads', async () => {
    const sexy = buildSlotAccount({ code: 'SEXYGAME', name: 'Sexy Baccarat', amount: 0 });
    const { user } = await renderHome({}, walletWith({ wallet: buildWallet({ amount: 0 }), slots: [sexy] }));
    await user.click(screen.getByRole('button', { name: /^Sexy Baccarat/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sexy Baccarat' });
    expect(within(dialog).queryByRole('button', { name: /^Move / })).toBeNull();
    expect(actions(dialog)[0]).toBe('Play');
    expect(within(dialog).getByRole('button', { name: 'Play' })).toHaveClass('wk-button--primary');
  });

  it('an empty game with a funded wallet leads with "Move <wallet> and play": one confirm, one request for 20 taps', async () => {
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const empty = buildSlotAccount({
      code: 'SEXYGAME',
      name: 'Sexy Baccarat',
      amount: 0,
      web: 'https://sexy.example/',
    });
    let answer: (response: Response) => void = () => undefined;
    const { user, requests } = await renderHome(
      { 'POST /api/wallet/transferAll': () => new Promise<Response>((resolve) => (answer = resolve)) },
      walletWith({ wallet: buildWallet({ amount: 1250.5 }), slots: [empty, pg] }),
    );
    await user.click(screen.getByRole('button', { name: /^Sexy Baccarat/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sexy Baccarat' });
    expect(actions(dialog)[0]).toBe('Move 1,250.50 baht and play');
    const move = within(dialog).getByRole('button', { name: 'Move 1,250.50 baht and play' });
    expect(move).toHaveClass('wk-button--primary');
    expect(within(dialog).getByRole('button', { name: 'Play' })).toHaveClass('wk-button--secondary');
    await user.click(move);
    const confirm = screen.getByRole('alertdialog', { name: 'Move 1,250.50 baht to Sexy Baccarat?' });
    expect(calls(requests, '/api/wallet/transferAll')).toHaveLength(0);
    const go = within(confirm).getByRole('button', { name: 'Move and play' });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(go);
    await waitFor(() => expect(calls(requests, '/api/wallet/transferAll')).toHaveLength(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(go).toHaveAttribute('aria-busy', 'true');
    answer(json({ code: 'SUCCESS', message: 'SUCCESS' }));
    await waitFor(() => expect(tab.location.href).toBe('https://sexy.example/'));
    expect(calls(requests, '/api/wallet/transferAll')).toHaveLength(1);
    expect(await calls(requests, '/api/wallet/transferAll')[0]?.json()).toEqual({ to: 'SEXYGAME' });
  });

  it('a game that holds money keeps Play first; keeping the money in the wallet sends nothing', async () => {
    const { user, requests } = await renderHome();
    await user.click(screen.getByRole('button', { name: /^PG Soft/ }));
    const dialog = await screen.findByRole('dialog', { name: 'PG Soft' });
    expect(actions(dialog).slice(0, 2)).toEqual(['Play', 'Move 500.00 baht and play']);
    await user.click(within(dialog).getByRole('button', { name: 'Move 500.00 baht and play' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Move 500.00 baht to PG Soft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep in wallet' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls(requests, '/api/wallet/transferAll')).toHaveLength(0);
  });

  it('transfer-and-play failure shows the error dialog and opens nothing', async () => {
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, requests } = await renderHome({
      'POST /api/wallet/transferAll': () => json({ code: 'TRANSFER_FAIL', message: 'TRANSFER_FAIL' }, 400),
    });
    await user.click(screen.getByRole('button', { name: /^UFABET/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'UFABET' })).getByRole('button', {
        name: 'Move 500.00 baht and play',
      }),
    );
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Move 500.00 baht to UFABET?' })).getByRole('button', {
        name: 'Move and play',
      }),
    );
    expect(await screen.findByRole('alertdialog', { name: 'The transfer failed' })).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    const sent = calls(requests, '/api/wallet/transferAll');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ to: 'UFABET' });
  });

  it('shows the account with the password hidden until revealed, and resets it after a confirm', async () => {
    const { user, requests } = await renderHome({
      'GET /api/wallet/account/pg': () => json(pg),
      'GET /api/wallet/resetpassword/pg': () => json({ code: 'SUCCESS', message: 'SUCCESS' }),
    });
    await user.click(screen.getByRole('button', { name: /^PG Soft/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'PG Soft' })).getByRole('button', { name: 'Account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'PG Soft account' });
    expect(await within(dialog).findByText(pg.username)).toBeInTheDocument();
    expect(within(dialog).queryByText(pg.password)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(within(dialog).getByText(pg.password)).toBeInTheDocument();
    const before = calls(requests, '/api/wallet/account/pg').length;
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reset the password of PG Soft?' });
    expect(
      within(confirm)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep password', 'Reset password']);
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(calls(requests, '/api/wallet/account/pg').length).toBeGreaterThan(before));
    expect(calls(requests, '/api/wallet/resetpassword/pg')).toHaveLength(1);
  });
});
