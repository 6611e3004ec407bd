// Deposit statuses that tell the truth (issue 44): after a QR code is created the other providers' "Updating…" clears
// once their reload has answered; "I have paid" says the deposit shows up here by itself and keeps watching (no advice
// to refresh); the sandbox paying the code shows a receipt (amount, method, time, the statement's reference, a link to
// the statement) and the new balance with no tap; the home's sync label says it is about the game balances. In every
// language on both builds.
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALES, formatMoneyNumber } from '@wallet/domain';
import { DEMO, expect, expectedTotal, openAsPlayer, test } from './fixtures';
import { depositMethod } from './support/deposit-dialog';
import { keepScreenshot } from './support/layout';
import { hideChatWidget } from './support/sandbox';
import { screenTextWith, storeLocale } from './support/screen-text';

/** The newest deposit of the demo player's statement, as the server has it. */
async function newestDeposit(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { username: DEMO.phone, password: DEMO.password } });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/statement', {
    headers: { Authorization: `Bearer ${token}` },
    data: { page: 1, limit: 10 },
  });
  const { statements } = (await res.json()) as {
    statements: { _id: string; statementType: string; amount: number }[];
  };
  const deposit = statements.find((row) => row.statementType === 'deposit');
  if (!deposit) throw new Error('no deposit in the statement');
  return deposit;
}

/** When (ms since the epoch) the page last had an answer to a QR read of a provider other than `created`. */
function recordQrAnswers(page: Page, created: string) {
  let last = 0;
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    const match = /^\/api\/qrcode\/([A-Z]+)$/.exec(pathname);
    if (match && match[1] !== created && res.request().method() === 'GET') last = Date.now();
  });
  return () => last;
}

test.describe('deposit statuses', { tag: '@laos' }, () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(({ request }) => hideChatWidget(request));

  test('refresh flags clear, "I have paid" keeps watching, a paid code shows its receipt and the new balance', async ({
    page,
    request,
    market,
  }, testInfo) => {
    for (const locale of LOCALES) {
      const t = (id: string, values?: Record<string, string | number>) => screenTextWith(locale, id, values);
      await storeLocale(page, locale);
      await openAsPlayer(page, request);
      // The sync label names what it is about.
      await expect(page.locator('.wl-home-facts')).toContainText(t('Game balances synced'));

      const lastOtherAnswer = recordQrAnswers(page, 'KBANK');
      await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('Deposit') });
      await depositMethod(dialog, t, 'QR payment');
      const panel = dialog.locator('.wl-deposit-qr').first();
      await panel.locator('button[aria-expanded="false"]').click();
      // The provider's first preset, in the account's currency (the Laos demo player's is kip).
      await panel.locator('.wl-deposit-qr__presets button').first().click();
      const sentAt = Date.now();
      const created = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/qrcode/KBANK',
      );
      await panel.getByRole('button', { name: t('Create QR code') }).click();
      const { amount } = (await (await created).json()) as { amount: number };
      await expect(panel.getByRole('timer')).toBeVisible();
      // The other providers were reloaded after the code was asked for; 2 s after their last answer none is
      // "Updating…" any more.
      await expect.poll(() => lastOtherAnswer()).toBeGreaterThan(sentAt);
      await page.waitForTimeout(Math.max(0, lastOtherAnswer() + 2_000 - Date.now()));
      await expect(dialog.getByText(t('Updating…'))).toHaveCount(0, { timeout: 100 });

      await panel.getByRole('button', { name: t('I have paid') }).click();
      await expect(
        panel
          .getByRole('status')
          .filter({ hasText: t('Thank you. The deposit shows up here by itself as soon as it arrives.') }),
      ).toBeVisible();
      // Still watching, the code still on screen; no advice to refresh anything.
      await expect(dialog).toBeVisible();
      await expect(panel.getByRole('timer')).toBeVisible();
      await expect(dialog).not.toContainText(t('Refresh balance'));
      if (locale === 'en') await expect(dialog).not.toContainText(/refresh/i);
      await panel.getByRole('status').scrollIntoViewIfNeeded();
      await keepScreenshot(page, testInfo, `deposit I have paid ${locale}`);

      const paid = await request.post('/__sandbox/deposits/qr', {
        data: { phone: DEMO.phone, bankCode: 'KBANK' },
      });
      expect(paid.ok()).toBe(true);
      const receipt = dialog.getByRole('region', { name: t('Deposit receipt') });
      await expect(receipt).toBeVisible({ timeout: 20_000 });
      const statement = await newestDeposit(request);
      await expect(receipt).toContainText(formatMoneyNumber(amount, market === 'laos' ? 'LAK' : 'BAHT'));
      await expect(receipt).toContainText(await panel.locator('.wl-deposit-qr__name').innerText());
      await expect(receipt).toContainText(statement._id);
      await expect(receipt).toContainText(await expectedTotal(request));
      await expect(receipt.getByRole('link', { name: t('See it in your statement') })).toHaveAttribute(
        'href',
        '/user/statement',
      );
      await expect(receipt.locator('time')).toHaveCount(1);
      await expect(dialog).not.toContainText(t('Refresh balance'));
      await receipt.scrollIntoViewIfNeeded();
      await keepScreenshot(page, testInfo, `deposit receipt ${locale}`);
      await receipt.getByRole('link', { name: t('See it in your statement') }).click();
      await expect(page).toHaveURL(/\/user\/statement$/);
    }
  });
});
