// Issue 45 on both builds against the real sandbox: every refusal says what to do next beside the spec's exact text
// (login with its ways forward, change password, promotion not found, an invalid gift link, failed slip rows), and
// errors stand apart from the brand: their own colour, AA on their panel, and an icon.
import type { Locator, Page } from '@playwright/test';
import { DEMO, UI, catalogText, errorText, expect, openAsPlayer, test } from './fixtures';
import { depositMethod } from './support/deposit-dialog';
import { keepScreenshot, SMALL_PHONE } from './support/layout';
import { hideChatWidget } from './support/sandbox';
import { screenText } from './support/screen-text';

type Rgb = [number, number, number];

/** Computed CSS colours (rgb() or color(srgb ...)) as 0-255 channels, read by the browser's own canvas. */
async function rgbOf(page: Page, colours: string[]): Promise<Rgb[]> {
  return page.evaluate((list) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    return list.map((colour) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b] as [number, number, number];
    });
  }, colours);
}

function contrast(a: Rgb, b: Rgb): number {
  const lum = (rgb: Rgb) =>
    rgb
      .map((v) => v / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The error's text colour is not the brand's, reads at AA on the error panel, and an icon marks it. */
async function expectApartFromBrand(page: Page, panel: Locator, message: Locator, brandButton: Locator) {
  const [text, background, brand] = await rgbOf(page, [
    await message.evaluate((el) => getComputedStyle(el).color),
    await panel.evaluate((el) => getComputedStyle(el).backgroundColor),
    await brandButton.evaluate((el) => getComputedStyle(el).backgroundColor),
  ]);
  expect(text).not.toEqual(brand);
  expect(Math.hypot(text![0] - brand![0], text![1] - brand![1], text![2] - brand![2])).toBeGreaterThan(40);
  expect(contrast(text!, background!)).toBeGreaterThanOrEqual(4.5);
  await expect(panel.locator('svg[aria-hidden="true"]')).toHaveCount(1);
}

test.describe('next steps beside every refusal', () => {
  test.beforeEach(async ({ page, request }) => {
    await hideChatWidget(request);
    await page.setViewportSize(SMALL_PHONE);
  });

  test(
    'a refused login, password change, promotion and gift link each say what to do next, in an error that stands apart',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }, testInfo) => {
      const t = (msgid: string) => screenText(l, msgid);
      // Login: the exact text, the next step, and the ways forward.
      await page.goto('/login');
      await page.getByRole('textbox', { name: UI[l].phone, exact: true }).fill(DEMO.phone);
      await page.getByRole('textbox', { name: UI[l].password, exact: true }).fill('not-the-password');
      const login = page.getByRole('button', { name: UI[l].login });
      await login.click();
      const refused = page.getByRole('alert');
      const exact = refused.getByText(errorText(l, 'WRONG_CREDENTIAL'), { exact: true });
      await expect(exact).toBeVisible();
      await expect(refused).toContainText(catalogText(l, 'next.checkLogin'));
      await expect(refused.getByRole('link', { name: t('Contact support') })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(refused.getByRole('link', { name: t('Register a new account') })).toHaveAttribute(
        'href',
        '/register',
      );
      await expectApartFromBrand(page, refused, exact, login);
      await keepScreenshot(page, testInfo, `login refused ${l}`);

      // Change password: the current password is the wrong one.
      await openAsPlayer(page, request, '/user/profile');
      const changeName = t('Change password');
      await page.getByRole('button', { name: changeName }).click();
      const dialog = page.getByRole('dialog', { name: changeName });
      await dialog.getByRole('textbox', { name: t('Current password'), exact: true }).fill('not-my-password');
      await dialog.getByRole('textbox', { name: t('New password'), exact: true }).fill('fresh-pass-1');
      await dialog
        .getByRole('textbox', { name: t('Confirm new password'), exact: true })
        .fill('fresh-pass-1');
      await dialog.getByRole('button', { name: t('Save password') }).click();
      const failure = page.getByRole('alertdialog', { name: t('The password was not changed') });
      await expect(failure.getByText(errorText(l, 'WRONG_PASSWORD'), { exact: true })).toBeVisible();
      await expect(failure).toContainText(catalogText(l, 'next.currentPassword'));
      await failure.getByRole('button', { name: t('OK') }).click();

      // Promotion not found: where to check the code.
      await page.goto('/user/bonus');
      await page.getByRole('textbox', { name: t('Promotion code') }).fill('nope');
      await page.getByRole('button', { name: t('Search'), exact: true }).click();
      const notFound = page.getByRole('status').filter({ hasText: errorText(l, 'NO_PROMOTION') });
      await expect(notFound.getByText(errorText(l, 'NO_PROMOTION'), { exact: true })).toBeVisible();
      await expect(notFound).toContainText(catalogText(l, 'next.checkPromotionCode'));
      await keepScreenshot(page, testInfo, `promotion not found ${l}`);

      // Gift link: the expected form beside the refusal.
      await page.goto('/user/home');
      await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
      const deposit = page.getByRole('dialog', { name: t('Deposit') });
      const wallet = await depositMethod(deposit, t, 'True Wallet');
      const link = wallet.getByRole('textbox', { name: t('Gift link') });
      await link.fill('not a gift link');
      await wallet.getByRole('button', { name: t('Send gift link') }).click();
      const linkError = wallet.getByRole('alert');
      await expect(linkError.getByText(errorText(l, 'TRUELINK_INVALID'), { exact: true })).toBeVisible();
      await expect(linkError).toContainText('https://gift.truemoney.com/campaign/?v=…');
      await expect(link).toHaveAccessibleDescription(
        new RegExp(catalogText(l, 'next.giftLinkForm').slice(0, 12)),
      );
      await expect(link).toHaveValue('not a gift link');
    },
  );

  test(
    'failed slip rows say what to do next, naming the reference for support',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }, testInfo) => {
      const t = (msgid: string) => screenText(l, msgid);
      await openAsPlayer(page, request, '/user/statement');
      await page.getByRole('button', { name: t('Upload status') }).click();
      const slips = page.getByRole('dialog', { name: t('Upload status') });
      const failed = catalogText(l, 'slip.status.failed');
      const rowOf = (reason: string) =>
        slips.getByRole('row').filter({ hasText: `${failed} (${catalogText(l, `slip.reason.${reason}`)})` });

      const unknown = rowOf('UNKNOW_ERROR');
      await expect(unknown).toHaveCount(1);
      const viewPrefix = t('View reference {reference}').replace('{reference}', '');
      const view = await unknown
        .getByRole('button', { name: new RegExp(`^${viewPrefix}REF`) })
        .getAttribute('aria-label');
      const reference = view!.slice(viewPrefix.length);
      await expect(unknown).toContainText(
        catalogText(l, 'next.contactSupportReference').replace('{reference}', reference),
      );
      await expect(rowOf('TRIPPLE_WRONG_CAPTCHA')).toContainText(catalogText(l, 'next.slipAgainLater'));
      await expect(rowOf('INVALID_SLIP')).toContainText(catalogText(l, 'next.clearerSlip'));
      await expect(rowOf('NOT_MATCH')).toContainText(catalogText(l, 'next.transferFromRegistered'));
      // A row without a failure has no step.
      const success = slips.getByRole('row').filter({ hasText: catalogText(l, 'slip.status.success') });
      await expect(success.first()).not.toContainText(catalogText(l, 'next.clearerSlip'));
      await unknown.scrollIntoViewIfNeeded();
      await keepScreenshot(page, testInfo, `slip rows ${l}`);
    },
  );
});
