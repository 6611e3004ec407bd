// Browser tests of the home dashboard (issue 13) on both builds against the real sandbox: the six widgets (Deposit and
// Withdraw in the money actions row: home-first-screen.spec.ts), spin or
// refresh-all by the server flag, the invite bonus (confirm, 20 taps -> one request, failure toast), the page at
// 360 px, and the agreement modal. The game cards: home-games.spec.ts.
import { AGREEMENT_MODAL_DELAY_MS, formatAmount } from '@wallet/domain';
import { catalogText, errorText, expect, test, serverCount } from './fixtures';
import { NEWCOMER, apiAs, openHome } from './support/home';
import { tapAndCount } from './support/money-safety';
import { hideChatWidget } from './support/sandbox';
import { screenText } from './support/screen-text';
import { storeNow, storeOnEveryLoad } from './support/stored';

test.describe('home dashboard', () => {
  test.beforeEach(({ request }) => hideChatWidget(request));

  test('each widget is a button; those with a modal open it, bonus and spin navigate', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (id: string) => screenText(l, id);
    const api = await apiAs(request);
    await openHome(page, api.token);
    const widgets = page.getByRole('region', { name: t('Wallet actions') });
    const moneyActions = page.getByRole('group', { name: t('Money actions') });
    for (const [name, where] of [
      ['Deposit', moneyActions],
      ['Withdraw', moneyActions],
      ['Invite', widgets],
      ['Refund', widgets],
    ] as const) {
      const widget = where.getByRole('button', { name: new RegExp(`^${t(name)}`) });
      await expect(widget).toBeVisible();
      if ((await widget.getAttribute('aria-disabled')) === 'true') {
        await expect(widget).toHaveAccessibleDescription(t('Not available yet'));
        continue;
      }
      await widget.click();
      const dialog = page.getByRole('dialog').last();
      await expect(dialog).toBeVisible();
      while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    }
    await widgets.getByRole('button', { name: t('Bonus') }).click();
    await expect(page).toHaveURL(/\/user\/bonus$/);
    await page.goto('/user/home');
    await page
      .getByRole('region', { name: t('Wallet actions') })
      .getByRole('button', { name: new RegExp(`^${t('Spin wheel')}`) })
      .click();
    await expect(page).toHaveURL(/\/user\/spin$/);
  });

  test('the spin widget shows by the server flag; without it refresh-all re-reads every balance once', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (id: string) => screenText(l, id);
    const demo = await apiAs(request);
    await openHome(page, demo.token);
    const widgets = page.getByRole('region', { name: t('Wallet actions') });
    // The demo player: wheel on, with coupons and coins.
    await expect(widgets.getByRole('button', { name: new RegExp(`^${t('Spin wheel')}`) })).toContainText(
      /\d/,
    );
    await expect(widgets.getByRole('button', { name: t('Refresh all balances') })).toHaveCount(0);

    // The newcomer: wheel off for them.
    const newcomer = await apiAs(request, NEWCOMER.phone, NEWCOMER.password);
    await storeNow(page, { token: newcomer.token });
    await storeOnEveryLoad(page, { token: newcomer.token });
    await page.reload();
    const refresh = widgets.getByRole('button', { name: t('Refresh all balances') });
    await expect(refresh).toBeVisible();
    await expect(widgets.getByRole('button', { name: new RegExp(`^${t('Spin wheel')}`) })).toHaveCount(0);
    expect(
      // Long enough that the second tap lands while the first refresh is in flight, even on a loaded machine.
      (await request.post('/__sandbox/delay', { data: { path: '/api/wallet/refresh/slot', ms: 3000 } })).ok(),
    ).toBe(true);
    await refresh.click();
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await refresh.click();
    await expect(refresh).not.toHaveAttribute('aria-busy');
    expect(await serverCount(request, '/api/wallet/refresh/slot')).toBe(1);
  });

  test('invite bonus: a confirm first, 20 rapid taps send one request, the wallet shows it; a failure is a toast', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (id: string) => screenText(l, id);
    const api = await apiAs(request);
    const before = await api.wallet();
    expect(before.invite.amount).toBeGreaterThan(0);
    await openHome(page, api.token);
    const invite = page.getByRole('region', { name: t('Invite bonus') });
    await expect(invite).toContainText(formatAmount(before.invite.amount));

    // A failure first: nothing moves, a danger toast says why (translated).
    expect(
      (
        await request.post('/__sandbox/fail', {
          data: { path: '/api/invite/bonus', status: 400, code: 'NO_INVITE_BONUS' },
        })
      ).ok(),
    ).toBe(true);
    await invite.getByRole('button', { name: t('Receive') }).click();
    let confirm = page.getByRole('alertdialog', { name: t('Receive the invite bonus?') });
    await confirm.getByRole('button', { name: t('Receive') }).click();
    const notifications = page.getByRole('region', { name: t('Notifications') });
    await expect(notifications.getByText(errorText(l, 'NO_INVITE_BONUS'))).toBeVisible();
    // Said urgently (the assertive live region), above whatever is open.
    await expect(notifications.locator('[aria-live="assertive"]')).toContainText(
      errorText(l, 'NO_INVITE_BONUS'),
    );
    // With what to do next beside it.
    await expect(notifications).toContainText(catalogText(l, 'next.nothingToReceive'));
    expect((await api.wallet()).wallet.amount).toBe(before.wallet.amount);

    await invite.getByRole('button', { name: t('Receive') }).click();
    confirm = page.getByRole('alertdialog', { name: t('Receive the invite bonus?') });
    const sent = await tapAndCount(page, confirm.getByRole('button', { name: t('Receive') }), {
      times: 20,
      method: 'GET',
      path: '/api/invite/bonus',
      until: () => expect(page.getByText(t('The invite bonus is in your wallet.'))).toBeVisible(),
    });
    expect(sent).toBe(1);
    expect(await serverCount(request, '/api/invite/bonus')).toBe(2);
    const after = await api.wallet();
    expect(after.wallet.amount).toBeCloseTo(before.wallet.amount + before.invite.amount, 2);
    await expect(invite).toContainText(formatAmount(0));
    await expect(invite.getByRole('button', { name: t('Receive') })).toBeDisabled();
  });

  test(
    'at 360 px nothing is off screen and no widget label or game name is cut, in the build language and English',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      const api = await apiAs(request);
      await page.setViewportSize({ width: 360, height: 800 });
      for (const locale of [defaultLocale, 'en'] as const) {
        await storeOnEveryLoad(page, { locale });
        await openHome(page, api.token);
        const t = (id: string) => screenText(locale, id);
        await expect(page.getByRole('region', { name: t('Slot games') })).toBeVisible();
        await expect(page.getByRole('button', { name: new RegExp(`^${t('Deposit')}`) })).toBeVisible();
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          if (document.documentElement.scrollWidth > window.innerWidth)
            found.push('page wider than the screen');
          for (const el of document.querySelectorAll<HTMLElement>(
            '.wl-home-widget__label, .wl-home-facts dd, .wl-home-invite',
          )) {
            if (el.scrollWidth > el.clientWidth + 1) found.push(`cut: ${el.textContent ?? ''}`);
          }
          return found;
        });
        expect(problems).toEqual([]);
      }
    },
  );

  test('the agreement opens after about 1.5 s, comes back when closed, and never again once accepted', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (id: string) => screenText(l, id);
    const api = await apiAs(request);
    // The page records when its first dialog appears (ms since the navigation started): a check by the test's own
    // polling would race the 1.5 s on a busy machine.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('dialog[open]')) return;
        (window as unknown as { dialogAt?: number }).dialogAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await openHome(page, api.token, { agreement: true });
    await expect(page.getByRole('region', { name: t('Wallet actions') })).toBeVisible();
    const agreement = page.getByRole('dialog', { name: t('Agreement') });
    await expect(agreement).toBeVisible({ timeout: 5000 });
    const openedAt = await page.evaluate(() => (window as unknown as { dialogAt?: number }).dialogAt);
    expect(openedAt).toBeGreaterThanOrEqual(AGREEMENT_MODAL_DELAY_MS);
    await page.keyboard.press('Escape');
    await expect(agreement).toHaveCount(0);
    await page.reload();
    await expect(agreement).toBeVisible({ timeout: 5000 });
    await agreement.getByRole('button', { name: t('Accept') }).click();
    await expect(agreement).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: t('Wallet actions') })).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(agreement).toHaveCount(0);
  });
});
