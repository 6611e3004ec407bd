// Rewards (issue 15), invite and refund, on both builds against the real sandbox: invite and refund open after their
// banners (or at once without any), the invite link copied and opened in a fresh browser lands on the register wizard
// with the code read-only, invitee paging, refund receive blocked while a bonus is held, receive and move-to-wallet
// with the balances checked (20 rapid taps -> one request), and hostile banner HTML running nothing. The bonus page
// and promotions: rewards-bonus-promotion.spec.ts.
import { formatAmount } from '@wallet/domain';
import { XSS_PAYLOADS } from '@wallet/xss-corpus';
import {
  errorText,
  expect,
  expectOnlyHostileMarkupRefusals,
  expectedTotal,
  test,
  serverCount,
} from './fixtures';
import { tapAndCount } from './support/money-safety';
import { HOLDER, NEWCOMER, apiAs, openAs, widget } from './support/rewards';
import { hideChatWidget, sandbox } from './support/sandbox';
import { screenTextWith as text } from './support/screen-text';
import { storeNow, storeOnEveryLoad } from './support/stored';

test.describe('rewards: invite and refund', () => {
  test.beforeEach(({ request }) => hideChatWidget(request));

  test('invite and refund show their banners first, then the modal; without banners the modal at once', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const demo = await apiAs(request);
    await openAs(page, demo.token, '/user/home');

    for (const [name, banners, modal, bannerText] of [
      ['Invite', 'Invite promotions', 'Invite friends', 'Invite friends and get 5% of their deposits'],
      ['Refund', 'Refund promotions', 'Refund', 'Loss refund 5% every week'],
    ] as const) {
      await widget(page, l, name).click();
      const carousel = page.getByRole('dialog', { name: text(l, banners) });
      await expect(carousel).toBeVisible();
      await expect(carousel.getByText(bannerText)).toBeVisible();
      await expect(page.getByRole('dialog', { name: text(l, modal), exact: true })).toHaveCount(0);
      // The banner image reserves its box (width and height); the close button is visible.
      const image = carousel.getByRole('img').first();
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await carousel.getByRole('button', { name: text(l, 'Close'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text(l, modal), exact: true });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }

    await sandbox(request, '/__sandbox/banners', { invite: [], refund: [] });
    for (const [name, modal] of [
      ['Invite', 'Invite friends'],
      ['Refund', 'Refund'],
    ] as const) {
      await widget(page, l, name).click();
      const dialog = page.getByRole('dialog', { name: text(l, modal), exact: true });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog', { name: text(l, `${name} promotions`) })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }

    // A banner failure opens the modal directly as well (banners exist, but their read fails).
    await sandbox(request, '/__sandbox/banners', {
      refund: [{ image: 'https://cdn.wallet-sandbox.example/banners/refund.png', html: '<p>Back soon</p>' }],
    });
    await sandbox(request, '/__sandbox/fail', {
      path: '/api/refund/banners',
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
    });
    await page.reload();
    await widget(page, l, 'Refund').click();
    await expect(page.getByRole('dialog', { name: text(l, 'Refund'), exact: true })).toBeVisible();
  });

  test('invite link {origin}/register?code=PR<_id>: copied, drawn as a QR code, and opened in a fresh browser it fills the wizard', async ({
    page,
    request,
    browser,
    baseURL,
    defaultLocale: l,
  }) => {
    const demo = await apiAs(request);
    const link = `${baseURL}/register?code=PR${await demo.profileId()}`;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await sandbox(request, '/__sandbox/banners', { invite: [] });
    await openAs(page, demo.token, '/user/home');
    await widget(page, l, 'Invite').click();
    const dialog = page.getByRole('dialog', { name: text(l, 'Invite friends'), exact: true });
    await expect(dialog.getByRole('textbox', { name: text(l, 'Your invite link') })).toHaveValue(link);
    await dialog.getByRole('button', { name: text(l, 'Copy link') }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const qr = dialog.getByRole('img', { name: text(l, 'QR code of your invite link') });
    await expect(qr).toBeVisible();
    expect(await qr.locator('path').count()).toBeGreaterThan(0);

    await sandbox(request, '/__sandbox/switches', { registerOTP: false, enableChatWidget: false });
    const fresh = await browser.newContext();
    try {
      const friend = await fresh.newPage();
      await friend.goto(link);
      await friend.getByRole('textbox', { name: text(l, 'Phone number'), exact: true }).fill('0861234599');
      await friend.getByRole('button', { name: text(l, 'Next'), exact: true }).click();
      const code = friend.getByRole('textbox', { name: text(l, 'Inviter code') });
      await expect(code).toHaveValue(`PR${await demo.profileId()}`);
      await expect(code).toHaveAttribute('readonly', '');
    } finally {
      await fresh.close();
    }
  });

  test('invitees: 10 per page with name, amount and date, and the second page', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const demo = await apiAs(request);
    await sandbox(request, '/__sandbox/banners', { invite: [] });
    await openAs(page, demo.token, '/user/home');
    await widget(page, l, 'Invite').click();
    const dialog = page.getByRole('dialog', { name: text(l, 'Invite friends'), exact: true });
    const table = dialog.getByRole('table', { name: text(l, 'Your invitees') });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('rowheader').first()).toHaveText('Niran Invitee');
    await expect(table.getByRole('row').nth(1)).toContainText(formatAmount(10));
    await expect(table.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await dialog.getByRole('navigation').getByRole('button', { name: /2/ }).click();
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('rowheader').last()).toHaveText('Hom Invitee');
  });

  test('refund: blocked while a bonus is held; none for the newcomer', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    await sandbox(request, '/__sandbox/banners', { refund: [] });
    const holder = await apiAs(request, HOLDER);
    await openAs(page, holder.token, '/user/home');
    await widget(page, l, 'Refund').click();
    const dialog = page.getByRole('dialog', { name: text(l, 'Refund'), exact: true });
    const receive = dialog.getByRole('button', { name: text(l, 'Receive refund') });
    await expect(receive).toBeDisabled();
    await expect(
      dialog.getByText(text(l, 'You hold a bonus: the refund can be received once the bonus has ended.')),
    ).toBeVisible();

    const newcomer = await apiAs(request, NEWCOMER);
    await storeNow(page, { token: newcomer.token });
    await storeOnEveryLoad(page, { token: newcomer.token });
    await page.goto('/user/home');
    await widget(page, l, 'Refund').click();
    await expect(page.getByRole('dialog', { name: text(l, 'Refund'), exact: true })).toContainText(
      errorText(l, 'NO_REFUND'),
    );
  });

  test('refund: receive (20 taps -> 1 request) then move to the wallet after a confirm (20 taps -> 1 request)', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const demo = await apiAs(request);
    const before = await demo.walletAmount();
    await sandbox(request, '/__sandbox/banners', { refund: [] });
    await openAs(page, demo.token, '/user/home');
    await widget(page, l, 'Refund').click();
    const dialog = page.getByRole('dialog', { name: text(l, 'Refund'), exact: true });
    await expect(dialog.getByText(`${formatAmount(42.5)}`)).toBeVisible();
    const receive = dialog.getByRole('button', { name: text(l, 'Receive refund') });
    expect(
      await tapAndCount(page, receive, {
        times: 20,
        method: 'GET',
        path: '/api/refund/receive',
        until: () => expect(dialog.getByText(errorText(l, 'REFUND_SUCCESS'))).toBeVisible(),
      }),
    ).toBe(1);
    expect(await serverCount(request, '/api/refund/receive')).toBe(1);

    await dialog.getByRole('button', { name: text(l, 'Move refund to wallet') }).click();
    const confirm = page.getByRole('alertdialog', { name: text(l, 'Move the refund to your wallet?') });
    expect(
      await tapAndCount(page, confirm.getByRole('button', { name: text(l, 'Move to wallet') }), {
        times: 20,
        method: 'GET',
        path: '/api/refund/addWallet',
        until: () => expect(dialog).toHaveCount(0),
      }),
    ).toBe(1);
    expect(await serverCount(request, '/api/refund/addWallet')).toBe(1);
    expect(await demo.walletAmount()).toBeCloseTo(before + 42.5, 2);
    // The dashboard re-read the balances: its total shows the sandbox's new total.
    await expect(page.getByText(await expectedTotal(request)).first()).toBeVisible();
  });

  test(`banner HTML of the ${XSS_PAYLOADS.length}-line XSS corpus runs nothing`, async ({
    page,
    request,
    defaultLocale: l,
    cspViolations,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
    const hostile = XSS_PAYLOADS.map((payload) => ({ image: payload, html: payload }));
    await sandbox(request, '/__sandbox/banners', { invite: hostile, refund: hostile });
    const demo = await apiAs(request);
    await openAs(page, demo.token, '/user/home');
    for (const [name, banners] of [
      ['Invite', 'Invite promotions'],
      ['Refund', 'Refund promotions'],
    ] as const) {
      await widget(page, l, name).click();
      const carousel = page.getByRole('dialog', { name: text(l, banners) });
      await expect(carousel).toBeVisible();
      const unsafe = await carousel.evaluate((root) => {
        const found: string[] = [];
        for (const el of root.querySelectorAll('*')) {
          if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE'].includes(el.tagName)) found.push(el.tagName);
          for (const attr of el.attributes) {
            if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
            if (/^\s*(javascript|data|vbscript):/i.test(attr.value) && /href|src|action/i.test(attr.name))
              found.push(`${el.tagName} ${attr.name}=${attr.value.slice(0, 40)}`);
          }
        }
        return found;
      });
      expect(unsafe).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('dialog', {
          name: text(l, name === 'Invite' ? 'Invite friends' : 'Refund'),
          exact: true,
        }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
    expectOnlyHostileMarkupRefusals(cspViolations);
  });
});
