// Browser tests of sharing where it is native and the OTP resend countdown (issue 45, docs/product.md#invite,
// docs/product.md#registration): invite offers Share only where the browser has Web Share (stubbed here: desktop
// Chromium on Linux has none) and hands it the invite link; the OTP step counts down to the resend; the profile's
// member id reads as a short reference with the full id behind it.
import { expect, openAsPlayer, serverCount, test, UI } from './fixtures';
import { keepScreenshot, SMALL_PHONE } from './support/layout';
import { hideChatWidget, sandbox } from './support/sandbox';
import { escapeRegExp, screenText, screenTextWith } from './support/screen-text';

test.describe('share and countdown', () => {
  test.beforeEach(async ({ request }) => {
    await hideChatWidget(request);
  });

  test('invite offers Share only with Web Share and shares the invite link; the member id reads as a short reference', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (msgid: string) => screenText(l, msgid);
    await sandbox(request, '/__sandbox/banners', { invite: [], refund: [] });
    await page.setViewportSize(SMALL_PHONE);
    await openAsPlayer(page, request, '/user/profile');
    const main = page.getByRole('main');
    const memberId = main
      .getByRole('definition')
      .filter({ has: page.getByText(t('Full ID'), { exact: true }) });
    const fullId = await memberId.locator('code').textContent();
    expect(fullId).toMatch(/^\w{9,}$/);
    const short = fullId!.slice(-8).toUpperCase();
    await expect(memberId).toContainText(`${short.slice(0, 4)} ${short.slice(4)}`);
    await expect(memberId.locator('code')).toBeHidden();
    await memberId.getByText(t('Full ID'), { exact: true }).click();
    await expect(memberId.locator('code')).toBeVisible();
    await expect(memberId.getByRole('button', { name: t('Copy full ID') })).toBeVisible();

    // No Web Share in this browser: Copy only.
    await page.goto('/user/home');
    await page.getByRole('button', { name: t('Invite'), exact: true }).click();
    let dialog = page.getByRole('dialog', { name: t('Invite friends'), exact: true });
    await expect(dialog.getByRole('button', { name: t('Copy link') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('Share'), exact: true })).toHaveCount(0);

    // A browser with Web Share: Share beside Copy, handing the share sheet the invite link.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.reload();
    await page.getByRole('button', { name: t('Invite'), exact: true }).click();
    dialog = page.getByRole('dialog', { name: t('Invite friends'), exact: true });
    const link = await dialog.getByRole('textbox', { name: t('Your invite link') }).inputValue();
    expect(link).toBe(`${new URL(page.url()).origin}/register?code=PR${fullId}`);
    await dialog.getByRole('button', { name: t('Share'), exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: t('Join me'), url: link }]);
  });

  test('the OTP resend counts the seconds down in the player language and is enabled at 0', async ({
    page,
    request,
    defaultLocale: l,
  }, testInfo) => {
    const secondsLeft = (n: number) =>
      screenTextWith(
        l,
        '{leftForm, select, one {{left} second until a new code} other {{left} seconds until a new code}}',
        {
          left: n,
        },
      ).replace(/^\{leftForm, select, (?:one \{[^}]*\} )?other \{(.*)\}\}$/, '$1');
    await sandbox(request, '/__sandbox/switches', { registerOTP: true });
    await page.clock.install();
    await page.setViewportSize(SMALL_PHONE);
    await page.goto('/register');
    await page.getByRole('textbox', { name: UI[l].phone, exact: true }).fill('0898765432');
    await page.getByRole('button', { name: screenText(l, 'Next') }).click();
    const waiting = page.getByRole('button', { name: secondsLeft(60) });
    await expect(waiting).toBeDisabled();
    await keepScreenshot(page, testInfo, `${l}-otp-countdown-360`);
    await page.clock.runFor(45_000);
    // The installed clock also runs in real time: the seconds the machine took since the code was sent (the
    // screenshot, a busy CI machine) are gone as well, so 15 or, past a second, 14 are left.
    const fifteenOrFourteen = new RegExp(
      `^(${[15, 14].map((n) => escapeRegExp(secondsLeft(n))).join('|')})$`,
    );
    await expect(page.getByRole('button', { name: fifteenOrFourteen })).toBeDisabled();
    await page.clock.runFor(15_000);
    const resend = page.getByRole('button', { name: screenText(l, 'Send a new code') });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByRole('button', { name: secondsLeft(60) })).toBeDisabled();
    expect(await serverCount(request, '/api/otp/send')).toBe(2);
  });
});
