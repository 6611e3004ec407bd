// The agreement once per player per device (issue 44, docs/product.md#home): accepted, it does not open again at that
// player's next login on the same browser, while another player on that browser still gets it; logout still ends the
// session (the token and the session's flag go). Logged in through the form, in every language, on both builds.
import { AGREEMENT_MODAL_DELAY_MS, LOCALES, type Locale } from '@wallet/domain';
import { DEMO, UI, expect, test } from './fixtures';
import { NEWCOMER } from './support/home';
import { readStored } from './support/stored';
import { hideChatWidget } from './support/sandbox';
import { screenText, storeLocale } from './support/screen-text';
import type { Page } from '@playwright/test';

async function logInAs(page: Page, locale: Locale, who: { phone: string; password: string }) {
  const ui = UI[locale];
  await page.goto('/login');
  await page.getByRole('textbox', { name: ui.phone, exact: true }).fill(who.phone);
  await page.getByRole('textbox', { name: ui.password, exact: true }).fill(who.password);
  const box = page.getByRole('checkbox', { name: ui.remember });
  if (!(await box.isChecked())) await box.click();
  await page.getByRole('button', { name: ui.login }).click();
  await expect(page).toHaveURL(/\/user\/home$/);
}

async function logOut(page: Page, locale: Locale) {
  await page.getByRole('button', { name: UI[locale].logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await readStored(page, 'token')).toBeNull();
  expect(await readStored(page, 'agreement')).toBeNull();
}

test.describe('agreement per player', { tag: '@laos' }, () => {
  test.beforeEach(({ request }) => hideChatWidget(request));

  test('accepted once: not again at the same player next login, asked of another player on the same device', async ({
    page,
  }) => {
    test.slow();
    // The page's clock, moved on by hand past the agreement's delay: the modal's timer fires without the test waiting
    // for it in real time (three languages, three logins each).
    await page.clock.install();
    for (const locale of LOCALES) {
      const agreement = page.getByRole('dialog', { name: screenText(locale, 'Agreement') });
      // A device nobody has used yet, in this language.
      await page.goto('/robots.txt');
      await page.evaluate(() => localStorage.clear());
      await storeLocale(page, locale);

      await logInAs(page, locale, DEMO);
      await page.clock.runFor(AGREEMENT_MODAL_DELAY_MS);
      await expect(agreement).toBeVisible();
      await agreement.getByRole('button', { name: screenText(locale, 'Accept') }).click();
      await expect(agreement).toHaveCount(0);
      await logOut(page, locale);

      // The same player again: home without the agreement, well past its delay.
      await logInAs(page, locale, DEMO);
      await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();
      await page.clock.runFor(AGREEMENT_MODAL_DELAY_MS + 1_000);
      await expect(agreement).toHaveCount(0);
      await logOut(page, locale);

      // Another player on the same device: asked.
      await logInAs(page, locale, NEWCOMER);
      await page.clock.runFor(AGREEMENT_MODAL_DELAY_MS);
      await expect(agreement).toBeVisible();
      await page.keyboard.press('Escape');
      await logOut(page, locale);
    }
  });
});
