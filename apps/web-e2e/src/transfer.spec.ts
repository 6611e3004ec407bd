// Browser tests of the transfer modal (issue 12) on both builds, against the real sandbox: balances before and after,
// the rules refused without a request, the error dialog, 20 rapid taps -> one request, the idempotency replay, and a
// timeout telling the player the result is unknown. The withdraw modal: withdraw.spec.ts.
import { formatAmount, formatMoney } from '@wallet/domain';
import { DEMO, catalogText, errorText, expect, test, serverCount } from './fixtures';
import { BURST_LATENCY_MS, describeRequests, slowNetwork, tapAndRecord } from './support/money-safety';
import { hideChatWidget } from './support/sandbox';
import { screenText, amountLabel } from './support/screen-text';
import {
  CLIENT_TIMEOUT_MS,
  TRANSFER,
  WITHDRAW,
  balances,
  logInAs,
  openTransfer,
  pick,
  type T,
} from './support/transfer-withdraw';

test.describe('transfer', () => {
  test.beforeEach(async ({ page, request }) => {
    // `page` first: its fixture resets the sandbox.
    expect(page).toBeTruthy();
    await hideChatWidget(request);
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
    await expect(dialog.getByRole('textbox', { name: amountLabel(l) })).toHaveValue('');

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
    await expect(dialog.getByRole('textbox', { name: amountLabel(l) })).toHaveValue('300');
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
      await expect(dialog.getByRole('textbox', { name: amountLabel(l) })).toBeFocused();
      await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('100');
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
      await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('50');
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
    const amount = dialog.getByRole('textbox', { name: amountLabel(l) });
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
    const minimum = catalogText(l, 'validation.transferMinimum').replace('{min}', formatMoney(1, 'BAHT', l));
    expect(minimum).toMatch(/1\.00 (baht|บาท|ບາດ)$/);
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
    await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('100');
    await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
    const error = page.getByRole('alertdialog', { name: t('Error') });
    // The code's own text, then what to do next.
    await expect(error).toHaveAccessibleDescription(
      `${errorText(l, 'TRANSFER_FAIL')} ${catalogText(l, 'next.checkBalanceRetry')}`,
    );
    await error.getByRole('button').click();
    await expect(dialog.getByRole('textbox', { name: amountLabel(l) })).toHaveValue('100');
    await expect(
      dialog.getByRole('listbox', { name: t('To') }).getByRole('option', { name: /^AskMeBet/ }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(await balances(request)).toMatchObject({ wallet: 1250.5, askmebet: 0 });
  });

  test('20 rapid taps on Confirm transfer send exactly one request', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t: T = (msgid) => screenText(l, msgid);
    await logInAs(page, request, DEMO.phone, DEMO.password);
    const dialog = await openTransfer(page, t);
    await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('100');
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
    await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('100');
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
    await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('100');
    const retried = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(TRANSFER.path));
    await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
    expect((await retried).headers()['idempotency-key']).toBe(first.headers()['idempotency-key']);
    await expect(page.getByRole('alertdialog', { name: catalogText(l, 'transfer.success') })).toBeVisible();
    expect(await balances(request)).toMatchObject({ wallet: 1150.5, pg: 400 });
  });
});
