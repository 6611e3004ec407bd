// A desktop (1280 x 800, a mouse, no touch): the app is no stretched phone (docs/product.md#routes). The top bar,
// the main menu (under the top bar) and the page share one width; the game rows show more than three cards; every
// dialog is at most 700 px wide and every Copy sits within 120 px of the value it copies (the money dialogs here, in
// every language; every other dialog at the end of its 360 px check in sweep.spec.ts); the bonus cards beside the
// taller first one keep their own height. Below 1024 px nothing of this applies: the 360 px sweep (sweep.spec.ts)
// and layout.spec.ts check the phone.
import { devices, type Locator, type Page } from '@playwright/test';
import { toBcp47, type Locale } from '@wallet/domain';
import { expect, openAsPlayer, test } from './fixtures';
import { textsOf } from './support/a11y-screens';
import { depositMethod } from './support/deposit-dialog';
import { DESKTOP, dialogWidth, keepScreenshot, MAX_DIALOG_PX, SMALL_PHONE } from './support/layout';
import { escapeRegExp, storeLocale } from './support/screen-text';
import { openGameTransfer } from './support/transfer-dialog';

/** The farthest a Copy button may be from the text it copies. */
const MAX_COPY_GAP_PX = 120;

test.use({
  viewport: DESKTOP,
  isMobile: false,
  hasTouch: false,
  userAgent: devices['Desktop Chrome'].userAgent,
});

async function openIn(page: Page, route: string, locale: Locale): Promise<void> {
  await storeLocale(page, locale);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(locale));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * Each visible Copy button of `scope` (named "Copy…" in the page's language) with the gap in px between it and the
 * text it copies: the element that describes it (aria-describedby), measured by its glyphs (a Range), not its box,
 * so a value in a wide block does not count as near. A Copy that names no value is reported with an infinite gap.
 */
async function copyGaps(scope: Locator, t: (msgid: string) => string) {
  const buttons = scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('Copy'))}`) });
  const gaps: Array<{ name: string; value: string; gap: number }> = [];
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue;
    await button.scrollIntoViewIfNeeded();
    gaps.push(
      await button.evaluate((el) => {
        const name = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        const target = document.getElementById(el.getAttribute('aria-describedby') ?? '');
        if (!target) return { name, value: '(none)', gap: Number.POSITIVE_INFINITY };
        let text: DOMRect;
        if (target instanceof HTMLInputElement) text = target.getBoundingClientRect();
        else {
          const range = document.createRange();
          range.selectNodeContents(target);
          text = range.getBoundingClientRect();
        }
        const own = el.getBoundingClientRect();
        const dx = Math.max(0, text.left - own.right, own.left - text.right);
        const dy = Math.max(0, text.top - own.bottom, own.top - text.bottom);
        const value = target instanceof HTMLInputElement ? target.value : (target.textContent ?? '');
        return { name, value: value.trim(), gap: Math.round(Math.hypot(dx, dy)) };
      }),
    );
  }
  return gaps;
}

/** Home with the agreement accepted (its modal would open over what is checked). */
async function home(page: Page, locale: Locale): Promise<void> {
  await openIn(page, '/user/home', locale);
}

test.describe('1280 x 800 desktop', () => {
  test(
    'home: the top bar, the menu under it and the page share one width; game rows show more than three cards',
    { tag: '@laos' },
    async ({ page, request, sweepLocales }, testInfo) => {
      test.slow();
      // The guest's pages: no top bar, the menu at the top of the page and of the page's width.
      const guestLocale = sweepLocales[0] ?? 'th';
      await openIn(page, '/login', guestLocale);
      const guestMenu = await page
        .getByRole('navigation', { name: textsOf(guestLocale)('Main menu') })
        .boundingBox();
      const guestMain = await page.getByRole('main').boundingBox();
      if (!guestMenu || !guestMain) throw new Error('the guest menu or page has no box');
      expect(Math.round(guestMenu.y)).toBe(0);
      expect(Math.abs(guestMenu.width - guestMain.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(guestMenu.x - guestMain.x)).toBeLessThanOrEqual(1);
      await keepScreenshot(page, testInfo, `${guestLocale} desktop login 1280px`);

      await openAsPlayer(page, request, '/robots.txt');
      for (const locale of sweepLocales) {
        const t = textsOf(locale);
        await home(page, locale);
        const bar = page.getByRole('banner');
        const menu = page.getByRole('navigation', { name: t('Main menu') });
        const main = page.getByRole('main');
        await expect(main.getByRole('region', { name: t('Slot games') })).toBeVisible();
        const [barBox, menuBox, mainBox] = await Promise.all([
          bar.boundingBox(),
          menu.boundingBox(),
          main.boundingBox(),
        ]);
        if (!barBox || !menuBox || !mainBox) throw new Error('a bar or the page has no box');
        // One column for all three, of a desktop's width (not a phone's 560 px), inside the screen.
        for (const box of [menuBox, mainBox]) {
          expect(Math.abs(box.x - barBox.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(box.width - barBox.width)).toBeLessThanOrEqual(1);
        }
        expect(barBox.width).toBeGreaterThanOrEqual(900);
        expect(barBox.x + barBox.width).toBeLessThanOrEqual(DESKTOP.width);
        // The menu is where a desktop user looks: right under the top bar, above the page.
        expect(Math.abs(menuBox.y - (barBox.y + barBox.height))).toBeLessThanOrEqual(1);
        expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(mainBox.y + 1);
        await expect(menu.getByRole('link', { name: t('Home') })).toHaveAttribute('aria-current', 'page');

        // Every game row holds as many cards as fit: more than three where it has more than three.
        const rows = main.locator('[aria-roledescription="carousel"]');
        await expect(rows).not.toHaveCount(0);
        let wideRows = 0;
        for (const row of await rows.all()) {
          const slides = row.locator('[aria-roledescription="slide"]');
          const total = await slides.count();
          const shown = await row.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').count();
          if (total > 3) {
            wideRows += 1;
            expect(shown, 'cards shown in a row of more than three').toBeGreaterThan(3);
          } else expect(shown).toBe(total);
        }
        expect(wideRows, 'a row with more than three games (the seed has six slots)').toBeGreaterThan(0);
        await keepScreenshot(page, testInfo, `${locale} desktop home 1280px`);
      }

      // The phone is unchanged: three cards to a row and the menu a bar at the bottom of the screen.
      await page.setViewportSize(SMALL_PHONE);
      await page.reload();
      const slotRow = page.getByRole('region', { name: textsOf(sweepLocales.at(-1) ?? 'th')('Slot games') });
      await expect(slotRow.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).toHaveCount(
        3,
      );
      const menuBox = await page
        .getByRole('navigation', { name: textsOf(sweepLocales.at(-1) ?? 'th')('Main menu') })
        .boundingBox();
      expect(menuBox && Math.round(menuBox.y + menuBox.height)).toBe(SMALL_PHONE.height);
    },
  );

  test(
    'deposit, withdraw, transfer, game account and invite: at most 700 px wide, each Copy within 120 px of its value',
    { tag: '@laos' },
    async ({ page, request, sweepLocales }, testInfo) => {
      test.setTimeout(Math.max(testInfo.timeout, 60_000 * sweepLocales.length));
      await openAsPlayer(page, request, '/robots.txt');
      for (const locale of sweepLocales) {
        await test.step(locale, async () => {
          const t = textsOf(locale);
          const report: string[] = [];
          const check = async (what: string, dialog: Locator, copies: number) => {
            await expect(dialog).toBeVisible();
            const width = await dialogWidth(dialog);
            if (width > MAX_DIALOG_PX) report.push(`${what}: ${Math.round(width)} px wide`);
            const gaps = await copyGaps(dialog, t);
            expect(gaps.length, `Copy buttons of ${what}`).toBeGreaterThanOrEqual(copies);
            for (const { name, value, gap } of gaps)
              if (gap > MAX_COPY_GAP_PX) report.push(`${what}: '${name}' is ${gap} px from '${value}'`);
          };

          await home(page, locale);
          await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
          const deposit = page.getByRole('dialog', { name: t('Deposit') });
          await expect(deposit).toBeVisible();
          // The dialog opens on its choice of methods: the bank transfer's panel holds the Copy rows.
          await depositMethod(deposit, t, 'Bank transfer');
          const firstCopy = deposit
            .getByRole('button', { name: new RegExp(`^${escapeRegExp(t('Copy'))}`) })
            .first();
          await expect(firstCopy).toBeVisible();
          await page.waitForTimeout(300); // the dialog's rise
          await keepScreenshot(page, testInfo, `${locale} deposit dialog 1280px`);
          await check('deposit', deposit, 1);
          await deposit
            .getByRole('button', { name: t('Close'), exact: true })
            .first()
            .click();
          await expect(deposit).toBeHidden();

          await page.getByRole('button', { name: t('Withdraw'), exact: true }).click();
          const withdraw = page.getByRole('dialog', { name: t('Withdraw'), exact: true });
          await check('withdraw', withdraw, 0);
          await withdraw
            .getByRole('button', { name: t('Close'), exact: true })
            .first()
            .click();
          await expect(withdraw).toBeHidden();

          const transfer = await openGameTransfer(page, t);
          await check('transfer', transfer, 0);
          await transfer
            .getByRole('button', { name: t('Close'), exact: true })
            .first()
            .click();
          await expect(transfer).toBeHidden();

          await page
            .getByRole('button', { name: /^PG Soft/ })
            .first()
            .click();
          await page
            .getByRole('dialog', { name: 'PG Soft' })
            .getByRole('button', { name: t('Account'), exact: true })
            .click();
          const account = page.getByRole('dialog', {
            name: t('{name} account').replace('{name}', 'PG Soft'),
          });
          await account.getByRole('button', { name: t('Show password') }).click();
          await check('game account', account, 2);
          await page.keyboard.press('Escape');
          await expect(account).toBeHidden();

          await home(page, locale);
          await page.getByRole('button', { name: t('Invite'), exact: true }).click();
          const banners = page.getByRole('dialog', { name: t('Invite promotions') });
          await check('invite banners', banners, 0);
          await banners.getByRole('button', { name: t('Close'), exact: true }).click();
          const invite = page.getByRole('dialog', { name: t('Invite friends'), exact: true });
          await expect(invite.getByRole('table')).toBeVisible();
          await check('invite', invite, 1);

          expect(report, report.join('\n')).toEqual([]);
        });
      }
    },
  );

  test(
    'bonus: each card as tall as what it shows, not stretched to the taller first card beside it',
    { tag: '@laos' },
    async ({ page, request, sweepLocales }, testInfo) => {
      await openAsPlayer(page, request, '/robots.txt');
      await openIn(page, '/user/bonus', sweepLocales[0] ?? 'th');
      const cards = page.locator('.wl-bonus__cards > .wl-bonus-card');
      await expect(cards.nth(2)).toBeVisible();
      await expect(page.locator('.wl-bonus__cards[aria-busy]')).toHaveCount(0);
      await keepScreenshot(page, testInfo, 'bonus cards 1280px');
      const boxes = await cards.evaluateAll((items) =>
        items.map((card) => {
          const panel = card.querySelector('.wl-bonus-card__content');
          const own = card.getBoundingClientRect();
          const cardStyle = getComputedStyle(card);
          // What the card needs: its panel with the panel's margin and the card's border, or its least height
          // (room for its banner), whichever is more.
          const needed = Math.max(
            panel
              ? panel.getBoundingClientRect().bottom -
                  own.top +
                  parseFloat(getComputedStyle(panel).marginBottom) +
                  parseFloat(cardStyle.borderBottomWidth)
              : Number.NaN,
            (parseFloat(cardStyle.minHeight) || 0) +
              (cardStyle.boxSizing === 'border-box'
                ? 0
                : parseFloat(cardStyle.borderTopWidth) + parseFloat(cardStyle.borderBottomWidth)),
          );
          return { top: own.top, height: own.height, needed };
        }),
      );
      const [first, ...rest] = boxes;
      const firstRow = rest.filter((box) => Math.abs(box.top - (first?.top ?? Number.NaN)) < 1);
      // A row of cards beside the first, each shorter than it: what stretched them before.
      expect(firstRow.length, 'cards beside the first at 1280 px').toBeGreaterThanOrEqual(2);
      for (const box of firstRow) expect(box.height).toBeLessThan(first?.height ?? 0);
      for (const [index, box] of boxes.entries())
        expect(box.height, `card ${index + 1}: its height against what it shows`).toBeLessThanOrEqual(
          box.needed + 1,
        );
    },
  );
});
