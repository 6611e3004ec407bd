// Browser tests of money in the account's currency (issue 45, docs/product.md#formats): on the Laos build the kip demo
// player reads kip (whole, grouped) on home, in the deposit presets, in withdraw's limits and refusals, in invite,
// refund and statement, and never baht; the baht Lao player reads baht. The Thai build's demo player keeps baht.
import type { Locator, Page } from '@playwright/test';
import { formatMoney, QR_KIP_PRESETS, totalBalance, type AccountCurrency, type Locale } from '@wallet/domain';
import { DEMO, apiToken, catalogText, expect, openAsPlayer, test } from './fixtures';
import { depositMethod } from './support/deposit-dialog';
import { hideChatWidget, sandbox } from './support/sandbox';
import { amountLabel, screenText, screenTextWith } from './support/screen-text';
import { openWithdraw } from './support/transfer-withdraw';

const KIP_PLAYER = { phone: '02055512345', password: 'sabaidee1' };
const LAO_BAHT_PLAYER = { phone: '02077712345', password: 'sabaidee2' };
/** Any unit of baht, in any of the three languages. */
const BAHT = /baht|บาท|ບາດ|฿/i;

/** The player's wallet answer, read as that player. */
async function walletOf(page: Page, who: { phone: string; password: string }) {
  const login = await page.request.post('/api/login', {
    data: { username: who.phone, password: who.password },
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await page.request.get('/api/wallet', { headers: { Authorization: `Bearer ${token}` } });
  return (await answer.json()) as {
    wallet: { amount: number };
    slots: { amount: number; isActive: boolean }[];
    invite: { amount: number };
    profile: { currency?: AccountCurrency };
  };
}

/** Home's balance card shows the total in the currency, figure and unit. */
async function expectHomeTotal(page: Page, l: Locale, total: number, currency: AccountCurrency) {
  const card = page.locator('.wk-balance-card').first();
  await expect(card).toContainText(formatMoney(total, currency, l).split(' ')[0]!);
  await expect(card.locator('.wk-balance-card__currency')).toHaveText(
    formatMoney(0, currency, l).split(' ')[1]!,
  );
}

const widget = (page: Page, l: Locale, name: string) =>
  page.getByRole('button', { name: screenText(l, name), exact: true });

async function closeDialog(dialog: Locator, l: Locale) {
  await dialog
    .getByRole('button', { name: screenText(l, 'Close') })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

test.describe('money in the account currency', () => {
  test.beforeEach(async ({ page, request }) => {
    expect(page).toBeTruthy();
    await hideChatWidget(request);
    await sandbox(request, '/__sandbox/banners', { invite: [], refund: [] });
  });

  test(
    'the kip player reads kip on home, deposit, withdraw, invite, refund and statement, never baht (Laos); the Thai demo player reads baht (Thai)',
    { tag: '@laos' },
    async ({ page, request, market, defaultLocale: l }, testInfo) => {
      const t = (msgid: string) => screenText(l, msgid);
      if (market === 'thai') {
        // The Thai build is unchanged: the demo player's account has no currency, so baht with two decimals.
        const wallet = await walletOf(page, DEMO);
        expect(wallet.profile.currency ?? 'BAHT').toBe('BAHT');
        await openAsPlayer(page, request);
        await expectHomeTotal(page, l, totalBalance(wallet.wallet, wallet.slots), 'BAHT');
        const dialog = await openWithdraw(page, t);
        await expect(
          dialog.getByRole('textbox', { name: amountLabel(l, 'BAHT') }),
        ).toHaveAccessibleDescription(
          screenTextWith(l, 'Minimum {0}, maximum {1}', {
            0: formatMoney(100, 'BAHT', l),
            1: formatMoney(2000, 'BAHT', l),
          }),
        );
        return;
      }

      const wallet = await walletOf(page, KIP_PLAYER);
      expect(wallet.profile.currency).toBe('LAK');
      const total = totalBalance(wallet.wallet, wallet.slots);
      await page.setViewportSize({ width: 360, height: 780 });
      await openAsPlayer(page, request, '/user/home', { who: KIP_PLAYER });
      const main = page.getByRole('main');

      // Home: the total and the invite bonus in kip, whole.
      await expectHomeTotal(page, l, total, 'LAK');
      await expect(page.locator('.wl-home-invite')).toContainText(
        formatMoney(wallet.invite.amount, 'LAK', l),
      );
      await expect(main).not.toContainText(BAHT);
      await testInfo.attach('lao-home-kip-360', { body: await page.screenshot(), contentType: 'image/png' });

      // Deposit: a QR provider's presets and its minimum are kip-sized.
      await widget(page, l, 'Deposit').click();
      const deposit = page.getByRole('dialog', { name: t('Deposit') });
      await depositMethod(deposit, t, 'QR payment');
      const qr = deposit.locator('.wl-deposit-qr').first();
      await qr.locator('button[aria-expanded="false"]').click();
      for (const preset of QR_KIP_PRESETS)
        await expect(
          qr.getByRole('button', { name: formatMoney(preset, 'LAK', l), exact: true }),
        ).toBeVisible();
      await expect(
        qr.getByRole('textbox', { name: new RegExp(`\\(${formatMoney(0, 'LAK', l).split(' ')[1]}\\)`) }),
      ).toBeVisible();
      await expect(deposit.getByRole('region', { name: t('QR payment') })).not.toContainText(BAHT);
      await closeDialog(deposit, l);

      // Withdraw: the balance, the limits and a refusal, in kip.
      const withdraw = await openWithdraw(page, t);
      const amount = withdraw.getByRole('textbox', { name: amountLabel(l, 'LAK') });
      const limits = screenTextWith(l, 'Minimum {0}, maximum {1}', {
        0: formatMoney(50_000, 'LAK', l),
        1: formatMoney(4_000_000, 'LAK', l),
      });
      await expect(amount).toHaveAccessibleDescription(limits);
      await expect(withdraw.getByRole('option')).toContainText(formatMoney(total, 'LAK', l));
      await amount.fill('10000');
      await withdraw.getByRole('button', { name: t('Confirm withdrawal') }).click();
      await expect(amount).toHaveAccessibleDescription(
        `${limits} ${catalogText(l, 'validation.withdrawMinimum').replace('{min}', formatMoney(50_000, 'LAK', l))}`,
      );
      await amount.fill('5000000');
      await withdraw.getByRole('button', { name: t('Confirm withdrawal') }).click();
      await expect(amount).toHaveAccessibleDescription(
        `${limits} ${catalogText(l, 'validation.withdrawMaximum').replace('{max}', formatMoney(4_000_000, 'LAK', l))}`,
      );
      await expect(withdraw).not.toContainText(BAHT);
      await testInfo.attach('lao-withdraw-kip-360', {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      await closeDialog(withdraw, l);

      // Invite: each invitee's amount in kip.
      await widget(page, l, 'Invite').click();
      const invite = page.getByRole('dialog', { name: t('Invite friends'), exact: true });
      const invitees = invite.getByRole('table', { name: t('Your invitees') });
      await expect(invitees.getByRole('row').nth(1)).toContainText(formatMoney(20_000, 'LAK', l));
      await expect(invite).not.toContainText(BAHT);
      await closeDialog(invite, l);

      // Refund: the amount waiting and the log in kip.
      await widget(page, l, 'Refund').click();
      const refund = page.getByRole('dialog', { name: t('Refund'), exact: true });
      await expect(refund.getByText(formatMoney(85_000, 'LAK', l), { exact: true }).first()).toBeVisible();
      await expect(refund).not.toContainText(BAHT);
      await closeDialog(refund, l);

      // Statement: signed amounts in kip, and no baht anywhere on the page.
      await page.goto('/user/statement');
      await expect(main.getByText(`+${formatMoney(100_000, 'LAK', l)}`).first()).toBeVisible();
      await expect(main).not.toContainText(BAHT);
      await testInfo.attach('lao-statement-kip-360', {
        body: await page.screenshot(),
        contentType: 'image/png',
      });

      // Spin: each coupon's cash prize in kip, whole; a non-cash prize (the T-shirt) shows its label, not 0; no baht.
      const token = await apiToken(request, KIP_PLAYER);
      const answer = await page.request.get('/api/spinwheel/coupon', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { coupons } = (await answer.json()) as {
        coupons: { amount: number; prize: { slice: { label: string } } }[];
      };
      expect(coupons.some((c) => c.amount === 0)).toBe(true);
      await page.goto('/user/spin');
      const couponRows = main.getByRole('table').getByRole('row');
      await expect(couponRows).toHaveCount(4);
      // The wheel's prizes are named in kip too (the server names a kip account's prizes in kip).
      await expect(main).not.toContainText(BAHT);
      for (const [i, coupon] of coupons.slice(0, 3).entries()) {
        const amountCell = couponRows
          .nth(i + 1)
          .getByRole('cell')
          .nth(1);
        await expect(amountCell).toHaveText(
          coupon.amount > 0 ? formatMoney(coupon.amount, 'LAK', l) : coupon.prize.slice.label,
        );
      }
    },
  );

  test(
    'the baht Lao player reads baht with two decimals on the Laos build (Laos); the Thai newcomer reads baht (Thai)',
    { tag: '@laos' },
    async ({ page, request, market, defaultLocale: l }) => {
      const who = market === 'laos' ? LAO_BAHT_PLAYER : { phone: '0823456789', password: 'newbie123' };
      const wallet = await walletOf(page, who);
      expect(wallet.profile.currency ?? 'BAHT').toBe('BAHT');
      await openAsPlayer(page, request, '/user/home', { who });
      await expectHomeTotal(page, l, totalBalance(wallet.wallet, wallet.slots), 'BAHT');
      const dialog = await openWithdraw(page, (msgid) => screenText(l, msgid));
      await expect(dialog.getByRole('textbox', { name: amountLabel(l, 'BAHT') })).toHaveAccessibleDescription(
        screenTextWith(l, 'Minimum {0}, maximum {1}', {
          0: formatMoney(100, 'BAHT', l),
          1: formatMoney(2000, 'BAHT', l),
        }),
      );
    },
  );
});
