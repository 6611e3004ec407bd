import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_NEXT_STEPS, formatAccountNumber, messageCatalogs } from '@wallet/domain';
import {
  buildBankAccount,
  buildBankList,
  buildBankRef,
  buildProfile,
  buildWalletResponse,
} from '@wallet/api-client/testing';
import { xssFindings } from '@wallet/xss-corpus';
import { json, renderApp, type FakeRoute } from '../../testing/render-app';
import { SERVER_HTML_PROBE } from '../../testing/server-html-probe';

// Player routes load lazily; on a busy shared machine the first screen may take a few seconds.
const LAZY_ROUTE_MS = 5000;

const BANKS = buildBankList({
  banks: [
    buildBankRef({ code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' }),
    buildBankRef({ code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' }),
    buildBankRef({ code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' }),
    buildBankRef({ code: 'BAY', nameTH: 'ธนาคารกรุงศรีอยุธยา' }),
  ],
});

interface Stored {
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

/** A fake server holding one player's profile: PUT changes what the next GETs answer (unless `put` says otherwise). */
function server(put?: FakeRoute) {
  const stored: Stored = {
    name: 'Somchai Demo',
    bankCode: 'SCB',
    bankAccountName: 'SOMCHAI DEMO',
    bankAccountNo: '1234567890',
  };
  const profile = () => buildProfile({ _id: 'member-42', username: '0812345678', ...stored });
  const routes: Record<string, FakeRoute> = {
    'GET /api/account/profile': () => json(profile()),
    'GET /api/wallet': () =>
      json(
        buildWalletResponse({
          profile: profile(),
          bankAccount: buildBankAccount({
            bankAccountName: stored.bankAccountName,
            bankAccountNo: stored.bankAccountNo,
            bank: BANKS.banks.find((b) => b.code === stored.bankCode) ?? buildBankRef(),
          }),
        }),
      ),
    'GET /api/lookup/banks': () => json(BANKS),
    'PUT /api/account/profile':
      put ??
      (async (request) => {
        Object.assign(stored, (await request.json()) as Stored);
        return json(profile());
      }),
  };
  return { routes, stored };
}

const puts = (requests: Request[]) =>
  requests.filter((r) => r.method === 'PUT' && r.url.endsWith('/api/account/profile'));

async function openEdit(routes: Record<string, FakeRoute>, locale: 'en' | 'th' | 'la' = 'en') {
  sessionStorage.setItem('token', 'token-1');
  const rendered = await renderApp('/user/profile', routes, { locale });
  const user = userEvent.setup({ delay: null });
  const label = { en: 'Edit profile', th: 'แก้ไขโปรไฟล์', la: 'ແກ້ໄຂໂປຣໄຟລ໌' }[locale];
  const button = await screen.findByRole('button', { name: label }, { timeout: LAZY_ROUTE_MS });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: label });
  return { ...rendered, user, dialog };
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const bank = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /^Bank/ });
const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('edit profile on /user/profile', () => {
  it('opens prefilled from the profile, bank names in English in English', async () => {
    const { dialog } = await openEdit(server().routes);
    expect(field(dialog, /^Name/)).toHaveValue('Somchai Demo');
    await waitFor(() =>
      expect(within(bank(dialog)).getByRole('option', { name: 'Siam Commercial Bank' })).toBeInTheDocument(),
    );
    expect(bank(dialog)).toHaveValue('SCB');
    // No English name known: the Thai one.
    expect(within(bank(dialog)).getByRole('option', { name: 'ธนาคารกรุงศรีอยุธยา' })).toBeInTheDocument();
    expect(field(dialog, /^Account number/)).toHaveValue('1234567890');
    expect(field(dialog, /^Account holder's first name/)).toHaveValue('SOMCHAI');
    expect(field(dialog, /^Account holder's last name/)).toHaveValue('DEMO');
  });

  it('shows the Thai bank names in Thai', async () => {
    const { dialog } = await openEdit(server().routes, 'th');
    const select = within(dialog).getByRole('combobox', { name: /^ธนาคาร/ });
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'ธนาคารกรุงไทย' })).toBeInTheDocument(),
    );
    expect(within(select).queryByRole('option', { name: 'Krungthai Bank' })).not.toBeInTheDocument();
  });

  it('saves a new name once without a confirmation, shows the saved alert and the new name', async () => {
    const { user, dialog, requests } = await openEdit(server().routes);
    const name = field(dialog, /^Name/);
    await user.clear(name);
    await user.type(name, '  Somchai Renamed ');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    const saved = await screen.findByRole('alertdialog', { name: 'Profile saved' });
    expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(puts(requests)).toHaveLength(1);
    expect(await puts(requests)[0]?.json()).toEqual({
      name: 'Somchai Renamed',
      bankCode: 'SCB',
      bankAccountName: 'SOMCHAI DEMO',
      bankAccountNo: '1234567890',
    });
    await user.click(within(saved).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(term('Name')).toBe('Somchai Renamed'));
  });

  it('shows the old and new account side by side; cancel sends nothing, confirm sends once', async () => {
    const { user, dialog, requests } = await openEdit(server().routes);
    await waitFor(() => expect(within(bank(dialog)).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(bank(dialog), 'KBANK');
    const number = field(dialog, /^Account number/);
    await user.clear(number);
    await user.type(number, '5550001111');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    let confirm = await screen.findByRole('alertdialog', { name: 'Change your bank account?' });
    const current = within(confirm).getByRole('region', { name: 'Current account' });
    const next = within(confirm).getByRole('region', { name: 'New account' });
    expect(current).toHaveTextContent('Siam Commercial Bank');
    expect(current).toHaveTextContent(formatAccountNumber('1234567890'));
    expect(next).toHaveTextContent('Kasikornbank');
    expect(next).toHaveTextContent(formatAccountNumber('5550001111'));
    expect(next).toHaveTextContent('SOMCHAI DEMO');
    await user.click(within(confirm).getByRole('button', { name: 'Keep current account' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
    expect(number).toHaveValue('5550001111');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Change your bank account?' });
    const save = within(confirm).getByRole('button', { name: 'Save new account' });
    await user.click(save);
    await user.click(save);
    await screen.findByRole('alertdialog', { name: 'Profile saved' });
    expect(puts(requests)).toHaveLength(1);
    expect(await puts(requests)[0]?.json()).toEqual({
      name: 'Somchai Demo',
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI DEMO',
      bankAccountNo: '5550001111',
    });
    await waitFor(() => expect(term('Account number')).toBe('555-000-1111'));
    // The profile names the bank in the reader's language: English here.
    expect(term('Bank')).toBe('Kasikornbank');
  });

  it('refuses a Thai holder name at KTB and a non-digit account number without a request', async () => {
    const { user, dialog, requests } = await openEdit(server().routes);
    await waitFor(() => expect(within(bank(dialog)).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(bank(dialog), 'KTB');
    expect(within(dialog).getAllByText('This bank needs the name in English letters')).toHaveLength(2);
    const first = field(dialog, /^Account holder's first name/);
    await user.clear(first);
    await user.type(first, 'สมชาย');
    const number = field(dialog, /^Account number/);
    await user.clear(number);
    await user.type(number, '123-456-7890');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(messageCatalogs.en['validation.bankNameEnglish']),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(messageCatalogs.en['validation.accountNumberDigits']),
    ).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
  });

  it('upper-cases the holder names as they are typed and requires every field', async () => {
    const { user, dialog, requests } = await openEdit(server().routes);
    const last = field(dialog, /^Account holder's last name/);
    await user.clear(last);
    await user.type(last, 'jaidee');
    expect(last).toHaveValue('JAIDEE');
    await user.clear(last);
    await user.clear(field(dialog, /^Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(messageCatalogs.en['validation.required'])).toHaveLength(2);
    expect(puts(requests)).toHaveLength(0);
  });

  it.each(['EXISTING_BANK', 'INVALID_BANK', 'BANK_ACCOUNT_NAME_ENG', 'INVALID_USER_INFO'] as const)(
    'shows %s in Thai under the form with its next step and keeps the input',
    async (code) => {
      const th = messageCatalogs.th;
      const { user, dialog, requests } = await openEdit(
        server(() => json({ code, message: code }, code === 'EXISTING_BANK' ? 409 : 400)).routes,
        'th',
      );
      const name = within(dialog).getByRole('textbox', { name: 'ชื่อ' });
      await user.clear(name);
      await user.type(name, 'สมชาย ใหม่');
      await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(th[`error.${code}`]);
      // What to do next, beside the code's own text.
      expect(within(dialog).getByText(th[`next.${ERROR_NEXT_STEPS[code]}`])).toBeInTheDocument();
      expect(name).toHaveValue('สมชาย ใหม่');
      expect(screen.getByRole('dialog', { name: 'แก้ไขโปรไฟล์' })).toBeInTheDocument();
      expect(puts(requests)).toHaveLength(1);
    },
  );

  it('after a confirmed bank change fails, closes the confirmation and shows the error under the form', async () => {
    const { user, dialog } = await openEdit(
      server(() => json({ code: 'EXISTING_BANK', message: 'EXISTING_BANK' }, 409)).routes,
    );
    const number = field(dialog, /^Account number/);
    await user.clear(number);
    await user.type(number, '0987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Change your bank account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save new account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messageCatalogs.en['error.EXISTING_BANK'],
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(number).toHaveValue('0987654321');
  });

  it('shows names and holder names from the server as text, never as markup', async () => {
    const { routes, stored } = server();
    const payloads = SERVER_HTML_PROBE;
    stored.name = payloads;
    stored.bankAccountName = payloads;
    const { dialog, user } = await openEdit(routes);
    expect(field(dialog, /^Name/)).toHaveValue(payloads);
    // The whole corpus is far over the name rule's 100 characters: a name the save could send.
    await user.clear(field(dialog, /^Name/));
    await user.type(field(dialog, /^Name/), 'Somchai Demo');
    const number = field(dialog, /^Account number/);
    await user.clear(number);
    await user.type(number, '5550001111');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Change your bank account?' });
    expect(within(confirm).getByRole('region', { name: 'Current account' })).toHaveTextContent(
      SERVER_HTML_PROBE,
    );
    expect(xssFindings(document.body)).toEqual([]);
  });
  it('after no answer says the result is unknown and re-reads the profile; the retry sends once more', async () => {
    let calls = 0;
    const fake = server();
    const answer = fake.routes['PUT /api/account/profile'] as FakeRoute;
    fake.routes['PUT /api/account/profile'] = (request) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return answer(request);
    };
    const { user, dialog, requests } = await openEdit(fake.routes);
    const reads = () =>
      requests.filter((r) => r.method === 'GET' && r.url.endsWith('/api/account/profile')).length;
    const before = reads();
    const name = field(dialog, /^Name/);
    await user.clear(name);
    await user.type(name, 'Somchai Retry');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/We could not confirm whether this went through/),
    ).toBeInTheDocument();
    expect(reads()).toBeGreaterThan(before);
    expect(name).toHaveValue('Somchai Retry');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('alertdialog', { name: 'Profile saved' });
    expect(puts(requests)).toHaveLength(2);
  });
});
