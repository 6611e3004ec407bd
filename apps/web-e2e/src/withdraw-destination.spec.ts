// Browser tests of issue 44's withdraw and game-card items and issue 45's bank names, on both builds against the real
// sandbox: withdraw names the receiving bank in the reader's language (English on an English screen of the Thai build,
// Lao for a Lao bank on the Laos build in Lao, as home's bank card does), the account's last four digits and the
// approval time; its picker says wallet and games and its note lists the game balances that move first. A game that
// holds nothing, with money in the wallet, leads with "Move <wallet> and play": one confirm, and 20 rapid taps on it
// send one request (docs/product.md#withdraw, #games, #formats).
import type { Locator, Page } from '@playwright/test';
import {
  BCP47_TAGS,
  formatMoney,
  localizedBankName,
  type AccountCurrency,
  type Locale,
} from '@wallet/domain';
import { DEMO, expect, openAsPlayer, serverCount, test } from './fixtures';
import { findBrokenWords, findOverflow, keepScreenshot, SMALL_PHONE } from './support/layout';
import { BURST_LATENCY_MS, describeRequests, slowNetwork, tapAndRecord } from './support/money-safety';
import { hideChatWidget } from './support/sandbox';
import { screenText, storeLocale } from './support/screen-text';
import { openWithdraw, type T } from './support/transfer-withdraw';

/** The Laos build's demo player: a kip account at BCEL. */
const KIP_PLAYER = { phone: '02055512345', password: 'sabaidee1' };
const TRANSFER_ALL = { method: 'POST', path: '/api/wallet/transferAll' };

interface WalletAnswer {
  wallet: { amount: number };
  profile: { currency?: AccountCurrency };
  bankAccount: { bankAccountNo: string; bank: { nameTH: string; nameEN?: string; nameLO?: string } };
  slots: Array<{ code: string; name: string; amount: number; isActive: boolean }>;
}

/** The player's wallet answer, read as that player. */
async function walletOf(page: Page, who: { phone: string; password: string }): Promise<WalletAnswer> {
  const login = await page.request.post('/api/login', {
    data: { username: who.phone, password: who.password },
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await page.request.get('/api/wallet', { headers: { Authorization: `Bearer ${token}` } });
  return (await answer.json()) as WalletAnswer;
}

/** Who plays on a build, and in which language: the Thai build's demo in English, the kip player in Lao. */
function journeyOf(defaultLocale: Locale) {
  return defaultLocale === 'la'
    ? { who: KIP_PLAYER, locale: 'la' as const, bankName: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ' }
    : { who: DEMO, locale: 'en' as const, bankName: 'Siam Commercial Bank' };
}

/** A `<dt>`'s value. */
const detail = (scope: Page | Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

test.describe('withdraw destination and game-card lead', () => {
  test.beforeEach(async ({ page, request }) => {
    // `page` first: its fixture resets the sandbox.
    expect(page).toBeTruthy();
    await hideChatWidget(request);
  });

  test(
    'withdraw names the bank in the reader’s language, the account ending and the approval time; the picker says wallet and games and the note lists the game balances that move first',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }, testInfo) => {
      const { who, locale: l, bankName } = journeyOf(defaultLocale);
      const t: T = (msgid) => screenText(l, msgid);
      const wallet = await walletOf(page, who);
      const currency = wallet.profile.currency ?? 'BAHT';
      const money = (value: number) => formatMoney(value, currency, l);
      const ending = wallet.bankAccount.bankAccountNo.slice(-4);
      expect(localizedBankName(wallet.bankAccount.bank, l)).toBe(bankName);

      await page.setViewportSize(SMALL_PHONE);
      await storeLocale(page, l);
      await openAsPlayer(page, request, '/user/home', { who });
      // Home's bank card names the bank the same way.
      await expect(detail(page, t('Bank'))).toHaveText(bankName);
      expect(await findOverflow(page, page.locator('dl', { has: detail(page, t('Bank')) }))).toEqual([]);

      const dialog = await openWithdraw(page, t);
      const to = detail(dialog, t('To your account'));
      await expect(to).toContainText(bankName);
      await expect(to).toContainText(`•••• ${ending}`);
      await expect(
        to.getByRole('img', { name: t('account ending in {ending}').replace('{ending}', ending) }),
      ).toHaveText(`•••• ${ending}`);
      await expect(to).not.toContainText(wallet.bankAccount.bankAccountNo.slice(0, 6));
      await expect(detail(dialog, t('Approval'))).toHaveText(
        t('Usually approved within {minutes} min').replace('{minutes}', '15'),
      );

      const moving = wallet.slots.filter((slot) => slot.isActive && slot.amount > 0);
      expect(moving.length).toBeGreaterThan(1);
      const total = moving.reduce((sum, slot) => sum + slot.amount, wallet.wallet.amount);
      const picker = dialog.getByRole('listbox', { name: t('Withdraw from') });
      await expect(
        picker.getByRole('option', { name: new RegExp(`^${t('Wallet and games')}`) }),
      ).toContainText(money(total));
      await expect(dialog.getByText(t('These game balances move to the wallet first:'))).toBeVisible();
      await expect(dialog.getByRole('list').getByRole('listitem')).toHaveText(
        moving.map((slot) => `${slot.name} ${money(slot.amount)}`),
      );
      expect(await findOverflow(page, dialog)).toEqual([]);
      expect(await findBrokenWords(dialog, BCP47_TAGS[l])).toEqual([]);
      await keepScreenshot(page, testInfo, `withdraw-${l}-360`);
    },
  );

  test(
    'an empty game with a funded wallet leads with "Move <wallet> and play": one confirm, 20 rapid taps send one request, the game opens with the wallet in it',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }, testInfo) => {
      const who = l === 'la' ? KIP_PLAYER : DEMO;
      const t: T = (msgid) => screenText(l, msgid);
      const before = await walletOf(page, who);
      const currency = before.profile.currency ?? 'BAHT';
      const betflix = before.slots.find((slot) => slot.code === 'betflix');
      expect(betflix).toMatchObject({ isActive: true, amount: 0 });
      expect(before.wallet.amount).toBeGreaterThan(0);
      const amount = formatMoney(before.wallet.amount, currency, l);

      await page.setViewportSize(SMALL_PHONE);
      await openAsPlayer(page, request, '/user/home', { who });
      const row = page.getByRole('region', { name: t('Sport and casino') });
      const card = row.getByRole('button', { name: /^Betflix\b/ });
      for (let step = 0; step < 10 && !(await card.isVisible()); step += 1) {
        await row.getByRole('button').first().focus();
        await page.keyboard.press('ArrowRight');
      }
      await card.click();
      const actions = page.getByRole('dialog', { name: 'Betflix' });
      const move = actions.getByRole('button', { name: t('Move {0} and play').replace('{0}', amount) });
      const play = actions.getByRole('button', { name: t('Play'), exact: true });
      // The move leads: the primary button, before Play.
      await expect(move).toHaveClass(/wk-button--primary/);
      await expect(play).toHaveClass(/wk-button--secondary/);
      expect(
        await move.evaluate(
          (button, other) => !!(button.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await play.elementHandle(),
        ),
      ).toBe(true);

      expect(await findBrokenWords(actions, BCP47_TAGS[l])).toEqual([]);
      await keepScreenshot(page, testInfo, `game-actions-${l}-360`);
      await move.click();
      const confirm = page.getByRole('alertdialog', {
        name: t('Move {0} to {1}?').replace('{0}', amount).replace('{1}', 'Betflix'),
      });
      await expect(confirm).toBeVisible();
      expect(await findBrokenWords(confirm, BCP47_TAGS[l])).toEqual([]);
      await keepScreenshot(page, testInfo, `move-and-play-confirm-${l}-360`);
      expect(await serverCount(request, TRANSFER_ALL.path, 'POST')).toBe(0);

      // The Thai build opens games in a new tab, the Laos build in the same window (its iframe flag is off).
      const popup = l === 'th' ? page.waitForEvent('popup') : null;
      const restore = await slowNetwork(page);
      const report = await tapAndRecord(page, confirm.getByRole('button', { name: t('Move and play') }), {
        ...TRANSFER_ALL,
        times: 20,
        until: async () => {
          await restore();
          if (popup) await (await popup).waitForURL(/\/__games\/betflix\/launch\?/);
          else await page.waitForURL(/\/__games\/betflix\/launch\?/);
        },
      });
      expect(report.count, describeRequests(TRANSFER_ALL, report)).toBe(1);
      expect(report.burstMs, 'the 20 taps landed while the request was in flight').toBeLessThan(
        BURST_LATENCY_MS,
      );
      expect(await serverCount(request, TRANSFER_ALL.path, 'POST')).toBe(1);
      const after = await walletOf(page, who);
      expect(after.wallet.amount).toBe(0);
      expect(after.slots.find((slot) => slot.code === 'betflix')?.amount).toBeCloseTo(
        before.wallet.amount,
        2,
      );
    },
  );
});
