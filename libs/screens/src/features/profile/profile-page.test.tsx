import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, messageCatalogs } from '@wallet/domain';
import {
  buildBankAccount,
  buildBankRef,
  buildProfile,
  buildWalletResponse,
} from '@wallet/api-client/testing';
import { json, renderApp, type FakeRoute } from '../../testing/render-app';

// Player routes load lazily; on a busy shared machine the first screen may take a few seconds.
const LAZY_ROUTE_MS = 5000;

const profile = buildProfile({ _id: 'member-42', name: 'Somchai Test', username: '0812345678' });
const wallet = buildWalletResponse({
  profile,
  bankAccount: buildBankAccount({
    bankAccountName: 'SOMCHAI TEST',
    bankAccountNo: '1234567890',
    bank: buildBankRef({ code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย' }),
  }),
});

function routes(
  changepwd: FakeRoute = () => json({ code: 'SUCCESS', message: 'SUCCESS' }),
): Record<string, FakeRoute> {
  return {
    'GET /api/account/profile': () => json(profile),
    'GET /api/wallet': () => json(wallet),
    'PUT /api/account/changepwd': changepwd,
  };
}

async function renderProfile(changepwd?: FakeRoute, locale: 'en' | 'th' = 'en') {
  sessionStorage.setItem('token', 'token-1');
  const rendered = await renderApp('/user/profile', routes(changepwd), { locale });
  return rendered;
}

const passwordCalls = (requests: Request[]) =>
  requests.filter((r) => r.url.endsWith('/api/account/changepwd'));

async function openChangePassword(name = 'Change password') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }, { timeout: LAZY_ROUTE_MS }));
  const dialog = await screen.findByRole('dialog', { name });
  return { user, dialog };
}

function passwordField(dialog: HTMLElement, label: RegExp) {
  return within(dialog).getByLabelText(label, { selector: 'input' });
}

describe('/user/profile', () => {
  it('shows name, id, created date, username and the bank account with the number as 3-3-rest', async () => {
    await renderProfile();
    expect(
      await screen.findByRole('heading', { name: 'Profile' }, { timeout: LAZY_ROUTE_MS }),
    ).toBeInTheDocument();
    // The title shows at once; the details replace the skeleton when the profile arrives.
    await screen.findByText('Name', { selector: 'dt' });
    const term = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Name')).toBe('Somchai Test');
    // The id as a short reference support can read out; the full id behind a disclosure, with a copy button.
    const memberId = screen.getByText('Member ID', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(memberId).getByText('EMBE R-42')).toBeInTheDocument();
    expect(within(memberId).getByText('member-42', { selector: 'code' })).not.toBeVisible();
    await userEvent.setup().click(within(memberId).getByText('Full ID'));
    expect(within(memberId).getByText('member-42', { selector: 'code' })).toBeVisible();
    expect(within(memberId).getByRole('button', { name: 'Copy full ID' })).toBeInTheDocument();
    expect(term('Member since')).toBe(formatDateTime(profile.createdAt));
    expect(term('Username')).toBe('0812345678');
    await waitFor(() => expect(term('Bank')).toBe('ธนาคารกสิกรไทย'));
    expect(term('Bank account name')).toBe('SOMCHAI TEST');
    expect(term('Account number')).toBe('123-456-7890');
  });

  it('stops silently while a field is empty, then shows the mismatch message without a request', async () => {
    const { requests } = await renderProfile();
    const { user, dialog } = await openChangePassword();
    const save = within(dialog).getByRole('button', { name: 'Save password' });
    await user.click(save);
    await user.type(passwordField(dialog, /^Current password/), 'old-pass');
    await user.type(passwordField(dialog, /^New password/), 'new-pass-1');
    await user.click(save);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(passwordField(dialog, /^Confirm new password/), 'new-pass-2');
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messageCatalogs.en['validation.passwordNotEqual'],
    );
    expect(passwordField(dialog, /^Confirm new password/)).toHaveAttribute('aria-invalid', 'true');
    expect(passwordCalls(requests)).toHaveLength(0);
  });

  it('sends old and new password once, shows the saved alert, closes and clears the form', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { requests } = await renderProfile(async () => {
      await answered;
      return json({ code: 'SUCCESS', message: 'SUCCESS' });
    });
    const { user, dialog } = await openChangePassword();
    await user.type(passwordField(dialog, /^Current password/), 'old-pass');
    await user.type(passwordField(dialog, /^New password/), 'new-pass-1');
    await user.type(passwordField(dialog, /^Confirm new password/), 'new-pass-1');
    const save = within(dialog).getByRole('button', { name: 'Save password' });
    await user.click(save);
    await user.click(save);
    await user.keyboard('{Enter}');
    release();
    const saved = await screen.findByRole('alertdialog', { name: 'Password saved' });
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
    const calls = passwordCalls(requests);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('PUT');
    expect(await calls[0]?.json()).toEqual({ oldPassword: 'old-pass', newPassword: 'new-pass-1' });

    await user.click(within(saved).getByRole('button', { name: 'OK' }));
    const reopened = (await openChangePassword()).dialog;
    expect(passwordField(reopened, /^Current password/)).toHaveValue('');
    expect(passwordField(reopened, /^New password/)).toHaveValue('');
    expect(passwordField(reopened, /^Confirm new password/)).toHaveValue('');
  });

  it('shows WRONG_PASSWORD in Thai in an error alert and keeps what was typed', async () => {
    const th = messageCatalogs.th;
    await renderProfile(() => json({ code: 'WRONG_PASSWORD', message: 'WRONG_PASSWORD' }, 400), 'th');
    const { user, dialog } = await openChangePassword('เปลี่ยนรหัสผ่าน');
    await user.type(passwordField(dialog, /^รหัสผ่านปัจจุบัน/), 'wrong-old');
    await user.type(passwordField(dialog, /^รหัสผ่านใหม่/), 'new-pass-1');
    await user.type(passwordField(dialog, /^ยืนยันรหัสผ่านใหม่/), 'new-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกรหัสผ่าน' }));
    const alert = await screen.findByRole('alertdialog', { name: 'ไม่สามารถเปลี่ยนรหัสผ่านได้' });
    expect(alert).toHaveTextContent(th['error.WRONG_PASSWORD']);
    await user.click(within(alert).getByRole('button'));
    const kept = screen.getByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' });
    expect(passwordField(kept, /^รหัสผ่านปัจจุบัน/)).toHaveValue('wrong-old');
    expect(passwordField(kept, /^รหัสผ่านใหม่/)).toHaveValue('new-pass-1');
    expect(passwordField(kept, /^ยืนยันรหัสผ่านใหม่/)).toHaveValue('new-pass-1');
  });
});
