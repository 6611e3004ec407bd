// Browser tests of the statement a player can scan (issue 45, docs/product.md#statement), on both builds: one compact
// row per item at 360 px, a filter by type and month kept in the URL (a reload and Back keep it), a transfer row that
// names its game, and the table from 1280 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDateTime, formatMoney, type AccountCurrency, type Locale } from '@wallet/domain';
import { DEMO, apiToken, expect, openAsPlayer, test } from './fixtures';
import { findOverflow, keepScreenshot, SMALL_PHONE } from './support/layout';
import { hideChatWidget } from './support/sandbox';
import { screenText } from './support/screen-text';

const KIP_PLAYER = { phone: '02055512345', password: 'sabaidee1' };
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface Row {
  statementType: string;
  from: string | null;
  to: string | null;
  amount: number;
  createdAt: string;
}

/** `YYYY-MM` of a date as the statement shows it (the market's zone). */
const monthOf = (date: string) => formatDateTime(date).replace(/^\d{2}\/(\d{2})\/(\d{4}).*$/, '$2-$1');

/** The player's latest transactions, wallet (game names, currency), read through the API as that player. */
async function readAs(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.post('/api/statement', { headers, data: { page: 1, limit: 100 } });
  const wallet = await request.get('/api/wallet', { headers });
  const { statements } = (await list.json()) as { statements: Row[] };
  const { slots, profile } = (await wallet.json()) as {
    slots: { code: string; name: string }[];
    profile: { currency?: AccountCurrency };
  };
  return { statements, slots, currency: profile.currency ?? 'BAHT' };
}

async function expectWithdrawalsOf(page: Page, l: Locale, expected: Row[], currency: AccountCurrency) {
  const list = page.getByRole('region', { name: screenText(l, 'Transaction list') });
  const rows = list.getByRole('row');
  await expect(rows).toHaveCount(expected.length + 1);
  for (const [i, row] of expected.entries()) {
    const shown = rows.nth(i + 1);
    await expect(shown).toContainText(screenText(l, 'Withdrawal'));
    await expect(shown).toContainText(`-${formatMoney(row.amount, currency, l)}`);
    await expect(shown).toContainText(formatDateTime(row.createdAt));
  }
}

test.describe('statement', () => {
  test.beforeEach(async ({ request }) => {
    await hideChatWidget(request);
  });

  test(
    'a statement filtered to the withdrawals of one month lists only those, one compact row each, and survives a reload and Back; a transfer names its game',
    { tag: '@laos' },
    async ({ page, request, market, defaultLocale: l }, testInfo) => {
      const who = market === 'laos' ? KIP_PLAYER : DEMO;
      const token = await apiToken(request, who);
      // A withdrawal this month, so the month filter has a month's withdrawals to leave out (the seeded ones are
      // about 40 days old, so always of an earlier month).
      const amount = market === 'laos' ? 60_000 : 150;
      const made = await request.post('/api/wallet/withdraw', {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
        data: { amount },
      });
      expect(made.ok(), await made.text()).toBe(true);
      const { statements, slots, currency } = await readAs(request, token);
      const withdrawals = statements.filter((s) => s.statementType === 'withdraw');
      const month = monthOf(withdrawals.at(-1)!.createdAt);
      const expected = withdrawals.filter((s) => monthOf(s.createdAt) === month);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(withdrawals.length);

      await page.setViewportSize(SMALL_PHONE);
      await openAsPlayer(page, request, '/user/statement', { who });
      const main = page.getByRole('main');
      // The first page of the list loaded: the app is running, not only its prerendered frame.
      await expect(main.getByRole('row').nth(10)).toBeVisible();
      await main.getByRole('combobox', { name: screenText(l, 'Type') }).selectOption({
        label: screenText(l, 'Withdrawal'),
      });
      const monthLabel = `${screenText(l, MONTHS[Number(month.slice(5)) - 1]!)} ${month.slice(0, 4)}`;
      await main.getByRole('combobox', { name: screenText(l, 'Month') }).selectOption({ label: monthLabel });
      await expect(page).toHaveURL(new RegExp(`/user/statement\\?type=withdraw&month=${month}$`));
      await expectWithdrawalsOf(page, l, expected, currency);

      // One compact row per item at 360 px (the old card of four labelled lines was about 140 px): what and the
      // amount, the ends of the move, the status and the date; nothing off screen.
      const bodyRows = main
        .getByRole('region', { name: screenText(l, 'Transaction list') })
        .locator('tbody tr');
      await keepScreenshot(page, testInfo, `${market}-statement-withdrawals-360`);
      for (const box of await bodyRows.evaluateAll((trs) =>
        trs.map((tr) => tr.getBoundingClientRect().height),
      ))
        expect(box).toBeLessThan(96);
      expect(await findOverflow(page, main)).toEqual([]);

      await page.reload();
      await expect(main.getByRole('combobox', { name: screenText(l, 'Month') })).toHaveValue(month);
      await expectWithdrawalsOf(page, l, expected, currency);

      await page.goto('/user/home');
      await expect(page).toHaveURL(/\/user\/home$/);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?type=withdraw&month=${month}$`));
      await expectWithdrawalsOf(page, l, expected, currency);

      // A transfer names its game: the seeded move from the main wallet into pg.
      const pg = slots.find((s) => s.code === 'pg')!;
      const toPg = statements.find((s) => s.statementType === 'transfer' && s.to === 'pg')!;
      await main.getByRole('button', { name: screenText(l, 'Clear filter') }).click();
      await main.getByRole('combobox', { name: screenText(l, 'Type') }).selectOption({
        label: screenText(l, 'Transfer'),
      });
      await expect(page).toHaveURL(/\?type=transfer$/);
      const transferRow = main
        .getByRole('row')
        .filter({ hasText: formatMoney(toPg.amount, currency, l) })
        .filter({ hasText: pg.name });
      await expect(transferRow.first()).toContainText(`${screenText(l, 'Main wallet')} → `);
      await keepScreenshot(page, testInfo, `${market}-statement-transfers-360`);

      // From 1280 px the statement is a table with its column headers.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(main.getByRole('columnheader', { name: screenText(l, 'Amount') })).toBeVisible();
    },
  );
});
