// Browser tests of the player screens: profile and change password, statement and slips, conditions, contact.
import { APP_VERSION, formatAccountNumber } from '@wallet/domain';
import type { Locator } from '@playwright/test';
import { DEMO, UI, catalogText, errorText, expect, openAsPlayer, test } from './fixtures';
import { linesOfText, SMALL_PHONE } from './support/layout';
import { screenText, storeLocale } from './support/screen-text';

/** Clicks a control near the page bottom: centred first, so the fixed bottom bar does not cover it. */
async function clickCentred(control: Locator): Promise<void> {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await control.click();
}

test.describe('player screens', () => {
  test.beforeEach(async ({ page, request }) => {
    // These tests are about the screens, not the chat: without the widget its launcher box cannot cover controls.
    expect((await request.post('/__sandbox/switches', { data: { enableChatWidget: false } })).ok()).toBe(
      true,
    );
    await openAsPlayer(page, request);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test(
    'at 360 px the profile keeps each ID, number and date whole in every language',
    { tag: '@laos' },
    async ({ page }) => {
      await page.setViewportSize(SMALL_PHONE);
      for (const locale of ['th', 'la', 'en'] as const) {
        await storeLocale(page, locale);
        await page.goto('/user/profile');
        const details = page.locator('.wl-profile__details');
        await expect(details.locator('dd').first(), locale).toBeVisible();
        // The member ID (24 characters) did not fit beside its Thai label and broke mid-ID; a value now goes under
        // its label whole. Values with spaces (names) may still wrap between their words.
        // What is shown (innerText: the member id's full form stays behind its closed disclosure), word by word.
        const values = (
          await details.locator('dd').evaluateAll((dds) => dds.map((dd) => (dd as HTMLElement).innerText))
        ).flatMap((text) => text.split(/\s+/));
        expect(values.length, locale).toBeGreaterThan(6);
        for (const value of values.filter((v) => v.length > 0)) {
          expect(await linesOfText(details, value), `${locale}: ${value}`).toBe(1);
        }
      }
    },
  );

  test('profile shows the bank account and the password can be changed', async ({
    page,
    defaultLocale: l,
  }) => {
    const menu = page.getByRole('navigation', { name: screenText(l, 'Main menu') });
    await menu.getByRole('link', { name: screenText(l, 'Profile') }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole('heading', { name: screenText(l, 'Profile') })).toBeVisible();
    const accountNumber = page.locator('dt', { hasText: screenText(l, 'Account number') }).locator('+ dd');
    await expect(accountNumber).toHaveText(formatAccountNumber('1234567890'));
    await expect(page.locator('dt', { hasText: screenText(l, 'Username') }).locator('+ dd')).toHaveText(
      DEMO.phone,
    );

    const changeName = screenText(l, 'Change password');
    await page.getByRole('button', { name: changeName }).click();
    const dialog = page.getByRole('dialog', { name: changeName });
    const current = dialog.getByRole('textbox', { name: screenText(l, 'Current password'), exact: true });
    const next = dialog.getByRole('textbox', { name: screenText(l, 'New password'), exact: true });
    const confirm = dialog.getByRole('textbox', { name: screenText(l, 'Confirm new password'), exact: true });
    await current.fill('not-my-password');
    await next.fill('fresh-pass-1');
    await confirm.fill('fresh-pass-2');
    await dialog.getByRole('button', { name: screenText(l, 'Save password') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(catalogText(l, 'validation.passwordNotEqual'));

    await confirm.fill('fresh-pass-1');
    await dialog.getByRole('button', { name: screenText(l, 'Save password') }).click();
    const failure = page.getByRole('alertdialog', { name: screenText(l, 'The password was not changed') });
    await expect(failure).toContainText(errorText(l, 'WRONG_PASSWORD'));
    await failure.getByRole('button', { name: screenText(l, 'OK') }).click();
    await expect(current).toHaveValue('not-my-password');

    await current.fill(DEMO.password);
    await dialog.getByRole('button', { name: screenText(l, 'Save password') }).click();
    const saved = page.getByRole('alertdialog', { name: screenText(l, 'Password saved') });
    await expect(saved).toBeVisible();
    await expect(dialog).toBeHidden();
    await saved.getByRole('button', { name: screenText(l, 'OK') }).click();

    await page.getByRole('button', { name: UI[l].logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: UI[l].phone, exact: true }).fill(DEMO.phone);
    await page.getByRole('textbox', { name: UI[l].password, exact: true }).fill('fresh-pass-1');
    await page.getByRole('button', { name: UI[l].login }).click();
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test('statement pages through transactions; the slip modal shows reasons and opens a reference', async ({
    page,
    context,
    defaultLocale: l,
  }) => {
    const menu = page.getByRole('navigation', { name: screenText(l, 'Main menu') });
    await menu.getByRole('link', { name: screenText(l, 'Statement') }).click();
    await expect(page).toHaveURL(/\/user\/statement$/);
    const rows = page.getByRole('region', { name: screenText(l, 'Transaction list') }).getByRole('row');
    await expect(rows).toHaveCount(11);
    const pageBodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/statement')) pageBodies.push(r.postDataJSON());
    });
    const secondPage = page.waitForResponse((r) => r.url().endsWith('/api/statement'));
    await clickCentred(page.getByRole('button', { name: screenText(l, 'Next page'), exact: true }));
    await secondPage;
    await expect(
      page.getByRole('button', { name: screenText(l, 'Page {page}').replace('{page}', '2') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(rows).toHaveCount(11);
    expect(pageBodies).toEqual([{ page: 2, limit: 10 }]);

    await page.getByRole('button', { name: screenText(l, 'Upload status') }).click();
    const slips = page.getByRole('dialog', { name: screenText(l, 'Upload status') });
    const expired = `${catalogText(l, 'slip.status.failed')} (${catalogText(l, 'slip.reason.EXPIRED_SLIP')})`;
    await expect(slips.getByText(expired, { exact: true })).toBeVisible();
    await expect(slips.getByText(catalogText(l, 'slip.status.processing'), { exact: true })).toBeVisible();

    const viewPrefix = screenText(l, 'View reference {reference}').replace('{reference}', '');
    const popup = context.waitForEvent('page');
    await slips
      .getByRole('button', { name: new RegExp(`^${viewPrefix}REF`) })
      .first()
      .click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/\/uploads\/slips\/.+\.svg$/);
    await opened.close();

    await slips.getByRole('button', { name: screenText(l, 'Close') }).click();
    await expect(slips).toBeHidden();
  });

  test('the conditions modal lists the server conditions', async ({ page, defaultLocale: l }) => {
    const menu = page.getByRole('navigation', { name: screenText(l, 'Main menu') });
    await menu.getByRole('button', { name: screenText(l, 'Conditions') }).click();
    const dialog = page.getByRole('dialog', { name: screenText(l, 'Conditions') });
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByText('Deposits arrive within 1 minute.', { exact: false })).toBeVisible();
    // The server's strings number themselves ("1. One account…"): the list adds no second number ("1. 1. …").
    const markers = await dialog
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).listStyleType));
    expect(markers).toEqual(['none', 'none', 'none']);
    await expect(dialog.getByRole('listitem').first()).toHaveText(/^1\. /);
    await dialog.getByRole('button', { name: screenText(l, 'Close') }).click();
    await expect(dialog).toBeHidden();
  });

  test('contact shows the support text and the version inside the player shell', async ({
    page,
    defaultLocale: l,
  }) => {
    const menu = page.getByRole('navigation', { name: screenText(l, 'Main menu') });
    await menu.getByRole('link', { name: screenText(l, 'Contact') }).click();
    await expect(page).toHaveURL(/\/user\/contact$/);
    await expect(page.getByRole('heading', { name: screenText(l, 'Contact us') })).toBeVisible();
    await expect(page.getByText('Contact support 24 hours a day', { exact: false })).toBeVisible();
    await expect(page.getByText(APP_VERSION, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: UI[l].logout })).toBeVisible();
  });
});
