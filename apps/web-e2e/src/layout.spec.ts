// A 360 x 740 phone (SPEC section 2: every screen works at 360 px wide), on both builds: money tables without
// sideways scrolling, bar labels whole, dialogs inside the screen, the chat launcher never over a control, whole
// coins, and a sweep of every route and dialog of ./support/a11y-screens.ts in th, la and en with screenshots.
import type { Locale } from '@wallet/domain';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { catalogText, expect, logIn, test } from './fixtures';
import { A11Y_SCREENS, textsOf, type A11yScreen } from './support/a11y-screens';
import { findBrokenBarTexts, findCoveredControls, findOverflow, SMALL_PHONE } from './support/layout';
import { HTML_LANG, OPEN_CHAT } from './support/screen-text';

const LOCALES: readonly Locale[] = ['th', 'la', 'en'];

test.use({ viewport: SMALL_PHONE });

/** Stores the language the way the app does (localStorage, and the cookie the server can read). */
async function storeLocale(page: Page, locale: Locale): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/robots.txt');
  await page.evaluate((l) => {
    localStorage.setItem('locale', l);
    document.cookie = `locale=${l}; path=/; SameSite=Lax`;
  }, locale);
}

async function openIn(page: Page, route: string, locale: Locale): Promise<void> {
  await storeLocale(page, locale);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function logInAsDemo(page: Page, defaultLocale: Locale): Promise<void> {
  await page.goto('/login');
  await logIn(page, defaultLocale, true);
  await expect(page).toHaveURL(/\/user\/home$/);
  // The agreement modal would open over whatever a test checks on home.
  await page.evaluate(() => localStorage.setItem('remember-agreement', 'true'));
}

/** A screenshot of what the phone shows, kept with the test's results (attached to the report and in its output folder). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The dialog's box inside the viewport, its own scrolling body, and its close button (if any) reachable. */
async function findDialogProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((el) => {
    const found: string[] = [];
    const vh = document.documentElement.clientHeight;
    const vw = document.documentElement.clientWidth;
    const box = el.getBoundingClientRect();
    if (box.top < -1 || box.bottom > vh + 1 || box.left < -1 || box.right > vw + 1)
      found.push(
        `the dialog (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}) is not inside the ${vw} x ${vh} screen`,
      );
    const close = el.querySelector<HTMLElement>('.wk-modal__close, .wk-modal__header button');
    if (close) {
      const r = close.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === close || close.contains(hit))) found.push('the close button is not on top');
    }
    return found;
  });
}

const sweepTitle = (screen: A11yScreen) =>
  `${screen.route}${screen.modal ? ` + ${screen.modal}` : ''} fits 360 px with no covered control in th, la and en`;

test.describe('360 px layout of every screen', () => {
  for (const screen of A11Y_SCREENS) {
    test(sweepTitle(screen), async ({ page, request, defaultLocale }, testInfo) => {
      // Three languages in one test, each measured and photographed.
      test.slow();
      if (screen.switches) {
        const res = await request.post('/__sandbox/switches', { data: screen.switches });
        expect(res.ok()).toBe(true);
      }
      if (screen.as === 'player') {
        await page.goto('/login');
        await logIn(page, defaultLocale, true);
        await expect(page).toHaveURL(/\/user\/home$/);
      }
      const findings: string[] = [];
      for (const [run, locale] of LOCALES.entries()) {
        await test.step(locale, async () => {
          await openIn(page, screen.route, locale);
          if (screen.chat) await expect(page.getByRole('button', { name: OPEN_CHAT })).toBeVisible();
          const dialog = await screen.open?.({ page, locale, t: textsOf(locale), request, run });
          if (dialog) await expect(dialog).toBeVisible();
          // Let entry animations settle before measuring.
          await page.waitForTimeout(300);
          const where = `${locale} ${screen.route}${screen.modal ? ` + ${screen.modal}` : ''}`;
          await keepScreenshot(page, testInfo, `${where} 360px`);
          const problems = [
            ...(await findOverflow(page, dialog ?? undefined)),
            ...(dialog
              ? await findDialogProblems(dialog)
              : await findBrokenBarTexts(page, HTML_LANG[locale])),
            ...(await findCoveredControls(page)),
          ];
          findings.push(...problems.map((p) => `[${testInfo.project.name} ${where}] ${p}`));
        });
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});

test.describe('360 px phone', () => {
  test('money tables fit the screen without sideways scrolling: statement and slip status in th, la and en', async ({
    page,
    defaultLocale,
  }, testInfo) => {
    test.slow();
    await logInAsDemo(page, defaultLocale);
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
  });

  test('bar labels break only between words and the app name is whole in th, la and en', async ({
    page,
    defaultLocale,
  }) => {
    await logInAsDemo(page, defaultLocale);
    const findings: string[] = [];
    for (const locale of LOCALES) {
      await openIn(page, '/user/home', locale);
      await expect(page.getByRole('navigation', { name: textsOf(locale)('Main menu') })).toBeVisible();
      findings.push(...(await findBrokenBarTexts(page, HTML_LANG[locale])).map((f) => `${locale}: ${f}`));
    }
    expect(findings).toEqual([]);
  });

  test('a tall dialog fits the screen, scrolls its own body and keeps its close button reachable', async ({
    page,
    defaultLocale,
  }) => {
    await logInAsDemo(page, defaultLocale);
    const t = textsOf(defaultLocale);
    await openIn(page, '/user/home', defaultLocale);
    await page.getByRole('button', { name: t('Deposit'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('Deposit') });
    await expect(dialog.getByRole('heading', { name: t('Bank transfer') })).toBeVisible();
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

  test('the chat launcher and its invitation stay under open dialogs: the how-to video closes with its close button', async ({
    page,
    defaultLocale,
  }) => {
    const t = textsOf(defaultLocale);
    await openIn(page, '/howto', defaultLocale);
    const invite = page.getByRole('button', {
      name: catalogText(defaultLocale, 'chat.talkToAdmin'),
      exact: true,
    });
    await expect(page.getByRole('button', { name: OPEN_CHAT })).toBeVisible();
    await expect(invite).toBeVisible();
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
    defaultLocale,
  }) => {
    await logInAsDemo(page, defaultLocale);
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

  test('the chat launcher covers no control at the bottom of /user/profile in th, la and en', async ({
    page,
    defaultLocale,
  }) => {
    await logInAsDemo(page, defaultLocale);
    for (const locale of LOCALES) {
      await openIn(page, '/user/profile', locale);
      await expect(page.getByRole('button', { name: OPEN_CHAT })).toBeVisible();
      const invite = page.getByRole('button', { name: catalogText(locale, 'chat.talkToAdmin'), exact: true });
      await expect(invite).toBeVisible();
      expect(await findCoveredControls(page), locale).toEqual([]);
      // Scrolled to the end, nothing of the page (the bank account at the bottom) is under the launcher or its
      // invitation: the shell keeps that room free.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      const floating = [
        await page.getByRole('button', { name: OPEN_CHAT }).boundingBox(),
        await invite.locator('..').boundingBox(),
      ].filter((box) => box !== null);
      const under = await page.getByRole('main').evaluate((main, boxes) => {
        const found: string[] = [];
        for (const el of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
          const ownText = Array.from(el.childNodes).some(
            (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
          );
          if (!ownText && !el.matches('button, a[href], input, select, textarea')) continue;
          const r = el.getBoundingClientRect();
          for (const b of boxes) {
            if (r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y)
              found.push(
                `'${(el.textContent ?? '').trim().slice(0, 40)}' is under the chat launcher or its invitation`,
              );
          }
        }
        return found;
      }, floating);
      expect(under, locale).toEqual([]);
    }
  });

  test('the balance card fits its box and shows whole coins in th, la and en', async ({
    page,
    defaultLocale,
  }) => {
    await logInAsDemo(page, defaultLocale);
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
  });
});
