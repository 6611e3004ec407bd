// Browser tests of the deposit modal (issue 14) on both builds against the real sandbox: the three lists grouped
// per the rules, copy with the English-name detour, a QR for every provider with presets and minimums (the Laos
// build raises PAYTIMZ and FP to 20), countdown, expiry hiding the code, regenerate, cancel deleting server-side,
// reopen restoring, cross-provider refresh, 20 taps -> one create; the gift link encrypted in the browser (the
// sandbox shows the ciphertext it received and what it opened to) and the duplicate error; slip upload with
// progress, cancel and retry, then the slip in the statement's slip modal.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  formatAmount,
  formatMoney,
  MONEY_UNITS,
  GIFT_ENVELOPE_PREFIX,
  localizedBankName,
  QR_PRESETS,
  type Locale,
  type QrProvider,
} from '@wallet/domain';
import { apiToken, catalogText, DEMO, errorText, expect, test, serverCount } from './fixtures';
import { tapAndCount } from './support/money-safety';
import { depositChoice, depositMethod } from './support/deposit-dialog';
import { screenText } from './support/screen-text';
import { storeOnEveryLoad } from './support/stored';

const KTB = { phone: '0834567890', password: 'ktbuser12' };
const PROVIDERS: QrProvider[] = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP'];

interface LookupBank {
  bankType: string;
  bankCode: string;
  mode: string;
  bank: { nameTH: string; nameEN: string; nameLO?: string };
  bankAccountNo: string;
}

/** The texts and bank names of one build's language. */
function textsFor(locale: Locale) {
  const t = (msgid: string, values: Record<string, string | number> = {}) =>
    screenText(locale, msgid).replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
  return t;
}

/** Opens home as a stored player and the deposit modal from its Deposit widget. */
async function openDeposit(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  who: { phone: string; password: string } = DEMO,
) {
  const token = await apiToken(request, who);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await storeOnEveryLoad(page, { token, agreement: 'true' });
  await page.goto('/user/home');
  const t = textsFor(locale);
  await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('Deposit') });
  await expect(depositChoice(dialog, t)).toBeVisible();
  const lookup = (await (
    await request.get('/api/lookup/deposit', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { banks: LookupBank[] };
  const nameOf = (code: string) => {
    const bank = lookup.banks.find((b) => b.bankCode === code && (code !== 'KBANK' || b.mode === 'SMS'));
    if (!bank) throw new Error(`no ${code}`);
    return localizedBankName(bank.bank, locale);
  };
  return { dialog, t, token, nameOf };
}

/** Expands one provider's panel and returns it. */
async function provider(dialog: Locator, t: ReturnType<typeof textsFor>, name: string): Promise<Locator> {
  await depositMethod(dialog, t, 'QR payment');
  const panel = dialog
    .getByRole('listitem')
    .filter({ has: dialog.page().getByRole('heading', { name, exact: true }) });
  await panel.getByRole('button', { name: t('Pay with {name}', { name }) }).click();
  return panel;
}

test.describe('deposit modal', () => {
  test(
    'lists bank transfer, QR and wallet accounts per the rules and copies an account number',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      const { dialog, t, nameOf } = await openDeposit(page, request, defaultLocale);
      await expect(dialog).toContainText(
        t('A deposit arrives in your wallet within {DEPOSIT_ARRIVAL_MINUTES} minute.', {
          DEPOSIT_ARRIVAL_MINUTES: 1,
        }),
      );
      const transfer = await depositMethod(dialog, t, 'Bank transfer');
      const numbers = await transfer.locator('.wl-deposit-bank__no').allTextContents();
      // KBANK AUTO shows its account; KBANK SMS does not (it is a QR provider); every other bank is listed.
      expect(numbers).toEqual(['407-123-4567', '048-123-4567', '020-123-4567', '0101234567890']);
      await transfer.getByRole('button', { name: /407-123-4567/ }).click();
      await expect(
        page.getByText(catalogText(defaultLocale, 'copy.copied').replace('{text}', '4071234567')),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4071234567');
      const qr = await depositMethod(dialog, t, 'QR payment');
      await expect(qr.getByRole('heading', { level: 4 })).toHaveText(PROVIDERS.map(nameOf));
      const wallet = await depositMethod(dialog, t, 'True Wallet');
      await expect(wallet.getByRole('textbox', { name: t('Gift link') })).toBeVisible();
    },
  );

  test('a KTB player with a Thai name gives an English name first, then the copy happens', async ({
    page,
    request,
    defaultLocale,
  }) => {
    const { dialog, t, token } = await openDeposit(page, request, defaultLocale, KTB);
    await (
      await depositMethod(dialog, t, 'Bank transfer')
    )
      .getByRole('button', { name: /407-123-4567/ })
      .click();
    const nameDialog = page.getByRole('dialog', { name: t('Bank account name in English') });
    await nameDialog.getByRole('textbox', { name: t('Account name in English') }).fill('anan ktb');
    await nameDialog.getByRole('button', { name: t('Save and copy') }).click();
    await expect(nameDialog).toBeHidden();
    await expect(
      page.getByText(catalogText(defaultLocale, 'copy.copied').replace('{text}', '4071234567')),
    ).toBeVisible();
    const profile = (await (
      await request.get('/api/account/profile', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { bankAccountName: string };
    expect(profile.bankAccountName).toBe('ANAN KTB');
  });

  test(
    'creates a QR for every provider with its presets and minimum, counting down; other providers reload',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      const { dialog, t, nameOf } = await openDeposit(page, request, defaultLocale);
      const laos = defaultLocale === 'la';
      for (const code of PROVIDERS) {
        const name = nameOf(code);
        const panel = await provider(dialog, t, name);
        const presets = panel.getByRole('group', { name: t('Amounts for {name}', { name }) });
        await expect(presets.getByRole('button')).toHaveCount(QR_PRESETS[code].length);
        const amount = panel.getByRole('textbox', {
          name: new RegExp(
            t('Amount for {name} ({0})', { name, 0: MONEY_UNITS.BAHT[defaultLocale] }).replace(
              /[()]/g,
              '\\$&',
            ),
          ),
        });
        const create = panel.getByRole('button', { name: t('Create QR code') });
        // Below the minimum the button is disabled (KBANK: at or below 0; the Laos build raises PAYTIMZ and FP to 20).
        const minimum = { KBANK: 0, WW: 100, PAYONEX: 100, PAYTIMZ: laos ? 20 : 10, FP: laos ? 20 : 10 }[
          code
        ];
        await amount.fill(String(minimum === 0 ? 0 : minimum - 1));
        await expect(create).toBeDisabled();
        await amount.fill(String(Math.max(minimum, 1)));
        await expect(create).toBeEnabled();
        const preset = QR_PRESETS[code][2] as number;
        await presets.getByRole('button', { name: formatMoney(preset, 'BAHT', defaultLocale) }).click();
        const othersBefore = await serverCount(request, `/api/qrcode/${code === 'FP' ? 'WW' : 'FP'}`, 'GET');
        await create.click();
        await expect(panel.getByRole('img', { name: new RegExp(formatAmount(preset)) })).toBeVisible();
        await expect(panel.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
        // Cross-provider refresh: another provider's code was read again.
        await expect
          .poll(() => serverCount(request, `/api/qrcode/${code === 'FP' ? 'WW' : 'FP'}`, 'GET'))
          .toBeGreaterThan(othersBefore);
        await panel.getByRole('button', { name: t('Hide {name}', { name }) }).click();
      }
    },
  );

  test('20 rapid taps on Create QR make one request', async ({ page, request, defaultLocale }) => {
    const { dialog, t, nameOf } = await openDeposit(page, request, defaultLocale);
    const name = nameOf('WW');
    const panel = await provider(dialog, t, name);
    await panel.getByRole('button', { name: formatMoney(200, 'BAHT', defaultLocale) }).click();
    const create = panel.getByRole('button', { name: t('Create QR code') });
    const count = await tapAndCount(page, create, {
      times: 20,
      method: 'POST',
      path: '/api/qrcode/WW',
      until: () => expect(panel.getByRole('timer')).toBeVisible(),
    });
    expect(count).toBe(1);
    expect(await serverCount(request, '/api/qrcode/WW', 'POST')).toBe(1);
  });

  test('at 00:00 the code is hidden and one tap makes a new one; cancel deletes it; reopening restores a live code', async ({
    page,
    request,
    defaultLocale,
  }) => {
    expect((await request.post('/__sandbox/qr-lifetime', { data: { seconds: 4 } })).ok()).toBe(true);
    const { dialog, t, nameOf, token } = await openDeposit(page, request, defaultLocale);
    const name = nameOf('PAYONEX');
    let panel = await provider(dialog, t, name);
    await panel.getByRole('button', { name: formatMoney(300, 'BAHT', defaultLocale) }).click();
    await panel.getByRole('button', { name: t('Create QR code') }).click();
    const image = panel.getByRole('img');
    await expect(image).toBeVisible();
    await expect(panel.getByRole('timer')).toHaveText(/^00:0[1-4]$/);
    await expect(panel.getByText(t('This QR code has expired and can no longer be paid.'))).toBeVisible({
      timeout: 8000,
    });
    await expect(image).toBeHidden();
    expect((await request.post('/__sandbox/qr-lifetime', { data: { seconds: null } })).ok()).toBe(true);
    await panel.getByRole('button', { name: new RegExp(formatAmount(300)) }).click();
    await expect(panel.getByRole('img')).toBeVisible();
    // Close and reopen: the live code comes back from GET /api/qrcode/PAYONEX.
    await dialog
      .getByRole('button', { name: screenText(defaultLocale, 'Close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
    panel = await provider(dialog, t, name);
    await expect(panel.getByRole('img', { name: new RegExp(formatAmount(300)) })).toBeVisible();
    await expect(panel.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const live = (await (await request.get('/api/qrcode/PAYONEX', auth)).json()) as { qrcodeId: string };
    await panel.getByRole('button', { name: t('Cancel QR code') }).click();
    await expect(panel.getByRole('button', { name: t('Create QR code') })).toBeVisible();
    expect(await serverCount(request, `/api/qrcode/${live.qrcodeId}`, 'DELETE')).toBe(1);
    const state = (await (
      await request.get('/api/qrcode/PAYONEX', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { hasQrcode: boolean };
    expect(state.hasQrcode).toBe(false);
  });

  test('the gift link is encrypted in the browser; the sandbox opens it; a used link is refused', async ({
    page,
    request,
    defaultLocale,
  }) => {
    const { dialog, t } = await openDeposit(page, request, defaultLocale);
    const wallet = await depositMethod(dialog, t, 'True Wallet');
    const field = wallet.getByRole('textbox', { name: t('Gift link') });
    const send = wallet.getByRole('button', { name: t('Send gift link') });
    await expect(send).toBeDisabled();
    await field.fill('not a gift link');
    await send.click();
    await expect(wallet.getByText(errorText(defaultLocale, 'TRUELINK_INVALID'))).toBeVisible();
    expect(await serverCount(request, '/api/wallet/truelink')).toBe(0);
    const link = 'https://gift.truemoney.com/campaign/?v=120abcDEF9876';
    await field.fill(`  ${link}  `);
    await send.click();
    await expect(field).toHaveValue('');
    const last = (await (await request.get('/__sandbox/truelink/last')).json()) as {
      last: {
        received: string;
        encrypted: boolean;
        link: string;
        walletAccountName: string;
        outcome: string;
      };
    };
    expect(last.last.received.startsWith(GIFT_ENVELOPE_PREFIX)).toBe(true);
    expect(last.last.received).not.toContain('truemoney');
    expect(last.last).toMatchObject({
      encrypted: true,
      link,
      walletAccountName: 'WALLET SANDBOX GIFT',
      outcome: 'SUCCESS',
    });
    await field.fill(link);
    await send.click();
    await expect(wallet.getByText(errorText(defaultLocale, 'TRUELINK_DUPLICATE'))).toBeVisible();
    await expect(field).toHaveValue(link);
  });

  test('a gift link retried after an unknown result: one success message, the money counted once', async ({
    page,
    request,
    defaultLocale,
  }) => {
    const token = await apiToken(request);
    const mainWallet = async () =>
      (
        (await (
          await request.get('/api/wallet', { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as { wallet: { amount: number } }
      ).wallet.amount;
    const before = await mainWallet();
    // The app's timers run on a clock the test moves: the 60 s client timeout passes in an instant.
    await page.clock.install();
    const { dialog, t } = await openDeposit(page, request, defaultLocale);
    const wallet = await depositMethod(dialog, t, 'True Wallet');
    const field = wallet.getByRole('textbox', { name: t('Gift link') });
    const send = wallet.getByRole('button', { name: t('Send gift link') });
    const link = 'https://gift.truemoney.com/campaign/?v=150retryXYZ42';
    await field.fill(link);
    // The sandbox takes the gift at once and holds the answer back past the client timeout.
    const delay = { path: '/api/wallet/truelink', ms: 120_000 };
    expect((await request.post('/__sandbox/delay', { data: delay })).ok()).toBe(true);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(delay.path));
    await send.click();
    const first = await sent;
    await page.clock.fastForward(61_000);
    await expect(wallet.getByRole('alert')).toHaveText(
      t(
        'We could not confirm whether this went through. Your balances have been re-read: check them before you try again. Trying again with the same details cannot move your money twice.',
      ),
    );
    await expect(field).toHaveValue(link);

    const retried = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(delay.path));
    await send.click();
    expect((await retried).headers()['idempotency-key']).toBe(first.headers()['idempotency-key']);
    const received = page.getByText(
      t('Gift link received. The amount arrives in your wallet within 1 minute.'),
    );
    await expect(received).toHaveCount(1);
    await expect(field).toHaveValue('');
    // Still one a moment later (each toast stays a few seconds), and the sandbox credited the gift once.
    await page.waitForTimeout(500);
    await expect(received).toHaveCount(1);
    // Two requests with one key: the voucher's 150 baht (its first three digits, in the sandbox) credited once.
    expect(await serverCount(request, delay.path, 'POST')).toBe(2);
    expect(await mainWallet()).toBe(before + 150);
  });

  test('uploads a slip with progress and cancel, retries, and the slip shows as processing in the statement', async ({
    page,
    request,
    defaultLocale,
  }) => {
    const { dialog, t } = await openDeposit(page, request, defaultLocale);
    const slip = await depositMethod(dialog, t, 'Upload a slip');
    // The slip method opens alone, with the focus on its heading.
    const heading = slip.getByRole('heading', { name: t('Upload a slip') });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const png = Buffer.alloc(3 * 1024 * 1024, 7);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await slip
      .locator('input[type=file]')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: png });
    await expect(slip.getByRole('img', { name: t('Preview of the slip') })).toBeAttached();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    // Its send button has a name of its own (it was "Upload slip" beside "Upload a slip").
    await slip.getByRole('button', { name: t('Send slip') }).click();
    const bar = slip.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await slip.getByRole('button', { name: t('Cancel upload') }).click();
    await expect(slip.getByText(t('Upload cancelled'))).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await slip.getByRole('button', { name: t('Retry upload') }).click();
    await expect(slip.getByText(t('Slip uploaded. You can follow it in your statement.'))).toBeVisible();
    await page.goto('/user/statement');
    await page.getByRole('button', { name: t('Upload status'), exact: true }).click();
    const modal = page.getByRole('dialog', { name: t('Upload status') });
    await expect(modal.getByRole('row').nth(1)).toContainText(
      catalogText(defaultLocale, 'slip.status.processing'),
    );
  });

  test(
    'fits a 360 px wide screen with a QR code open (build language)',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      const { dialog, t, nameOf } = await openDeposit(page, request, defaultLocale);
      const panel = await provider(dialog, t, nameOf('KBANK'));
      await panel.getByRole('button', { name: formatMoney(100, 'BAHT', defaultLocale) }).click();
      await panel.getByRole('button', { name: t('Create QR code') }).click();
      await expect(panel.getByRole('timer')).toBeVisible();
      const overflow = await page.evaluate(() => {
        const wide: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>('dialog[open] *')) {
          const box = el.getBoundingClientRect();
          if (box.width > 0 && (box.right > 360.5 || box.left < -0.5)) wide.push(el.className || el.tagName);
        }
        return { page: document.documentElement.scrollWidth, wide };
      });
      expect(overflow).toEqual({ page: 360, wide: [] });
    },
  );
});
