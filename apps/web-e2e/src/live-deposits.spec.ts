// Live deposits (issue 27): a pending deposit is watched with the contract's own reads and shows up by itself.
// The sandbox plays the operator (POST /__sandbox/deposits/...): a QR paid lands on screen with its toast without
// a tap, and one the server ends without payment (ended by the provider, or the server's clock ahead) says it ended,
// never "received"; a gift link held by the operator lands once credited; a rejected slip changes its row in the slip modal in
// place; a hidden or offline tab sends no polling request (counted in the browser) and resumes; leaving the player's
// pages stops the watch.
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { formatMoney, type Locale } from '@wallet/domain';
import { catalogText, DEMO, expect, expectedTotal, openAsPlayer, serverCount, test } from './fixtures';
import { depositMethod } from './support/deposit-dialog';
import { screenText } from './support/screen-text';

/** The watch's reads: a QR code's state, the slips' first page, the wallet. */
const WATCH_READ = /\/api\/(qrcode\/[A-Z]+|statement\/slip|wallet)$/;

function textsFor(locale: Locale) {
  return (msgid: string, values: Record<string, string | number> = {}) =>
    screenText(locale, msgid).replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

/** Every watch read the page sends, with its time (ms) since `start`. */
function recordReads(page: Page) {
  const start = Date.now();
  const reads: { at: number; method: string; path: string }[] = [];
  page.on('request', (req: Request) => {
    const { pathname } = new URL(req.url());
    if (WATCH_READ.test(pathname) && req.resourceType() !== 'preflight')
      reads.push({ at: Date.now() - start, method: req.method(), path: pathname });
  });
  return {
    reads,
    since: (at: number) => reads.filter((r) => r.at >= at),
    now: () => Date.now() - start,
  };
}

/** Home, the deposit modal, and a live KBANK QR code of 100 baht. */
async function createQr(page: Page, request: APIRequestContext, locale: Locale) {
  const t = textsFor(locale);
  await openAsPlayer(page, request);
  await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('Deposit') });
  await depositMethod(dialog, t, 'QR payment');
  const panel = dialog.locator('.wl-deposit-qr').first();
  // Its "Pay with <provider>" toggle (the first provider is KBANK on both builds).
  await panel.locator('button[aria-expanded="false"]').click();
  await panel.getByRole('button', { name: formatMoney(100, 'BAHT', locale) }).click();
  await panel.getByRole('button', { name: t('Create QR code') }).click();
  await expect(panel.getByRole('timer')).toBeVisible();
  return { t, dialog, panel };
}

/** Makes the page report itself hidden (or visible again), as a switched-away tab does. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/**
 * A live QR code, then the page cut off (`away`: a hidden tab, no network): for 8 s the page sends no watch read and
 * the server sees no look at the QR. Then `back`, and the QR is looked at again: `looksAfter` reads or more.
 */
async function expectWatchPausedWhile(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  { away, back, looksAfter }: { away: () => Promise<void>; back: () => Promise<void>; looksAfter: number },
): Promise<void> {
  const log = recordReads(page);
  // The page's clock, moved 8 s on by hand while away: every timer of those 8 s fires, none of them may look.
  await page.clock.install();
  await createQr(page, request, locale);
  await away();
  const awayAt = log.now();
  // A look sent just before has reached the server by now; count from here.
  await page.waitForTimeout(300);
  await request.delete('/__sandbox/requests');
  await page.clock.runFor(8_000);
  // Time for a look that one of those timers sent to show up in the log and on the server.
  await page.waitForTimeout(500);
  expect(log.since(awayAt + 100)).toEqual([]);
  expect(await serverCount(request, '/api/qrcode/KBANK', 'GET')).toBe(0);
  await back();
  await expect
    .poll(() => serverCount(request, '/api/qrcode/KBANK', 'GET'), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(looksAfter);
}

async function balanceBox(card: Locator) {
  const box = await card.boundingBox();
  if (!box) throw new Error('no balance card');
  return box;
}

test.describe('live deposits', () => {
  // Each test waits for the watch's own rhythm (looks 3 to 7 s apart at first): longer than the usual 30 s.
  test.describe.configure({ timeout: 60_000 });

  test(
    'a QR code paid in the sandbox lands on screen within 10 s with its toast, without a tap',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      const log = recordReads(page);
      const { t, panel } = await createQr(page, request, defaultLocale);
      const created = log.now();
      const card = page.locator('.wk-balance-card');
      const before = await balanceBox(card);
      // The player pays a few seconds later, as a real payment takes (the watch looks at 3 s and about 6 s).
      await page.waitForTimeout(6_500);
      const paid = await request.post('/__sandbox/deposits/qr', {
        data: { phone: DEMO.phone, bankCode: 'KBANK' },
      });
      expect(paid.ok()).toBe(true);
      const paidAt = log.now();
      const message = t('Deposit of {0} received', { 0: formatMoney(100, 'BAHT', defaultLocale) });
      // The toast (in the polite live region) and the panel, closed by itself with the same words.
      const toast = page.locator('.wk-toasts [aria-live="polite"]').getByText(message);
      await expect(toast).toBeVisible({ timeout: 10_000 });
      const landedAt = log.now();
      expect(landedAt - paidAt).toBeLessThan(10_000);
      await expect(panel.getByRole('timer')).toBeHidden();
      await expect(panel.locator('.wl-deposit-qr__status')).toHaveText(message);
      // The balance card under the dialog shows the new total in place, at the same size.
      await expect(card.locator('.wk-balance-card__value')).toHaveText(await expectedTotal(request));
      const after = await balanceBox(card);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      // The watch stopped: no read of the QR code after the landing.
      const reads = log.since(created - 1_000);
      await page.waitForTimeout(4_000);
      expect(log.since(landedAt + 500).filter((r) => r.path.startsWith('/api/qrcode'))).toEqual([]);
      const lines = reads.map((r) => `${((r.at - created) / 1000).toFixed(1)} s ${r.method} ${r.path}`);
      const summary = `QR created at 0 s; paid in the sandbox at ${((paidAt - created) / 1000).toFixed(1)} s; toast at ${((landedAt - created) / 1000).toFixed(1)} s\n${lines.join('\n')}`;
      console.log(`[${defaultLocale}] request log of a QR deposit landing:\n${summary}`);
      await test.info().attach('request-log', { body: summary, contentType: 'text/plain' });
    },
  );

  /**
   * A live QR code that the server then ends without payment (`end`), watched from a page that records whether a
   * "received" text ever appeared: the panel says the code ended, a toast says what to check with the code's
   * reference, the balance stays what it was, and "received" never shows.
   */
  async function expectEndedUnpaid(
    page: Page,
    request: APIRequestContext,
    locale: Locale,
    end: () => Promise<void>,
  ): Promise<void> {
    // The watch's first look reads the money before any payment (the wallet and the statement), then the code.
    const firstLook = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/statement',
    );
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/qrcode/KBANK',
    );
    const { t, panel } = await createQr(page, request, locale);
    const { qrcodeId: reference } = (await (await created).json()) as { qrcodeId: string };
    const total = await expectedTotal(request);
    const card = page.locator('.wk-balance-card .wk-balance-card__value');
    await expect(card).toHaveText(total);
    const received = t('Deposit of {0} received', { 0: formatMoney(100, 'BAHT', locale) });
    await page.evaluate((text) => {
      const seen = window as unknown as { receivedShown?: boolean };
      seen.receivedShown = false;
      const check = () => {
        if (document.body.textContent?.includes(text)) seen.receivedShown = true;
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    }, received);
    // After the watch's first look (3 s), as a code ends while the player looks at it.
    await firstLook;
    await page.waitForTimeout(500);
    await end();
    const ended = t(
      'Your QR code for {amount} ended before a payment showed in your wallet. If you paid it, check your balance and statement in a few minutes; if the money is still missing, contact support with the reference {reference}.',
      { amount: formatMoney(100, 'BAHT', locale), reference },
    );
    await expect(page.locator('.wk-toasts').getByText(ended)).toBeVisible({ timeout: 20_000 });
    await expect(panel.locator('.wl-deposit-qr__status')).toHaveText(
      t('The QR code ended before a payment showed'),
    );
    await expect(panel.getByRole('timer')).toBeHidden();
    // The watch stopped with it; nothing arrived, and nothing said it did.
    await page.waitForTimeout(4_000);
    expect(await expectedTotal(request)).toBe(total);
    await expect(card).toHaveText(total);
    expect(await page.evaluate(() => (window as unknown as { receivedShown?: boolean }).receivedShown)).toBe(
      false,
    );
    // At a 360 px phone the message and the panel's status fit the screen, nothing cut off.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const part of [
      page.locator('.wk-toasts').getByText(ended),
      panel.locator('.wl-deposit-qr__status'),
    ]) {
      const box = await part.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
    }
    await page.screenshot({ path: test.info().outputPath(`qr-ended-${locale}-360.png`) });
  }

  test(
    'a QR code the provider ends without payment is never announced as received: it says it ended',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      await expectEndedUnpaid(page, request, defaultLocale, async () => {
        const ended = await request.post('/__sandbox/deposits/qr/end', {
          data: { phone: DEMO.phone, bankCode: 'KBANK' },
        });
        expect(ended.ok()).toBe(true);
      });
    },
  );

  test('a QR code past its end on the server (its clock 16 minutes ahead) is never announced as received', async ({
    page,
    request,
    defaultLocale,
  }) => {
    await expectEndedUnpaid(page, request, defaultLocale, async () => {
      // The server's clock moves past the code's 15 minutes: it drops the code, nobody paid it.
      const ahead = new Date(Date.now() + 16 * 60_000).toISOString();
      expect((await request.post('/__sandbox/clock', { data: { now: ahead } })).ok()).toBe(true);
    });
  });

  test('a gift link the operator holds lands by itself once credited, from the wallet before it', async ({
    page,
    request,
    defaultLocale,
  }) => {
    const t = textsFor(defaultLocale);
    const hold = (value: boolean) =>
      request.post('/__sandbox/deposits/gift-link/hold', { data: { hold: value } });
    expect((await hold(true)).ok()).toBe(true);
    try {
      await openAsPlayer(page, request);
      await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
      const wallet = await depositMethod(page.getByRole('dialog', { name: t('Deposit') }), t, 'True Wallet');
      await wallet
        .getByRole('textbox', { name: t('Gift link') })
        .fill('https://gift.truemoney.com/campaign/?v=150liveGift7');
      const log = recordReads(page);
      await wallet.getByRole('button', { name: t('Send gift link') }).click();
      await expect(
        page.getByText(t('Gift link received. The amount arrives in your wallet within 1 minute.')),
      ).toBeVisible();
      // Accepted, not credited yet: the watch looks at the wallet (3 s) and finds nothing new.
      await expect
        .poll(() => log.reads.filter((r) => r.path === '/api/wallet').length, { timeout: 6_000 })
        .toBeGreaterThanOrEqual(2);
      const credited = await request.post('/__sandbox/deposits/gift-link', { data: { phone: DEMO.phone } });
      expect(credited.ok()).toBe(true);
      const message = t('Deposit of {0} received', { 0: formatMoney(150, 'BAHT', defaultLocale) });
      await expect(page.locator('.wk-toasts [aria-live="polite"]').getByText(message)).toBeVisible({
        timeout: 10_000,
      });
      await expect(page.locator('.wk-balance-card .wk-balance-card__value')).toHaveText(
        await expectedTotal(request),
      );
    } finally {
      await hold(false);
    }
  });

  test(
    'a rejected slip changes its row in the slip modal in place, with its translated reason',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      const t = textsFor(defaultLocale);
      await openAsPlayer(page, request);
      await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('Deposit') });
      await dialog.getByRole('button', { name: t('Upload a slip') }).click();
      const section = dialog.getByRole('region', { name: t('Upload a slip') });
      const png = Buffer.alloc(2048, 7);
      png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      await section
        .locator('input[type=file]')
        .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: png });
      await section.getByRole('button', { name: t('Send slip') }).click();
      await expect(section.getByText(t('Slip uploaded. You can follow it in your statement.'))).toBeVisible();
      // To the statement by the bottom bar (the player's pages stay mounted, so does the watch).
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('link', { name: t('Statement'), exact: true }).click();
      await page.getByRole('button', { name: t('Upload status'), exact: true }).click();
      const modal = page.getByRole('dialog', { name: t('Upload status') });
      const row = modal.getByRole('row').nth(1);
      await expect(row).toContainText(catalogText(defaultLocale, 'slip.status.processing'));
      const rejected = await request.post('/__sandbox/deposits/slip', {
        data: { phone: DEMO.phone, outcome: 'EXPIRED_SLIP' },
      });
      expect(rejected.ok()).toBe(true);
      const failed = `${catalogText(defaultLocale, 'slip.status.failed')} (${catalogText(defaultLocale, 'slip.reason.EXPIRED_SLIP')})`;
      // No tap on Refresh: the row changes by itself, and a toast says it.
      await expect(row).toContainText(failed, { timeout: 10_000 });
      await expect(page.getByText(t('Your slip was not accepted: {0}', { 0: failed }))).toBeVisible();
    },
  );

  test(
    'a hidden tab sends no polling request and looks again once visible',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      // A pending QR is looked at every 3-7 s at this stage: hidden, not once; visible again, at once.
      await expectWatchPausedWhile(page, request, defaultLocale, {
        away: () => setHidden(page, true),
        back: () => setHidden(page, false),
        looksAfter: 1,
      });
    },
  );

  test(
    'offline sends no polling request and the watch resumes when the network returns',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      // Back online the panel's read runs again (refetchOnReconnect) and so does the watch: two reads, not one.
      await expectWatchPausedWhile(page, request, defaultLocale, {
        away: () => page.context().setOffline(true),
        back: () => page.context().setOffline(false),
        looksAfter: 2,
      });
    },
  );

  test(
    'leaving the player pages stops the watch: no request after unmount',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      const log = recordReads(page);
      // The page's clock, moved on by hand: to the watch's first look, then 8 s after leaving (every timer fires).
      await page.clock.install();
      const { t } = await createQr(page, request, defaultLocale);
      // The watch is running (a first look within 3 s)...
      await page.clock.runFor(3_000);
      await expect
        .poll(() => log.reads.filter((r) => r.path.startsWith('/api/qrcode')).length, { timeout: 6_000 })
        .toBeGreaterThanOrEqual(2);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t('Log out') }).click();
      await expect(page).toHaveURL(/\/login$/);
      const leftAt = log.now();
      await page.clock.runFor(8_000);
      await page.waitForTimeout(500);
      expect(log.since(leftAt + 100)).toEqual([]);
    },
  );
});
