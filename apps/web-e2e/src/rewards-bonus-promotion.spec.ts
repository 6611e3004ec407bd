// Rewards (issue 15), bonus and promotion, on both builds against the real sandbox: the bonus page's looks (limit,
// Bangkok day and week, just after midnight), promotion search, activation and cancel with 20 rapid taps -> one
// request on every money confirm, and the reward tables and bonus page at 360 px. Invite and refund:
// rewards-invite-refund.spec.ts.
import { LOCALES } from '@wallet/domain';
import { catalogText, errorText, expect, test, serverCount } from './fixtures';
import { tapAndCount } from './support/money-safety';
import { HOLDER, apiAs, openAs, widget } from './support/rewards';
import { hideChatWidget, sandbox } from './support/sandbox';
import { screenTextWith as text, storeLocale } from './support/screen-text';
import { storeNow, storeOnEveryLoad } from './support/stored';

test.describe('rewards: bonus and promotion', () => {
  test.beforeEach(({ request }) => hideChatWidget(request));

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

  test(
    'promotion: lower-case code found as upper case, not found, its notice reads a percentage, activate (20 taps -> 1 request), already received',
    { tag: '@laos' },
    async ({ page, request, defaultLocale: l }) => {
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
      // The notice's %percentFail% reads as a percentage (the Laos notice carries the English after a slash).
      await expect(page.getByText('If you lose, 50% of the bonus is returned to the wallet.')).toBeVisible();
      await page.getByRole('button', { name: text(l, 'Activate promotion') }).click();
      const refused = page.getByRole('alertdialog', {
        name: text(l, 'The promotion could not be activated'),
      });
      await expect(refused).toContainText(errorText(l, 'PROMOTION_RECEIVED'));
      await refused.getByRole('button').first().click();

      await field.fill('');
      await field.pressSequentially('newyear');
      await expect(field).toHaveValue('NEWYEAR');
      await search.click();
      await expect(page.getByText('New year promotion: 300 baht credit')).toBeVisible();
      await expect(page.getByText('If you lose, 15% of the bonus is returned to the wallet.')).toBeVisible();
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
    },
  );

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
    await expect(refused).toContainText(catalogText(l, 'next.meetBonusCondition'));
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
});
