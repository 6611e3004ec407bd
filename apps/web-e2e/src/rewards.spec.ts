// Rewards (issue 15) on both builds against the real sandbox: invite and refund open after their banners (or at once
// without any), the invite link copied and opened in a fresh browser lands on the register wizard with the code
// read-only, invitee paging, refund receive blocked while a bonus is held, receive and move-to-wallet with the
// balances checked, the bonus page's looks (limit, Bangkok day and week, just after midnight), promotion search,
// activation and cancel, 20 rapid taps -> one request on every money confirm, and hostile banner HTML running nothing.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatAmount, LOCALES, type Locale } from '@wallet/domain';
import { XSS_PAYLOADS } from '@wallet/xss-corpus';
import {
  DEMO,
  errorText,
  expect,
  expectOnlyHostileMarkupRefusals,
  expectedTotal,
  test,
  serverCount,
} from './fixtures';
import { tapAndCount } from './support/money-safety';
import { screenText, storeLocale } from './support/screen-text';
import { storeNow, storeOnEveryLoad } from './support/stored';

/** Malee Bonus (seed): holds CASHBACK5; DAILY10 and WEEKLY20 received at the seed's instant. */
const HOLDER = { phone: '0845678901', password: 'bonus1234' };
const NEWCOMER = { phone: '0823456789', password: 'newbie123' };

/** A screens text in the build's language with its `{name}` placeholders filled. */
function text(l: Locale, msgid: string, values: Record<string, string | number> = {}): string {
  return screenText(l, msgid).replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? `{${key}}`));
}

async function sandbox(request: APIRequestContext, route: string, data: unknown = {}): Promise<void> {
  const res = await request.post(route, { data });
  expect(res.ok(), `${route} ${JSON.stringify(data)}`).toBe(true);
}

/** An API session of one seeded player. */
async function apiAs(request: APIRequestContext, who: { phone: string; password: string } = DEMO) {
  const login = await request.post('/api/login', { data: { username: who.phone, password: who.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    token,
    walletAmount: async () =>
      ((await (await request.get('/api/wallet', { headers })).json()) as { wallet: { amount: number } })
        .wallet.amount,
    profileId: async () =>
      ((await (await request.get('/api/account/profile', { headers })).json()) as { _id: string })._id,
  };
}

/** Opens a player page with the token stored (remember me) and the agreement accepted. */
async function openAs(page: Page, token: string, path: string): Promise<void> {
  await storeOnEveryLoad(page, { token, agreement: 'true' });
  await page.goto(path);
}

const widget = (page: Page, l: Locale, name: 'Invite' | 'Refund') =>
  page.getByRole('button', { name: text(l, name), exact: true });

test.describe('rewards: invite, refund, bonus and promotion', () => {
  test.beforeEach(async ({ request }) => {
    // Nothing floats over the controls tapped 20 times.
    await sandbox(request, '/__sandbox/switches', { enableChatWidget: false });
  });

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

  test('bonus page: each look, and exhaustion by limit, Bangkok day and week around midnight', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const card = (code: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code, exact: true }) });
    const used = (code: string) =>
      page.getByRole('button', { name: text(l, '{0}: already received', { 0: code }) });
    const activate = (code: string) =>
      page.getByRole('button', { name: text(l, 'Activate {0}', { 0: code }) });

    // Wednesday 2026-01-07 23:59:00 in Bangkok: Malee's DAILY10 (twice) and WEEKLY20 (once) were received just now.
    const wednesday = '2026-01-07T16:59:00.000Z';
    await sandbox(request, '/__sandbox/reset', { now: wednesday });
    await sandbox(request, '/__sandbox/switches', { enableChatWidget: false });
    await page.clock.setFixedTime(new Date(wednesday));
    const holder = await apiAs(request, HOLDER);
    await openAs(page, holder.token, '/user/bonus');
    await expect(card('CASHBACK5').getByText(text(l, 'Current bonus'))).toBeVisible();
    for (const code of ['WELCOME100', 'DAILY10', 'WEEKLY20']) await expect(used(code)).toBeDisabled();

    // Thursday 00:00:30: a new market day, the same week.
    const thursday = '2026-01-07T17:00:30.000Z';
    await sandbox(request, '/__sandbox/clock', { now: thursday });
    await page.clock.setFixedTime(new Date(thursday));
    await page.reload();
    await expect(activate('DAILY10')).toBeEnabled();
    await expect(used('WEEKLY20')).toBeDisabled();
    await expect(used('WELCOME100')).toBeDisabled();

    // Sunday 23:59:00 -> Monday 00:00:30: a new market week.
    const sunday = '2026-01-11T16:59:00.000Z';
    const monday = '2026-01-11T17:00:30.000Z';
    await sandbox(request, '/__sandbox/reset', { now: sunday });
    await sandbox(request, '/__sandbox/switches', { enableChatWidget: false });
    await page.clock.setFixedTime(new Date(sunday));
    const again = await apiAs(request, HOLDER);
    await storeNow(page, { token: again.token });
    await storeOnEveryLoad(page, { token: again.token });
    await page.reload();
    await expect(used('WEEKLY20')).toBeDisabled();
    await sandbox(request, '/__sandbox/clock', { now: monday });
    await page.clock.setFixedTime(new Date(monday));
    await page.reload();
    await expect(activate('WEEKLY20')).toBeEnabled();
    await expect(activate('DAILY10')).toBeEnabled();
    // Limit counts every receipt: still used up.
    await expect(used('WELCOME100')).toBeDisabled();
  });

  test('promotion: lower-case code found as upper case, not found, activate (20 taps -> 1 request), already received', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const demo = await apiAs(request);
    await openAs(page, demo.token, '/user/bonus');
    const field = page.getByRole('textbox', { name: text(l, 'Promotion code') });
    const search = page.getByRole('button', { name: text(l, 'Search'), exact: true });

    await field.fill('nope');
    await search.click();
    await expect(page.getByText(errorText(l, 'NO_PROMOTION'))).toBeVisible();

    await field.fill('');
    await field.pressSequentially('free50');
    await expect(field).toHaveValue('FREE50');
    await search.click();
    await expect(page.getByText('Free 50 baht credit')).toBeVisible();
    await expect(page.getByText('If you lose, 50 of the bonus is returned to the wallet.')).toBeVisible();
    await page.getByRole('button', { name: text(l, 'Activate promotion') }).click();
    const refused = page.getByRole('alertdialog', { name: text(l, 'The promotion could not be activated') });
    await expect(refused).toContainText(errorText(l, 'PROMOTION_RECEIVED'));
    await refused.getByRole('button').first().click();

    await field.fill('');
    await field.pressSequentially('newyear');
    await expect(field).toHaveValue('NEWYEAR');
    await search.click();
    await expect(page.getByText('New year promotion: 300 baht credit')).toBeVisible();
    expect(
      await tapAndCount(page, page.getByRole('button', { name: text(l, 'Activate promotion') }), {
        times: 20,
        method: 'GET',
        path: '/api/promotion/activate/NEWYEAR',
        until: () => expect(page.getByRole('region', { name: text(l, 'Current promotion') })).toBeVisible(),
      }),
    ).toBe(1);
    expect(await serverCount(request, '/api/promotion/activate/NEWYEAR')).toBe(1);
    await expect(page.getByRole('region', { name: text(l, 'Current promotion') })).toContainText('NEWYEAR');
    // A promotion is held now: its type and Cancel replace the search form.
    await expect(page.getByRole('button', { name: text(l, 'Cancel bonus'), exact: true })).toBeVisible();
    await expect(field).toHaveCount(0);
  });

  test('bonus: activate (20 taps -> 1 request) makes the card current; cancel refused while the condition is unmet', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const demo = await apiAs(request);
    await openAs(page, demo.token, '/user/bonus');
    const daily = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'DAILY10', exact: true }) });
    expect(
      await tapAndCount(page, page.getByRole('button', { name: text(l, 'Activate {0}', { 0: 'DAILY10' }) }), {
        times: 20,
        method: 'GET',
        path: '/api/bonus/activate/DAILY10',
        until: () => expect(daily.getByText(text(l, 'Current bonus'))).toBeVisible(),
      }),
    ).toBe(1);
    expect(await serverCount(request, '/api/bonus/activate/DAILY10')).toBe(1);

    // A held bonus: the search form gives way to its type and Cancel; the condition is not met (1,375 > 5 baht).
    await page.getByRole('button', { name: text(l, 'Cancel bonus'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: text(l, 'Cancel the bonus?') });
    // Its two buttons never read alike: the dismiss says what it keeps ("Cancel" beside "Cancel bonus" did not).
    await expect(confirm.getByRole('button')).toHaveText([text(l, 'Keep bonus'), text(l, 'Cancel bonus')]);
    await confirm.getByRole('button', { name: text(l, 'Keep bonus'), exact: true }).click();
    await expect(confirm).toBeHidden();
    expect(await serverCount(request, '/api/bonus/clear')).toBe(0);
    await page.getByRole('button', { name: text(l, 'Cancel bonus'), exact: true }).click();
    await confirm.getByRole('button', { name: text(l, 'Cancel bonus'), exact: true }).click();
    const refused = page.getByRole('alertdialog', { name: text(l, 'The bonus could not be cancelled') });
    await expect(refused).toContainText(errorText(l, 'BONUS_CONDITION'));
    expect(await serverCount(request, '/api/bonus/clear')).toBe(1);
  });

  test('bonus: the holder cancels after a confirm (20 taps -> 1 request) and the search form returns', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const holder = await apiAs(request, HOLDER);
    await openAs(page, holder.token, '/user/bonus');
    await expect(page.getByText('CASHBACK5').first()).toBeVisible();
    await page.getByRole('button', { name: text(l, 'Cancel bonus'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: text(l, 'Cancel the bonus?') });
    expect(
      await tapAndCount(page, confirm.getByRole('button', { name: text(l, 'Cancel bonus'), exact: true }), {
        times: 20,
        method: 'GET',
        path: '/api/bonus/clear',
        until: () => expect(page.getByRole('textbox', { name: text(l, 'Promotion code') })).toBeVisible(),
      }),
    ).toBe(1);
    expect(await serverCount(request, '/api/bonus/clear')).toBe(1);
  });

  test('at 360 px the invitee and refund tables and the bonus page fit the screen', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await sandbox(request, '/__sandbox/banners', { invite: [], refund: [] });
    const demo = await apiAs(request);
    await openAs(page, demo.token, '/user/home');
    const fits = async (what: string) => {
      const overflow = await page.evaluate(() => {
        const wide: string[] = [];
        for (const el of document.querySelectorAll('table, dialog[open], main, section')) {
          const box = el.getBoundingClientRect();
          if (box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5))
            wide.push(el.tagName);
          if (
            el.tagName === 'TABLE' &&
            el.parentElement &&
            el.parentElement.scrollWidth > el.parentElement.clientWidth + 1
          )
            wide.push('TABLE scrolls');
        }
        if (document.documentElement.scrollWidth > window.innerWidth) wide.push('page');
        return wide;
      });
      expect(overflow, what).toEqual([]);
    };
    for (const [name, modal] of [
      ['Invite', 'Invite friends'],
      ['Refund', 'Refund'],
    ] as const) {
      await widget(page, l, name).click();
      const dialog = page.getByRole('dialog', { name: text(l, modal), exact: true });
      await expect(dialog.getByRole('table')).toBeVisible();
      await expect(dialog.getByRole('rowheader').first()).toBeVisible();
      await fits(modal);
      await page.keyboard.press('Escape');
    }
    await page.goto('/user/bonus');
    await expect(page.getByRole('heading', { name: 'WELCOME100', exact: true })).toBeVisible();
    await fits('bonus page');
    // The promotion-code form in every language: the field from the panel's left edge, Search on its row, no blank
    // space under them (the form's column layout once left the field 200 px tall and Search alone at the bottom).
    for (const locale of LOCALES) {
      await storeLocale(page, locale);
      await page.goto('/user/bonus');
      const field = page.getByRole('textbox', { name: text(locale, 'Promotion code') });
      const search = page.getByRole('button', { name: text(locale, 'Search'), exact: true });
      await expect(search).toBeVisible();
      const [fieldBox, searchBox, panelBox] = await Promise.all([
        field.boundingBox(),
        search.boundingBox(),
        page.getByRole('region', { name: text(locale, 'Promotion code') }).boundingBox(),
      ]);
      if (!fieldBox || !searchBox || !panelBox)
        throw new Error(`${locale}: the promotion form is not laid out`);
      expect(fieldBox.x - panelBox.x, `${locale}: the field starts at the panel's edge`).toBeLessThan(32);
      expect(searchBox.x, `${locale}: Search right of the field`).toBeGreaterThanOrEqual(
        fieldBox.x + fieldBox.width - 1,
      );
      expect(
        Math.abs(searchBox.y + searchBox.height - (fieldBox.y + fieldBox.height)),
        `${locale}: Search on the field's row`,
      ).toBeLessThan(4);
    }
    // Counts in English go through the plural rules (the page is in English after the loop): never "1 times".
    await expect(page.getByText('Up to 1 time in total', { exact: true })).toBeVisible();
    await expect(page.getByText('Up to 1 time a week', { exact: true })).toBeVisible();
    await expect(page.getByText('Up to 2 times a day', { exact: true })).toBeVisible();
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
