// A 360 x 740 phone (every screen works at 360 px wide), beyond the sweep of every screen (sweep.spec.ts): money
// tables without sideways scrolling, bar labels whole, a tall dialog scrolling its own body, the chat launcher under
// open dialogs, whole coins. Those about the build's texts, currency and name also run on the Laos build (@laos).
import { LOCALES, toBcp47, type Locale } from '@wallet/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { catalogText, expect, openAsPlayer, test } from './fixtures';
import { textsOf } from './support/a11y-screens';
import { depositMethod } from './support/deposit-dialog';
import {
  findBrokenBarTexts,
  findCoveredControls,
  findDialogProblems,
  findOverflow,
  keepScreenshot,
  SMALL_PHONE,
} from './support/layout';
import { DISMISS_INVITE, OPEN_CHAT, storeLocale } from './support/screen-text';

test.use({ viewport: SMALL_PHONE });

async function openIn(page: Page, route: string, locale: Locale): Promise<void> {
  await storeLocale(page, locale);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(locale));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** The demo player's session stored, the agreement accepted (its modal would open over whatever a test checks). */
async function logInAsDemo(page: Page, request: APIRequestContext): Promise<void> {
  await openAsPlayer(page, request, '/robots.txt');
}

test.describe('360 px phone', () => {
  test(
    'money tables fit the screen without sideways scrolling: statement and slip status in th, la and en',
    { tag: '@laos' },
    async ({ page, request }, testInfo) => {
      test.slow();
      await logInAsDemo(page, request);
      for (const locale of LOCALES) {
        const t = textsOf(locale);
        await openIn(page, '/user/statement', locale);
        const table = page.getByRole('table').first();
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        await keepScreenshot(page, testInfo, `${locale} statement 360px`);
        expect(await findOverflow(page)).toEqual([]);
        // Every amount (the column the player looks for) is on the screen.
        const amounts = table.locator('tbody').getByText(/\d\.\d\d/);
        for (const amount of await amounts.all()) {
          await amount.scrollIntoViewIfNeeded();
          await expect(amount).toBeInViewport({ ratio: 1 });
        }

        await page.getByRole('button', { name: t('Upload status'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t('Upload status') });
        await expect(dialog.getByRole('row').nth(1)).toBeVisible();
        await page.waitForTimeout(300);
        await keepScreenshot(page, testInfo, `${locale} slip status 360px`);
        expect(await findOverflow(page, dialog)).toEqual([]);
        // Scrolled to within the dialog's body, each cell shows (a sub-pixel edge of the body's scrolling aside).
        for (const cell of await dialog.locator('tbody').getByRole('cell').all()) {
          await cell.scrollIntoViewIfNeeded();
          await expect(cell).toBeInViewport({ ratio: 0.9 });
        }
      }
    },
  );

  test(
    'bar labels break only between words and the app name is whole in th, la and en',
    { tag: '@laos' },
    async ({ page, request }) => {
      await logInAsDemo(page, request);
      const findings: string[] = [];
      for (const locale of LOCALES) {
        await openIn(page, '/user/home', locale);
        await expect(page.getByRole('navigation', { name: textsOf(locale)('Main menu') })).toBeVisible();
        // With the support chat docked in the bar: while its invitation shows (it takes the name's place), then
        // once it is dismissed (launcher and name side by side).
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('button', { name: OPEN_CHAT })).toBeVisible({ timeout: 15_000 });
        const dismiss = banner.getByRole('button', { name: DISMISS_INVITE });
        await expect(dismiss).toBeVisible();
        findings.push(...(await findBrokenBarTexts(page, toBcp47(locale))).map((f) => `${locale}: ${f}`));
        await dismiss.click();
        await expect(banner.getByText(catalogText(locale, 'chat.talkToAdmin'), { exact: true })).toBeHidden();
        findings.push(...(await findBrokenBarTexts(page, toBcp47(locale))).map((f) => `${locale}: ${f}`));
      }
      expect(findings).toEqual([]);
    },
  );

  test('a tall dialog fits the screen, scrolls its own body and keeps its close button reachable', async ({
    page,
    request,
    defaultLocale,
  }) => {
    await logInAsDemo(page, request);
    const t = textsOf(defaultLocale);
    await openIn(page, '/user/home', defaultLocale);
    await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('Deposit') });
    // The QR method with a provider's form open is taller than the screen.
    const qr = await depositMethod(dialog, t, 'QR payment');
    await qr.locator('.wl-deposit-qr button[aria-expanded="false"]').first().click();
    await expect(qr.getByRole('button', { name: t('Create QR code') })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await findDialogProblems(dialog)).toEqual([]);
    // The body scrolls inside the dialog; the close button stays where it was.
    const scrolled = await dialog.evaluate((el) => {
      const body = el.querySelector<HTMLElement>('.wk-modal__body');
      if (!body || body.scrollHeight <= body.clientHeight) return false;
      body.scrollTop = body.scrollHeight;
      return body.scrollTop > 0;
    });
    expect(scrolled).toBe(true);
    expect(await findDialogProblems(dialog)).toEqual([]);
    await dialog.getByRole('button', { name: t('Close'), exact: true }).click({ trial: false });
    await expect(dialog).toBeHidden();
  });

  test('the guest chat is docked in the bottom bar, without an invitation, under open dialogs: the how-to video closes with its close button', async ({
    page,
    defaultLocale,
  }) => {
    const t = textsOf(defaultLocale);
    await openIn(page, '/howto', defaultLocale);
    const invite = page.getByRole('button', {
      name: catalogText(defaultLocale, 'chat.talkToAdmin'),
      exact: true,
    });
    await expect(page.getByRole('navigation').getByRole('button', { name: OPEN_CHAT })).toBeVisible();
    // No invitation over the guest pages' short forms (the bar's chat button is in sight).
    await page.waitForTimeout(500);
    await expect(invite).toHaveCount(0);
    await page.getByRole('button', { name: t('Using your wallet'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('Using your wallet') });
    await expect(dialog).toBeVisible();
    expect(await findCoveredControls(page)).toEqual([]);
    // A real tap on the close button closes the video (it used to hit "Hide the chat invitation").
    await dialog.getByRole('button', { name: t('Close'), exact: true }).click({ noWaitAfter: true });
    await expect(dialog).toBeHidden();
  });

  test('the chat launcher and its invitation stay under the slip status dialog', async ({
    page,
    request,
    defaultLocale,
  }) => {
    await logInAsDemo(page, request);
    const t = textsOf(defaultLocale);
    await openIn(page, '/user/statement', defaultLocale);
    await expect(page.getByRole('button', { name: OPEN_CHAT })).toBeVisible();
    await page.getByRole('button', { name: t('Upload status'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('Upload status') });
    await expect(dialog.getByRole('row').nth(1)).toBeVisible();
    const launcherOnTop = await page.getByRole('button', { name: OPEN_CHAT }).evaluate((launcher) => {
      const r = launcher.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && launcher.contains(hit);
    });
    expect(launcherOnTop, 'the chat launcher is above the open dialog').toBe(false);
    expect(await findCoveredControls(page)).toEqual([]);
  });

  test(
    'the balance card fits its box and shows whole coins in th, la and en',
    { tag: '@laos' },
    async ({ page, request }) => {
      await logInAsDemo(page, request);
      for (const locale of LOCALES) {
        const t = textsOf(locale);
        await openIn(page, '/user/home', locale);
        // The card is the section the "Total balance" heading names.
        const card = page
          .getByRole('heading', { name: t('Total balance'), exact: true })
          .locator('xpath=ancestor::section[1]');
        await expect(card.getByText(t('Coins'), { exact: true })).toBeVisible();
        // Nothing of the card (no text, no decoration) wider than the card, the card inside its box.
        const fits = await card.evaluate((el) => {
          const parent = el.parentElement?.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          const cut = Array.from(el.querySelectorAll('*'))
            .filter((part) => {
              const r = part.getBoundingClientRect();
              return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
            })
            .map((part) => (part.textContent ?? '').trim());
          return {
            content: el.scrollWidth <= el.clientWidth,
            cut,
            box: !parent || (box.left >= parent.left - 0.5 && box.right <= parent.right + 0.5),
            screen: box.right <= document.documentElement.clientWidth,
          };
        });
        expect.soft(fits, locale).toEqual({ content: true, cut: [], box: true, screen: true });
        // The demo player has 3 coins: a count, never "3.00".
        await expect(card.getByRole('definition').first()).toHaveText('3');
      }
    },
  );
});
