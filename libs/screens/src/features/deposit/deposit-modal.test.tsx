import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webcrypto } from 'node:crypto';
import { buildProfile, buildQrState } from '@wallet/api-client/testing';
import { base64ToBytes, giftEnvelopeCiphertext } from '@wallet/domain';
import type { AppConfig } from '../../config/app-config';
import { AppContext, type AppContextValue } from '../../shared/app-context';
import type { SessionStore } from '../../shared/session-storage';
import { TEST_GIFT_LINK_PRIVATE_KEY, TEST_GIFT_LINK_PUBLIC_KEY } from '../../testing/gift-link-test-key';
import { json, type FakeRoute } from '../../testing/render-app';
import { testAppConfig } from '../../testing/test-app-config';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import DepositModal from './deposit-modal';

const bank = (bankType: string, bankCode: string, mode: string, bankAccountNo = '') => ({
  bankType,
  bankCode,
  mode,
  bank: { nameTH: `ธนาคาร ${bankCode}`, nameEN: `${bankCode} Bank` },
  bankAccountName: `${bankCode} HOLDER`,
  bankAccountNo,
  currency: 'BAHT',
});

const LOOKUP = {
  banks: [
    bank('BANK', 'SCB', 'AUTO', '4071234567'),
    bank('BANK', 'KBANK', 'AUTO', '0481234567'),
    bank('BANK', 'KBANK', 'SMS', '0487654321'),
    bank('PAYMENT', 'WW', 'AUTO'),
    bank('PAYMENT', 'FP', 'AUTO'),
  ],
  wallets: [
    { mode: 'AUTO', walletAccountName: 'WALLET AUTO' },
    { mode: 'LINK', walletAccountName: 'WALLET GIFT' },
  ],
  isManual: false,
};
const NO_QR = { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null, message: null };

function appContext(config: AppConfig = testAppConfig): AppContextValue {
  return {
    config,
    origin: 'http://app.test',
    session: {} as SessionStore,
    locale: 'en',
    setLocale: () => undefined,
    signOut: () => undefined,
  };
}

async function openDeposit(routes: Record<string, FakeRoute>, onClose = vi.fn(), config?: AppConfig) {
  const rendered = await renderWithProviders(
    <AppContext.Provider value={appContext(config)}>
      <DepositModal open onClose={onClose} />
    </AppContext.Provider>,
    {
      routes: {
        'GET /api/lookup/deposit': () => json(LOOKUP),
        'GET /api/account/profile': () => json(buildProfile()),
        ...Object.fromEntries(['KBANK', 'WW', 'FP'].map((p) => [`GET /api/qrcode/${p}`, () => json(NO_QR)])),
        ...routes,
      },
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
  await within(dialog).findByRole('navigation', { name: 'Deposit methods' });
  return { ...rendered, dialog, onClose };
}

/** What the operator's server reads in a sealed gift link (the test key pair's private half opens it). */
async function openedEnvelope(envelope: string): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    'pkcs8',
    base64ToBytes(TEST_GIFT_LINK_PRIVATE_KEY),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['decrypt'],
  );
  const plain = await webcrypto.subtle.decrypt(
    { name: 'RSA-OAEP' },
    key,
    giftEnvelopeCiphertext(envelope) as Uint8Array,
  );
  return new TextDecoder().decode(plain);
}

/** The method's panel: opened from the choice (back to the choice first when another method is open). */
function sectionOf(dialog: HTMLElement, name: string) {
  const open = within(dialog).queryByRole('region', { name });
  if (open) return open;
  const back = within(dialog).queryByRole('button', { name: 'All deposit methods' });
  if (back) fireEvent.click(back);
  fireEvent.click(within(dialog).getByRole('button', { name }));
  return within(dialog).getByRole('region', { name });
}

describe('deposit modal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('groups the lookup: KBANK AUTO and other banks to transfer, PAYMENT and KBANK SMS to QR, wallets by mode', async () => {
    const { dialog } = await openDeposit({});
    expect(dialog).toHaveTextContent('A deposit arrives in your wallet within 1 minute.');
    const transfer = sectionOf(dialog, 'Bank transfer');
    expect(
      within(transfer)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('SCB Bank'), expect.stringContaining('KBANK Bank')]);
    expect(within(transfer).getByText('048-123-4567')).toBeInTheDocument();
    const qr = sectionOf(dialog, 'QR payment');
    expect(
      within(qr)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['KBANK Bank', 'WW Bank', 'FP Bank']);
    // Each provider's row shows its minimum before it is opened.
    expect(Array.from(qr.querySelectorAll('.wl-deposit-qr__minimum')).map((p) => p.textContent)).toEqual([
      'More than 0.00 baht',
      expect.stringMatching(/^Minimum /),
      expect.stringMatching(/^Minimum /),
    ]);
    const wallet = sectionOf(dialog, 'True Wallet');
    expect(wallet).toHaveTextContent('True Wallet deposits start at 2 baht.');
    expect(within(wallet).getByRole('textbox', { name: 'Gift link' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload a slip' })).not.toBeInTheDocument();
  });

  it('offers the methods first, QR first, one at a time, with a way back that returns the focus', async () => {
    const { dialog } = await openDeposit({});
    const choice = within(dialog).getByRole('navigation', { name: 'Deposit methods' });
    expect(
      within(choice)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['QR payment', 'Bank transfer', 'True Wallet', 'Upload a slip']);
    expect(within(choice).getByRole('button', { name: 'True Wallet' })).toHaveAccessibleDescription(
      'Send a True Wallet gift link.',
    );
    expect(within(dialog).queryByRole('region', { name: 'QR payment' })).toBeNull();
    fireEvent.click(within(choice).getByRole('button', { name: 'QR payment' }));
    const qr = within(dialog).getByRole('region', { name: 'QR payment' });
    expect(within(qr).getByRole('heading', { name: 'QR payment' })).toHaveFocus();
    expect(within(dialog).queryByRole('region', { name: 'Bank transfer' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'All deposit methods' }));
    expect(within(dialog).getByRole('button', { name: 'QR payment' })).toHaveFocus();
  });

  it('offers the slip upload as a method also when the lookup says deposits are manual; no QR, no QR method', async () => {
    const { dialog } = await openDeposit({
      'GET /api/lookup/deposit': () =>
        json({ ...LOOKUP, banks: LOOKUP.banks.slice(0, 2), wallets: [], isManual: true }),
    });
    const choice = within(dialog).getByRole('navigation', { name: 'Deposit methods' });
    expect(within(choice).getAllByRole('button')).toHaveLength(2);
    expect(within(choice).queryByRole('button', { name: 'QR payment' })).toBeNull();
    expect(sectionOf(dialog, 'Upload a slip')).toHaveTextContent(
      'Upload the slip within 1 hour of your transfer.',
    );
  });

  it('shows a retry, not an empty modal, when the lookup fails', async () => {
    await renderWithProviders(
      <AppContext.Provider value={appContext()}>
        <DepositModal open onClose={() => undefined} />
      </AppContext.Provider>,
      { routes: { 'GET /api/lookup/deposit': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 500) } },
    );
    expect(await screen.findByText('The deposit accounts could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('holds the copy until the profile says whether the bank needs an English name', async () => {
    const { dialog } = await openDeposit({
      'GET /api/account/profile': () => new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const copy = await within(sectionOf(dialog, 'Bank transfer')).findByRole('button', {
      name: /407-123-4567/,
    });
    expect(copy).toBeDisabled();
    await user.click(copy);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Bank account name in English' })).not.toBeInTheDocument();
  });

  it('asks a KTB player with a Thai name for an English name, saves it upper case, then copies', async () => {
    const puts: unknown[] = [];
    const { dialog } = await openDeposit({
      'GET /api/account/profile': () => json(buildProfile({ bankCode: 'KTB', bankAccountName: 'อนันต์ ใจดี' })),
      'PUT /api/account/bankAccountName': async (request) => {
        puts.push(await request.json());
        return json({ success: true });
      },
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const copy = await within(sectionOf(dialog, 'Bank transfer')).findByRole('button', {
      name: /407-123-4567/,
    });
    await waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    const nameDialog = await screen.findByRole('dialog', { name: 'Bank account name in English' });
    expect(writeText).not.toHaveBeenCalled();
    await user.type(within(nameDialog).getByRole('textbox', { name: /Account name in English/ }), 'anan 1');
    await user.click(within(nameDialog).getByRole('button', { name: 'Save and copy' }));
    await waitFor(() =>
      expect(within(nameDialog).getByRole('textbox', { name: /Account name in English/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(puts).toEqual([]);
    const input = within(nameDialog).getByRole('textbox', { name: /Account name in English/ });
    await user.clear(input);
    await user.type(input, 'anan jaidee');
    await user.click(within(nameDialog).getByRole('button', { name: 'Save and copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('4071234567'));
    expect(await navigator.clipboard.readText()).toBe('4071234567');
    expect(await screen.findByText('Copied: 4071234567')).toBeInTheDocument();
    expect(puts).toEqual([{ bankCode: 'KTB', bankAccountName: 'ANAN JAIDEE' }]);
    expect(screen.queryByRole('dialog', { name: 'Bank account name in English' })).not.toBeInTheDocument();
  });

  it('creates a QR once for 20 taps, counts down from the absolute end time, hides it at 00:00 and regenerates', async () => {
    let created = 0;
    const { dialog, requests } = await openDeposit({
      'POST /api/qrcode/WW': () => {
        created += 1;
        return json(buildQrState({ qrcodeId: `qr-${created}`, amount: 200, expireIn: 3 }));
      },
    });
    const user = userEvent.setup();
    const qr = sectionOf(dialog, 'QR payment');
    await user.click(within(qr).getByRole('button', { name: 'Pay with WW Bank' }));
    const create = within(qr).getByRole('button', { name: 'Create QR code' });
    expect(create).toBeDisabled();
    await user.type(within(qr).getByRole('textbox', { name: /Amount for WW Bank/ }), '99');
    expect(create).toBeDisabled();
    await user.click(within(qr).getByRole('button', { name: '200.00 baht' }));
    expect(create).toBeEnabled();
    // The countdown's ticks and clock faked (they also run with real time): the 3 s to 00:00 are moved on below.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(create);
    const image = await within(qr).findByRole('img', { name: 'QR code of WW Bank for 200.00 baht' });
    expect(image.querySelector('svg rect')).not.toBeNull();
    expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/qrcode/WW'))).toHaveLength(1);
    expect(within(qr).getByRole('timer')).toHaveTextContent(/^00:0[23]$/);
    // The other providers reload after a create (docs/product.md#deposit).
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.url.endsWith('/api/qrcode/FP'))).toHaveLength(2),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(await within(qr).findByRole('status')).toHaveTextContent(
      'This QR code has expired and can no longer be paid.',
    );
    expect(within(qr).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(qr).getByRole('button', { name: 'New QR code for 200.00 baht' }));
    expect(await within(qr).findByRole('img', { name: /QR code of WW Bank/ })).toBeInTheDocument();
    expect(created).toBe(2);
  });

  it('restores a live code on open and cancels it on the server', async () => {
    const deletes: string[] = [];
    const { dialog, onClose } = await openDeposit({
      'GET /api/qrcode/FP': () => json(buildQrState({ qrcodeId: 'qr-live', amount: 50, expireIn: 600 })),
      'DELETE /api/qrcode/qr-live': (request) => {
        deletes.push(request.url);
        return json({ success: true });
      },
    });
    const user = userEvent.setup();
    const qr = sectionOf(dialog, 'QR payment');
    expect(
      await within(qr).findByText(/Live QR code for 50.00 baht, (10:00|09:59) left/),
    ).toBeInTheDocument();
    await user.click(within(qr).getByRole('button', { name: 'Pay with FP Bank' }));
    await user.click(within(qr).getByRole('button', { name: 'Cancel QR code' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(await within(qr).findByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(qr).getByRole('button', { name: 'Hide FP Bank' }));
    await user.click(within(qr).getByRole('button', { name: 'Pay with WW Bank' }));
    expect(within(qr).queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
  });

  it('"I have paid" says the deposit shows up by itself, keeps the code on screen and the modal open', async () => {
    const { dialog, onClose } = await openDeposit({
      'GET /api/qrcode/KBANK': () => json(buildQrState({ qrcodeId: 'qr-k', amount: 20, expireIn: 300 })),
    });
    const user = userEvent.setup();
    const qr = sectionOf(dialog, 'QR payment');
    await user.click(within(qr).getByRole('button', { name: 'Pay with KBANK Bank' }));
    await user.click(await within(qr).findByRole('button', { name: 'I have paid' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(
      within(qr).getByText('Thank you. The deposit shows up here by itself as soon as it arrives.'),
    ).toHaveAttribute('role', 'status');
    expect(within(qr).getByRole('timer')).toBeInTheDocument();
    expect(dialog.textContent ?? '').not.toMatch(/refresh/i);
  });

  it('leaves no countdown timer behind when the modal closes', async () => {
    const started = vi.spyOn(window, 'setInterval');
    const cleared = vi.spyOn(window, 'clearInterval');
    const { dialog, rerender } = await openDeposit({
      'GET /api/qrcode/WW': () => json(buildQrState({ qrcodeId: 'qr-ww', amount: 100, expireIn: 900 })),
    });
    await within(sectionOf(dialog, 'QR payment')).findByText(/Live QR code for 100.00 baht/);
    const ticking = started.mock.calls
      .map((call, index) => ({ delay: call[1], id: started.mock.results[index]?.value as unknown }))
      .filter((timer) => timer.delay === 1000);
    expect(ticking.length).toBeGreaterThan(0);
    rerender(
      <AppContext.Provider value={appContext()}>
        <DepositModal open={false} onClose={() => undefined} />
      </AppContext.Provider>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument());
    const clearedIds = cleared.mock.calls.map((call) => call[0] as unknown);
    for (const timer of ticking) expect(clearedIds).toContain(timer.id);
  });

  it('shows the server message of a refused QR as a danger toast', async () => {
    const { dialog } = await openDeposit({
      'POST /api/qrcode/KBANK': () => json({ ...NO_QR, message: 'QR_FAIL' }),
    });
    const user = userEvent.setup();
    const qr = sectionOf(dialog, 'QR payment');
    await user.click(within(qr).getByRole('button', { name: 'Pay with KBANK Bank' }));
    await user.type(within(qr).getByRole('textbox', { name: /Amount for KBANK Bank/ }), '0.5');
    const create = within(qr).getByRole('button', { name: 'Create QR code' });
    await user.click(create);
    expect(shownAlerts()).toHaveLength(0);
    await user.clear(within(qr).getByRole('textbox', { name: /Amount for KBANK Bank/ }));
    await user.type(within(qr).getByRole('textbox', { name: /Amount for KBANK Bank/ }), '10');
    await user.click(create);
    await waitFor(() => expect(shownAlerts()[0]).toHaveTextContent('The QR code could not be created'));
  });

  it('encrypts the gift link with the operator key (the private key opens link|name) and checks its shape first', async () => {
    const bodies: { link: string }[] = [];
    const { dialog } = await openDeposit({
      'POST /api/wallet/truelink': async (request) => {
        bodies.push((await request.json()) as { link: string });
        return bodies.length === 1
          ? json({ success: true })
          : json({ code: 'TRUELINK_DUPLICATE', message: 'TRUELINK_DUPLICATE' }, 400);
      },
    });
    const user = userEvent.setup();
    const wallet = sectionOf(dialog, 'True Wallet');
    const send = within(wallet).getByRole('button', { name: 'Send gift link' });
    expect(send).toBeDisabled();
    const field = within(wallet).getByRole('textbox', { name: 'Gift link' });
    await user.type(field, 'hello');
    await user.click(send);
    expect(await within(wallet).findByText('The gift link is invalid')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    const link = 'https://gift.truemoney.com/campaign/?v=150abcDEF123';
    await user.clear(field);
    await user.type(field, `  ${link} `);
    await user.click(send);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.link).not.toContain('truemoney');
    expect(await openedEnvelope(bodies[0]?.link ?? '')).toBe(`${link}|WALLET GIFT`);
    await user.type(field, link);
    await user.click(send);
    expect(await within(wallet).findByText('This gift link has already been used')).toBeInTheDocument();
    expect(field).toHaveValue(link);
  });

  it('loads the operator key with the form when the app hands a loader (the apps: the key is a file of its own)', async () => {
    const bodies: { link: string }[] = [];
    let keyLoads = 0;
    const loadKey = () => {
      keyLoads += 1;
      // The first load fails (a lost connection): the next confirm loads it again.
      return keyLoads === 1
        ? Promise.reject(new Error('network'))
        : Promise.resolve(TEST_GIFT_LINK_PUBLIC_KEY);
    };
    const { dialog } = await openDeposit(
      {
        'POST /api/wallet/truelink': async (request) => {
          bodies.push((await request.json()) as { link: string });
          return json({ success: true });
        },
      },
      vi.fn(),
      { ...testAppConfig, giftLinkPublicKey: loadKey },
    );
    const user = userEvent.setup();
    const wallet = sectionOf(dialog, 'True Wallet');
    // Asked for as the form shows, before any confirm.
    await waitFor(() => expect(keyLoads).toBe(1));
    const link = 'https://gift.truemoney.com/campaign/?v=150abcDEF123';
    await user.type(within(wallet).getByRole('textbox', { name: 'Gift link' }), link);
    await user.click(within(wallet).getByRole('button', { name: 'Send gift link' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(keyLoads).toBe(2);
    expect(await openedEnvelope(bodies[0]?.link ?? '')).toBe(`${link}|WALLET GIFT`);
  });

  it('checks a slip before upload, shows progress, and keeps the file after a failure', async () => {
    const { dialog } = await openDeposit({
      'POST /api/wallet/slip': () => json({ code: 'SLIP_UPLOAD_FAIL', message: 'SLIP_UPLOAD_FAIL' }, 400),
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(
      within(sectionOf(dialog, 'Bank transfer')).getByRole('button', { name: 'Upload a slip' }),
    );
    const slip = sectionOf(dialog, 'Upload a slip');
    // The revealed section is where the focus goes (it sits at the bottom of a long dialog).
    expect(within(slip).getByRole('heading', { name: 'Upload a slip' })).toHaveFocus();
    const input = slip.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['gif'], 'slip.gif', { type: 'image/gif' }));
    expect(within(slip).getByText('Choose a PNG or JPEG image of the slip.')).toBeInTheDocument();
    await user.upload(input, new File(['png-bytes'], 'slip.png', { type: 'image/png' }));
    await user.click(within(slip).getByRole('button', { name: 'Send slip' }));
    expect(await within(slip).findByText('The slip could not be uploaded')).toBeInTheDocument();
    expect(within(slip).getByText('slip.png')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
