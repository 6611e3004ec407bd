// The deposit dialog as a choice, then one method (issue 44), and a QR code kept as a picture: the methods come first,
// QR first, and each method's panel fits a 360 x 740 phone in th, lo and en; "Save QR" writes a PNG (drawn in the page,
// offline, nothing sent) that decodes to the server's QR payload; "Share QR" is absent where the browser cannot share
// files and hands the same PNG to the share sheet where it can. Both builds.
import type { Locator, Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { LOCALES, type Locale } from '@wallet/domain';
import { qrPayload } from '@wallet/sandbox-api';
import { expect, openAsPlayer, test } from './fixtures';
import { DEPOSIT_METHODS, depositChoice, depositMethod } from './support/deposit-dialog';
import { findDialogProblems, findOverflow, keepScreenshot, SMALL_PHONE } from './support/layout';
import { hideChatWidget } from './support/sandbox';
import { screenText, storeLocale } from './support/screen-text';

test.use({ viewport: SMALL_PHONE });

/** What a PNG's QR code says (null: no code found). */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** How far the dialog's body scrolls (0: everything fits). */
function bodyOverflow(dialog: Locator): Promise<number> {
  return dialog.evaluate((el) => {
    const body = el.querySelector<HTMLElement>('.wk-modal__body');
    return body ? Math.max(0, body.scrollHeight - body.clientHeight) : -1;
  });
}

/** Home, the deposit dialog, and the first QR provider (KBANK on both builds) with a live code. */
async function liveQr(page: Page, t: (msgid: string) => string) {
  await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('Deposit') });
  await depositMethod(dialog, t, 'QR payment');
  const panel = dialog.locator('.wl-deposit-qr').first();
  await panel.locator('button[aria-expanded="false"]').click();
  // A code of an earlier run may still be live (the sandbox is shared by the tests): then it is shown as is.
  const create = panel.getByRole('button', { name: t('Create QR code') });
  await expect(create.or(panel.getByRole('timer'))).toBeVisible();
  if (await create.isVisible()) {
    await panel.locator('.wl-deposit-qr__presets button').first().click();
    await create.click();
  }
  await expect(panel.getByRole('timer')).toBeVisible();
  return { dialog, panel };
}

test.describe('deposit methods and the QR picture', { tag: '@laos' }, () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(({ request }) => hideChatWidget(request));

  test('the methods come first, QR first; each method alone fits 360 x 740 with a way back, in every language', async ({
    page,
    request,
  }, testInfo) => {
    for (const locale of LOCALES) {
      const t = (msgid: string) => screenText(locale, msgid);
      await storeLocale(page, locale);
      await openAsPlayer(page, request);
      await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('Deposit') });
      const choice = depositChoice(dialog, t);
      await expect(choice.getByRole('button')).toHaveText(DEPOSIT_METHODS.map((m) => new RegExp(t(m))));
      expect(await bodyOverflow(dialog), `the choice scrolls (${locale})`).toBe(0);
      await keepScreenshot(page, testInfo, `deposit methods ${locale}`);
      for (const method of DEPOSIT_METHODS) {
        const panel = await depositMethod(dialog, t, method);
        await page.waitForTimeout(200);
        await keepScreenshot(page, testInfo, `deposit ${method} ${locale}`);
        expect(await bodyOverflow(dialog), `${method} scrolls (${locale})`).toBe(0);
        expect(await findOverflow(page, dialog), `${method} (${locale})`).toEqual([]);
        expect(await findDialogProblems(dialog)).toEqual([]);
        if (method === 'QR payment') {
          // Every provider's row shows its minimum before it is opened.
          const rows = panel.locator('.wl-deposit-qr');
          await expect(panel.locator('.wl-deposit-qr__minimum')).toHaveCount(await rows.count());
          for (const minimum of await panel.locator('.wl-deposit-qr__minimum').allInnerTexts())
            expect(minimum).toMatch(/\d/);
        }
        await dialog.getByRole('button', { name: t('All deposit methods') }).click();
        await expect(choice.getByRole('button', { name: t(method), exact: true })).toBeFocused();
      }
      await dialog
        .getByRole('button', { name: t('Close'), exact: true })
        .first()
        .click();
      await expect(dialog).toBeHidden();
    }
  });

  test('Save QR writes a PNG of the server’s code, offline; Share QR only where files can be shared', async ({
    page,
    request,
    defaultLocale,
  }, testInfo) => {
    const locale: Locale = defaultLocale;
    const t = (msgid: string) => screenText(locale, msgid);
    const token = await openAsPlayer(page, request);
    const { panel } = await liveQr(page, t);
    const live = (await (
      await request.get('/api/qrcode/KBANK', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { qrcodeId: string; amount: number };
    // Headless Chromium cannot share files: no Share button at all.
    await expect(panel.getByRole('button', { name: t('Save QR') })).toBeVisible();
    await expect(panel.getByRole('button', { name: t('Share QR') })).toHaveCount(0);
    await panel.getByRole('img').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await keepScreenshot(page, testInfo, `deposit QR with its actions ${locale}`);

    // Offline, and nothing sent to another origin while the picture is made.
    const origin = new URL(page.url()).origin;
    const sent: string[] = [];
    page.on('request', (req) => {
      if (!/^(blob|data):/.test(req.url())) sent.push(req.url());
    });
    await page.context().setOffline(true);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: t('Save QR') }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^qr-kbank-[\d-]+\.png$/);
    const png = await readFile(await saved.path());
    await page.context().setOffline(false);
    expect(sent.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(decodeQr(png)).toBe(qrPayload('KBANK', live.qrcodeId, live.amount));
    const kept = testInfo.outputPath(`saved-qr-${locale}.png`);
    await writeFile(kept, png);
    await testInfo.attach(`saved QR picture ${locale}`, { path: kept, contentType: 'image/png' });

    // A browser that can share files: the same picture goes to navigator.share, once per tap.
    await page.addInitScript(() => {
      const shared: { name: string; type: string; base64: string }[] = [];
      Object.assign(window, { __shared: shared });
      const canShare = (data?: ShareData) => Boolean(data?.files?.length);
      const share = async (data: ShareData) => {
        for (const file of data.files ?? []) {
          const bytes = new Uint8Array(await file.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          shared.push({ name: file.name, type: file.type, base64: btoa(binary) });
        }
      };
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: canShare });
      Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    });
    await page.reload();
    const again = await liveQr(page, t);
    await again.panel.getByRole('button', { name: t('Share QR') }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length))
      .toBe(1);
    const [file] = await page.evaluate(
      () => (window as unknown as { __shared: { name: string; type: string; base64: string }[] }).__shared,
    );
    if (!file) throw new Error('nothing was shared');
    expect(file.type).toBe('image/png');
    expect(file.name).toBe(saved.suggestedFilename());
    expect(decodeQr(Buffer.from(file.base64, 'base64'))).toBe(qrPayload('KBANK', live.qrcodeId, live.amount));
  });
});
