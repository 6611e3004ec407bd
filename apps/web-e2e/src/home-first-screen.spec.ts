// Home's first screen on a 360 x 740 phone (issue 44): the total balance and the three money actions (Deposit,
// Withdraw, Transfer) as one row of primary buttons, every one fully on screen above the bottom bar with nothing
// scrolled, in every language on both builds; the other widgets and the carousels follow below in the product's order.
import { LOCALES, toBcp47 } from '@wallet/domain';
import { expect, expectedTotal, openAsPlayer, test } from './fixtures';
import { SMALL_PHONE, findBrokenWords, keepScreenshot } from './support/layout';
import { hideChatWidget } from './support/sandbox';
import { screenText, storeLocale } from './support/screen-text';

test.describe('home first screen', { tag: '@laos' }, () => {
  test.beforeEach(({ request }) => hideChatWidget(request));

  test('balance and Deposit, Withdraw, Transfer: one row of primary actions above the bottom bar at 360 x 740', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize(SMALL_PHONE);
    const total = await expectedTotal(request);
    for (const locale of LOCALES) {
      const t = (id: string) => screenText(locale, id);
      await storeLocale(page, locale);
      await openAsPlayer(page, request);
      const amount = page.locator('.wl-home-header .wk-balance-card__amount');
      await expect(amount).toContainText(total);
      const actions = ['Deposit', 'Withdraw', 'Transfer'].map((name) =>
        page.getByRole('button', { name: t(name), exact: true }),
      );
      for (const action of actions) await expect(action).toBeVisible();
      const barTop = await page
        .getByRole('navigation')
        .last()
        .evaluate((bar) =>
          Math.min(...[bar, ...bar.querySelectorAll('*')].map((el) => el.getBoundingClientRect().top)),
        );
      expect(await page.evaluate(() => window.scrollY), `${locale}: nothing scrolled`).toBe(0);
      const boxes = [];
      for (const action of actions) {
        const box = await action.boundingBox();
        if (!box) throw new Error('no box');
        boxes.push(box);
        expect(box.y, `${locale}: top on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x, `${locale}: left on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${locale}: right on screen`).toBeLessThanOrEqual(SMALL_PHONE.width);
        expect(box.y + box.height, `${locale}: above the bottom bar`).toBeLessThanOrEqual(barTop);
        await expect(action).toHaveClass(/wk-button--primary/);
        // A third of the row each, the label on one line (a 44 px button, not a squeezed column of syllables).
        expect(box.width, `${locale}: a third of the row`).toBeGreaterThan(SMALL_PHONE.width / 4);
        expect(box.height, `${locale}: one line`).toBeLessThan(56);
      }
      expect(await findBrokenWords(page.locator('main'), toBcp47(locale))).toEqual([]);
      // One row: the same top, side by side.
      expect(new Set(boxes.map((box) => Math.round(box.y))).size, `${locale}: one row`).toBe(1);
      const amountBox = await amount.boundingBox();
      expect(amountBox && amountBox.y + amountBox.height).toBeLessThanOrEqual(boxes[0]?.y ?? 0);

      // The spec's widgets stay, below the row, in the product's order; then the carousels.
      const widgets = page.getByRole('region', { name: t('Wallet actions') });
      const labels = await widgets.locator('.wl-home-widget__label').allTextContents();
      expect(labels).toEqual([t('Spin wheel'), t('Invite'), t('Bonus'), t('Refund')]);
      const widgetsBox = await widgets.boundingBox();
      expect(widgetsBox?.y ?? 0).toBeGreaterThan(boxes[0]?.y ?? Infinity);
      await expect(page.getByRole('region', { name: t('Slot games') })).toBeAttached();
      await keepScreenshot(page, testInfo, `home first screen ${locale}`);
    }
  });
});
