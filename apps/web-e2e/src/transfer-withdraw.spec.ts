// Browser tests of the transfer and withdraw modals (issue 12) on both builds, against the real sandbox: balances
// before and after, the rules refused without a request, the error dialogs, 20 rapid taps -> one request, the
// idempotency replay, a failed call keeping the form, and a timeout telling the player the result is unknown.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatAmount } from '@wallet/domain';
import { DEMO, catalogText, errorText, expect, openAsPlayer, test, serverCount } from './fixtures';
import { BURST_LATENCY_MS, describeRequests, slowNetwork, tapAndRecord } from './support/money-safety';
import { screenText, storeLocale } from './support/screen-text';
import { openGameTransfer } from './support/transfer-dialog';

const BONUS_HOLDER = { phone: '0845678901', password: 'bonus1234' };
const TRANSFER = { method: 'POST', path: '/api/wallet/transfer' };
const WITHDRAW = { method: 'POST', path: '/api/wallet/withdrawAll' };
/** The client's timeout (docs/product.md#api: 60 s). */
const CLIENT_TIMEOUT_MS = 60_000;

type T = (msgid: string) => string;

/** Home as a logged-in player (remember me); the agreement, another test's subject, accepted beforehand. */
async function logInAs(
  page: Page,
  request: APIRequestContext,
  phone: string,
  password: string,
): Promise<void> {
  await openAsPlayer(page, request, '/user/home', { who: { phone, password } });
}

/** The sandbox's balances of a player (baht), read through the API as that player. */
async function balances(request: APIRequestContext, phone = DEMO.phone, password = DEMO.password) {
  const login = await request.post('/api/login', { data: { username: phone, password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const wallet = (await (await request.get('/api/wallet', { headers })).json()) as {
    wallet: { amount: number };
    slots: Array<{ code: string; amount: number }>;
  };
  const game = (code: string) => wallet.slots.find((s) => s.code === code)?.amount;
  return { wallet: wallet.wallet.amount, pg: game('pg'), askmebet: game('askmebet'), token };
}

/** The transfer modal, opened from a game card's Transfer action (To preset to that game). */
async function openTransfer(page: Page, t: T, game = 'PG Soft'): Promise<Locator> {
  const dialog = await openGameTransfer(page, t, game);
  await expect(dialog.getByRole('listbox', { name: t('From') })).toBeVisible();
  return dialog;
}

async function openWithdraw(page: Page, t: T): Promise<Locator> {
  await page.getByRole('button', { name: t('Withdraw'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('Withdraw'), exact: true });
  await expect(dialog.getByRole('textbox', { name: t('Amount (baht)') })).toBeVisible();
  return dialog;
}

async function pick(dialog: Locator, t: T, picker: 'From' | 'To', option: string): Promise<void> {
  const list = dialog.getByRole('listbox', { name: t(picker) });
  await list.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await expect(list.getByRole('option', { name: new RegExp(`^${option}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test.describe('transfer and withdraw', () => {
  test.beforeEach(async ({ page, request }) => {
    // `page` first: its fixture resets the sandbox. Without the chat launcher nothing floats over the modals.
    expect(page).toBeTruthy();
    expect((await request.post('/__sandbox/switches', { data: { enableChatWidget: false } })).ok()).toBe(
      true,
    );
  });

  test("home's own Transfer opens the dialog with nothing preset; a game's whole balance goes back in one tap and one confirm", async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    const before = await balances(request);
    expect(before).toMatchObject({ wallet: 1250.5, pg: 300 });
    await logInAs(page, request, DEMO.phone, DEMO.password);
    await page.getByRole('button', { name: t('Transfer'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('Transfer'), exact: true });
    const from = dialog.getByRole('listbox', { name: t('From') });
    const to = dialog.getByRole('listbox', { name: t('To') });
    await expect(from.getByRole('option', { selected: true })).toHaveAccessibleName(
      new RegExp(`^${t('Main wallet')}`),
    );
    await expect(to.getByRole('option', { selected: true })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: t('Amount (baht)') })).toHaveValue('');

    // To PG Soft, then "all of it back": From PG Soft, To the main wallet, its whole 300.
    await pick(dialog, t, 'To', 'PG Soft');
    const moveBack = dialog.getByRole('button', {
      name: t('Move all of {gameName} back to the main wallet').replace('{gameName}', 'PG Soft'),
    });
    await moveBack.click();
    await expect(from.getByRole('option', { selected: true })).toHaveAccessibleName(/^PG Soft/);
    await expect(to.getByRole('option', { selected: true })).toHaveAccessibleName(
      new RegExp(`^${t('Main wallet')}`),
    );
    await expect(dialog.getByRole('textbox', { name: t('Amount (baht)') })).toHaveValue('300');
    expect(await serverCount(request, TRANSFER)).toBe(0);
    await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
    await expect(page.getByRole('alertdialog', { name: catalogText(l, 'transfer.success') })).toBeVisible();
    expect(await balances(request)).toMatchObject({ wallet: 1550.5, pg: 0 });
    expect(await serverCount(request, TRANSFER)).toBe(1);
  });

  test(
    'transfers wallet -> game and game -> wallet, balances checked before and after',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }) => {
      const t: T = (msgid) => screenText(l, msgid);
      const before = await balances(request);
      expect(before).toMatchObject({ wallet: 1250.5, pg: 300 });
      await logInAs(page, request, DEMO.phone, DEMO.password);

      let dialog = await openTransfer(page, t);
      const from = dialog.getByRole('listbox', { name: t('From') });
      await expect(from.getByRole('option', { name: new RegExp(t('Main wallet')) })).toContainText(
        formatAmount(1250.5),
      );
      await expect(dialog.getByRole('textbox', { name: t('Amount (baht)') })).toBeFocused();
      await dialog.getByRole('textbox', { name: t('Amount (baht)') }).fill('100');
      await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
      const success = page.getByRole('alertdialog', { name: catalogText(l, 'transfer.success') });
      await success.getByRole('button').click();
      await expect(dialog).toBeHidden();
      expect(await balances(request)).toMatchObject({ wallet: 1150.5, pg: 400 });
      // Home re-read the balances: the card shows the game's new balance.
      await expect(page.getByRole('button', { name: /^PG Soft/ }).first()).toContainText(formatAmount(400));

      dialog = await openTransfer(page, t);
      await pick(dialog, t, 'From', 'PG Soft');
      await pick(dialog, t, 'To', t('Main wallet'));
      await dialog.getByRole('textbox', { name: t('Amount (baht)') }).fill('50');
      await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
      await page
        .getByRole('alertdialog', { name: catalogText(l, 'transfer.success') })
        .getByRole('button')
        .click();
      await expect(dialog).toBeHidden();
      expect(await balances(request)).toMatchObject({ wallet: 1200.5, pg: 350 });
      await expect(page.getByRole('button', { name: /^PG Soft/ }).first()).toContainText(formatAmount(350));
    },
  );

  test('refuses the same From and To, 0.5 baht and more than From holds, without a request', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openTransfer(page, t);
    const amount = dialog.getByRole('textbox', { name: t('Amount (baht)') });
    const confirm = dialog.getByRole('button', { name: t('Confirm transfer') });

    await pick(dialog, t, 'To', t('Main wallet'));
    await amount.fill('100');
    await confirm.click();
    await expect(dialog.getByRole('listbox', { name: t('To') })).toHaveAccessibleDescription(
      catalogText(l, 'validation.transferSameWallet'),
    );

    await pick(dialog, t, 'To', 'PG Soft');
    await amount.fill('0.5');
    await confirm.click();
    const minimum = catalogText(l, 'validation.transferMinimum').replace('{min}', '1');
    expect(minimum).toMatch(/1 (baht|บาท|ບາດ)$/);
    await expect(amount).toHaveAccessibleDescription(minimum);

    await amount.fill('1250.51');
    await confirm.click();
    await expect(amount).toHaveAccessibleDescription(errorText(l, 'MONEY_NOT_ENOUGH'));
    expect(await serverCount(request, TRANSFER.path, 'POST')).toBe(0);
  });

  test('TRANSFER_FAIL shows the error dialog, keeps the form and the wallet is whole again', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openTransfer(page, t);
    // AskMeBet is under maintenance in the sandbox: transfers into it fail with TRANSFER_FAIL.
    await pick(dialog, t, 'To', 'AskMeBet');
    await dialog.getByRole('textbox', { name: t('Amount (baht)') }).fill('100');
    await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
    const error = page.getByRole('alertdialog', { name: t('Error') });
    await expect(error).toHaveAccessibleDescription(errorText(l, 'TRANSFER_FAIL'));
    await error.getByRole('button').click();
    await expect(dialog.getByRole('textbox', { name: t('Amount (baht)') })).toHaveValue('100');
    await expect(
      dialog.getByRole('listbox', { name: t('To') }).getByRole('option', { name: /^AskMeBet/ }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(await balances(request)).toMatchObject({ wallet: 1250.5, askmebet: 0 });
  });

  test(
    'withdraw below the minimum and above the maximum is refused with the limits shown; a valid one is pending in the statement',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }) => {
      const t: T = (msgid) => screenText(l, msgid);
      await logInAs(page, request, DEMO.phone, DEMO.password);
      const dialog = await openWithdraw(page, t);
      const amount = dialog.getByRole('textbox', { name: t('Amount (baht)') });
      const confirm = dialog.getByRole('button', { name: t('Confirm withdrawal') });
      const limits = t('Minimum {0} baht, maximum {1} baht')
        .replace('{0}', formatAmount(100))
        .replace('{1}', formatAmount(2000));
      await expect(amount).toHaveAccessibleDescription(limits);

      await amount.fill('50');
      await confirm.click();
      await expect(amount).toHaveAccessibleDescription(
        `${limits} ${catalogText(l, 'validation.withdrawMinimum').replace('{min}', '100')}`,
      );
      await amount.fill('2100');
      await confirm.click();
      await expect(amount).toHaveAccessibleDescription(
        `${limits} ${catalogText(l, 'validation.withdrawMaximum').replace('{max}', '2000')}`,
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
        .filter({ hasText: `-${formatAmount(500)}` });
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
    const amount = dialog.getByRole('textbox', { name: t('Amount (baht)') });
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

  test('20 rapid taps on Confirm transfer send exactly one request', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openTransfer(page, t);
    await dialog.getByRole('textbox', { name: t('Amount (baht)') }).fill('100');
    const restore = await slowNetwork(page);
    const report = await tapAndRecord(page, dialog.getByRole('button', { name: t('Confirm transfer') }), {
      ...TRANSFER,
      times: 20,
      until: async () => {
        await restore();
        await expect(
          page.getByRole('alertdialog', { name: catalogText(l, 'transfer.success') }),
        ).toBeVisible();
      },
    });
    expect(report.count, describeRequests(TRANSFER, report)).toBe(1);
    expect(report.burstMs, 'the 20 taps landed while the request was in flight').toBeLessThan(
      BURST_LATENCY_MS,
    );
    expect(await serverCount(request, TRANSFER.path, 'POST')).toBe(1);
    expect(await balances(request)).toMatchObject({ wallet: 1150.5, pg: 400 });
  });

  test('20 rapid taps on Confirm withdrawal send exactly one request', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openWithdraw(page, t);
    await dialog.getByRole('textbox', { name: t('Amount (baht)') }).fill('200');
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

  test('a second identical confirm with the same Idempotency-Key moves money once (sandbox)', async ({
    request,
  }) => {
    const { token } = await balances(request);
    const key = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': key };
    const body = { from: 'wallet', to: 'pg', amount: 100 };
    const first = await request.post(TRANSFER.path, { headers, data: body });
    const second = await request.post(TRANSFER.path, { headers, data: body });
    expect(first.status()).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await balances(request)).toMatchObject({ wallet: 1150.5, pg: 400 });
    const withdrawHeaders = { ...headers, 'Idempotency-Key': '7a2e3d4c-5b6f-4a71-9b8c-0d1e2f3a4b5c' };
    await request.post(WITHDRAW.path, { headers: withdrawHeaders, data: { amount: 150 } });
    await request.post(WITHDRAW.path, { headers: withdrawHeaders, data: { amount: 150 } });
    const after = await balances(request);
    expect(after.wallet + (after.pg ?? 0)).toBeCloseTo(2251.25 - 150, 2);
  });

  test('a failed withdraw keeps the form and the balances', async ({ page, request, defaultLocale: l }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openWithdraw(page, t);
    const armed = await request.post('/__sandbox/fail', {
      data: { path: WITHDRAW.path, status: 500, code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(armed.ok()).toBe(true);
    await dialog.getByRole('textbox', { name: t('Amount (baht)') }).fill('300');
    await dialog.getByRole('button', { name: t('Confirm withdrawal') }).click();
    const error = page.getByRole('alertdialog', { name: t('Error') });
    await expect(error).toHaveAccessibleDescription(errorText(l, 'INTERNAL_SERVER_ERROR'));
    await error.getByRole('button').click();
    await expect(dialog.getByRole('textbox', { name: t('Amount (baht)') })).toHaveValue('300');
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

  test('a long wait says so after 10 s; a timeout says the result is unknown and re-reads the balances; the retry moves money once', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    // The app's timers run on a clock the test can move: the 60 s client timeout passes in an instant.
    await page.clock.install();
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openTransfer(page, t);
    await dialog.getByRole('textbox', { name: t('Amount (baht)') }).fill('100');
    // The sandbox moves the money at once and holds the answer back for two minutes (past the client timeout).
    const armed = await request.post('/__sandbox/delay', { data: { path: TRANSFER.path, ms: 120_000 } });
    expect(armed.ok()).toBe(true);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(TRANSFER.path));
    await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
    const first = await sent;
    await expect(dialog.getByRole('button', { name: t('Confirm transfer') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // A spinner alone for the first seconds; from 10 s on, the dialog says it is still waiting and that nothing
    // will be sent twice.
    const stillWaiting = dialog
      .getByRole('status')
      .filter({ hasText: t("Still waiting for the server's answer. Nothing will be sent twice.") });
    await page.clock.fastForward(9_000);
    await expect(stillWaiting).toBeHidden();
    await page.clock.fastForward(2_000);
    await expect(stillWaiting).toBeVisible();
    const reread = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith('/api/wallet'),
    );
    await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000 - 11_000);
    await expect(stillWaiting).toBeHidden();
    expect((await reread).ok()).toBe(true);
    await expect(dialog.getByRole('alert')).toHaveText(
      t(
        'We could not confirm whether this went through. Your balances have been re-read: check them before you try again. Trying again with the same details cannot move your money twice.',
      ),
    );
    // The re-read balances show what the server did: the money had moved.
    await expect(
      dialog
        .getByRole('listbox', { name: t('From') })
        .getByRole('option', { name: new RegExp(t('Main wallet')) }),
    ).toContainText(formatAmount(1150.5));
    expect(await balances(request)).toMatchObject({ wallet: 1150.5, pg: 400 });

    // The player retries the same confirm: the same key, so the sandbox replays and nothing moves twice.
    await dialog.getByRole('textbox', { name: t('Amount (baht)') }).fill('100');
    const retried = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(TRANSFER.path));
    await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
    expect((await retried).headers()['idempotency-key']).toBe(first.headers()['idempotency-key']);
    await expect(page.getByRole('alertdialog', { name: catalogText(l, 'transfer.success') })).toBeVisible();
    expect(await balances(request)).toMatchObject({ wallet: 1150.5, pg: 400 });
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
    await dialog.getByRole('textbox', { name: t('Amount (baht)') }).fill('300');
    expect(
      (await request.post('/__sandbox/delay', { data: { path: WITHDRAW.path, ms: 120_000 } })).ok(),
    ).toBe(true);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(WITHDRAW.path));
    await dialog.getByRole('button', { name: t('Confirm withdrawal') }).click();
    await sent;
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
    await expect(dialog.getByRole('textbox', { name: t('Amount (baht)') })).toHaveValue('300');
    expect(await serverCount(request, WITHDRAW.path, 'POST')).toBe(1);
  });
});
