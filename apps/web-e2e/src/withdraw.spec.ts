// Browser tests of the withdraw modal (issue 12) on both builds, against the real sandbox: the limits refused without
// a request, a pending withdrawal in the statement, the whole balance while a bonus is held, 20 rapid taps -> one
// request, a failed call keeping the form, a timeout telling the player the result is unknown, and both money modals
// at 360 px. The transfer modal: transfer.spec.ts.
import type { Locator } from '@playwright/test';
import { formatAmount, formatMoney } from '@wallet/domain';
import { DEMO, catalogText, errorText, expect, test, serverCount } from './fixtures';
import { BURST_LATENCY_MS, describeRequests, slowNetwork, tapAndRecord } from './support/money-safety';
import { hideChatWidget } from './support/sandbox';
import { screenText, storeLocale, amountLabel } from './support/screen-text';
import { readStored } from './support/stored';
import {
  BONUS_HOLDER,
  CLIENT_TIMEOUT_MS,
  WITHDRAW,
  balances,
  logInAs,
  openTransfer,
  openWithdraw,
  type T,
} from './support/transfer-withdraw';

test.describe('withdraw', () => {
  test.beforeEach(async ({ page, request }) => {
    // `page` first: its fixture resets the sandbox.
    expect(page).toBeTruthy();
    await hideChatWidget(request);
  });

  test(
    'withdraw below the minimum and above the maximum is refused with the limits shown; a valid one is pending in the statement',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }) => {
      const t: T = (msgid) => screenText(l, msgid);
      await logInAs(page, request, DEMO.phone, DEMO.password);
      const dialog = await openWithdraw(page, t);
      const amount = dialog.getByRole('textbox', { name: amountLabel(l) });
      const confirm = dialog.getByRole('button', { name: t('Confirm withdrawal') });
      const limits = t('Minimum {0}, maximum {1}')
        .replace('{0}', formatMoney(100, 'BAHT', l))
        .replace('{1}', formatMoney(2000, 'BAHT', l));
      await expect(amount).toHaveAccessibleDescription(limits);

      await amount.fill('50');
      await confirm.click();
      await expect(amount).toHaveAccessibleDescription(
        `${limits} ${catalogText(l, 'validation.withdrawMinimum').replace('{min}', formatMoney(100, 'BAHT', l))}`,
      );
      await amount.fill('2100');
      await confirm.click();
      await expect(amount).toHaveAccessibleDescription(
        `${limits} ${catalogText(l, 'validation.withdrawMaximum').replace('{max}', formatMoney(2000, 'BAHT', l))}`,
      );
      expect(await serverCount(request, WITHDRAW.path, 'POST')).toBe(0);

      const before = await balances(request);
      await amount.fill('500');
      await confirm.click();
      const success = page.getByRole('alertdialog', { name: t('Withdrawal requested') });
      await expect(success).toHaveAccessibleDescription(catalogText(l, 'withdraw.pending'));
      await success.getByRole('button').click();
      await expect(dialog).toBeHidden();
      const after = await balances(request);
      // withdrawAll gathered the game balances into the wallet, then took 500 out.
      expect(after.pg).toBe(0);
      expect(after.wallet).toBeCloseTo(before.wallet + 1000.75 - 500, 2);

      await page.goto('/user/statement');
      const row = page
        .getByRole('row')
        .filter({ hasText: catalogText(l, 'statement.status.inProgress') })
        .filter({ hasText: `-${formatMoney(500, 'BAHT', l)}` });
      await expect(row.first()).toBeVisible();
    },
  );

  test('while a bonus is held the withdrawal is the whole balance, and the player is told why', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await logInAs(page, request, BONUS_HOLDER.phone, BONUS_HOLDER.password);
    const dialog = await openWithdraw(page, t);
    await expect(dialog.getByRole('note')).toHaveText(
      t(
        'You hold a bonus. A withdrawal after a bonus must be the full amount, so your whole balance is withdrawn.',
      ),
    );
    const amount = dialog.getByRole('textbox', { name: amountLabel(l) });
    await expect(amount).toHaveValue('800');
    await expect(amount).toHaveAttribute('readonly', '');
    await dialog.getByRole('button', { name: t('Confirm withdrawal') }).click();
    await page
      .getByRole('alertdialog', { name: t('Withdrawal requested') })
      .getByRole('button')
      .click();
    const after = await balances(request, BONUS_HOLDER.phone, BONUS_HOLDER.password);
    expect(after.wallet).toBe(0);
    const check = await request.get('/api/bonus/check/active', {
      headers: { Authorization: `Bearer ${after.token}` },
    });
    expect(await check.json()).toEqual({ status: false, type: null });
  });

  test('20 rapid taps on Confirm withdrawal send exactly one request', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openWithdraw(page, t);
    await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('200');
    const restore = await slowNetwork(page);
    const report = await tapAndRecord(page, dialog.getByRole('button', { name: t('Confirm withdrawal') }), {
      ...WITHDRAW,
      times: 20,
      until: async () => {
        await restore();
        await expect(page.getByRole('alertdialog', { name: t('Withdrawal requested') })).toBeVisible();
      },
    });
    expect(report.count, describeRequests(WITHDRAW, report)).toBe(1);
    expect(report.burstMs, 'the 20 taps landed while the request was in flight').toBeLessThan(
      BURST_LATENCY_MS,
    );
    expect(await serverCount(request, WITHDRAW.path, 'POST')).toBe(1);
  });

  test('a failed withdraw keeps the form and the balances', async ({ page, request, defaultLocale: l }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openWithdraw(page, t);
    const armed = await request.post('/__sandbox/fail', {
      data: { path: WITHDRAW.path, status: 500, code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(armed.ok()).toBe(true);
    await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('300');
    await dialog.getByRole('button', { name: t('Confirm withdrawal') }).click();
    const error = page.getByRole('alertdialog', { name: t('Error') });
    // The code's own text, then what to do next.
    await expect(error).toHaveAccessibleDescription(
      `${errorText(l, 'INTERNAL_SERVER_ERROR')} ${catalogText(l, 'next.tryAgainLater')}`,
    );
    await error.getByRole('button').click();
    await expect(dialog.getByRole('textbox', { name: amountLabel(l) })).toHaveValue('300');
    expect(await balances(request)).toMatchObject({ wallet: 1250.5, pg: 300 });
    expect(await serverCount(request, WITHDRAW.path, 'POST')).toBe(1);
  });

  test('both modals fit a 360 px wide screen, nothing off screen', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await page.setViewportSize({ width: 360, height: 740 });
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const fits = async (dialog: Locator) => {
      const overflow = await dialog.evaluate((panel) =>
        [panel, ...Array.from(panel.querySelectorAll<HTMLElement>('*'))]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return (
              box.width > 0 &&
              (box.left < -0.5 || box.right > window.innerWidth + 0.5 || el.scrollWidth > el.clientWidth + 1)
            );
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(overflow).toEqual([]);
    };
    const transfer = await openTransfer(page, t);
    await fits(transfer);
    await page.keyboard.press('Escape');
    await expect(transfer).toBeHidden();
    await fits(await openWithdraw(page, t));

    // The quick-amount chips' labels stay whole in Thai and Lao: "All" (one word) on one line of text.
    for (const locale of ['th', 'la'] as const) {
      await storeLocale(page, locale);
      await page.goto('/user/home');
      const dialog = await openTransfer(page, (msgid) => screenText(locale, msgid));
      const lines = await dialog
        .getByRole('button', { name: screenText(locale, 'All'), exact: true })
        .evaluate((chip) => {
          // The tops of the label's text boxes: one per line it is laid out on.
          const tops = new Set<number>();
          const walker = document.createTreeWalker(chip, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const box of Array.from(range.getClientRects())) tops.add(Math.round(box.top));
          }
          return tops.size;
        });
      expect(lines, `${locale}: lines of the "All" chip`).toBe(1);
    }
  });
});

test.describe('withdraw timeout', () => {
  test('a withdraw past the client timeout says the result is unknown and re-reads the balances', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    expect((await request.post('/__sandbox/switches', { data: { enableChatWidget: false } })).ok()).toBe(
      true,
    );
    const t: T = (msgid) => screenText(l, msgid);
    await page.clock.install();
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openWithdraw(page, t);
    const slider = dialog.getByRole('listbox', { name: t('Withdraw from') });
    await expect(slider).toContainText(formatAmount(2251.25));
    await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('300');
    expect(
      (await request.post('/__sandbox/delay', { data: { path: WITHDRAW.path, ms: 120_000 } })).ok(),
    ).toBe(true);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(WITHDRAW.path));
    await dialog.getByRole('button', { name: t('Confirm withdrawal') }).click();
    await sent;
    // The server has done it (only its answer is held): the browser's request is out before the server has handled
    // it, and a re-read that overtook it would show the old balance (one clean-clone run saw 2,251.25 there).
    const token = (await readStored(page, 'token', 'session')) ?? (await readStored(page, 'token'));
    await expect
      .poll(async () => {
        const res = await request.get('/api/wallet', { headers: { Authorization: `Bearer ${token}` } });
        return ((await res.json()) as { wallet: { amount: number } }).wallet.amount;
      })
      .toBe(1951.25);
    const reread = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith('/api/wallet'),
    );
    await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
    expect((await reread).ok()).toBe(true);
    await expect(dialog.getByRole('alert')).toHaveText(
      t(
        'We could not confirm whether this went through. Your balances have been re-read: check them before you try again. Trying again with the same details cannot move your money twice.',
      ),
    );
    // The re-read shows what the server did: 300 went out.
    await expect(slider).toContainText(formatAmount(1951.25));
    await expect(dialog.getByRole('textbox', { name: amountLabel(l) })).toHaveValue('300');
    expect(await serverCount(request, WITHDRAW.path, 'POST')).toBe(1);
  });
});
