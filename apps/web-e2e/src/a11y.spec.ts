// Accessibility: axe (WCAG 2.1 A/AA + best practice) on every route and modal of ./support/a11y-screens.ts, in th,
// la and en, on both builds (one Playwright project per build). Each test checks one screen in the three languages
// and reports every violation of all three before failing.
import type { Locale } from '@wallet/domain';
import { expect, logIn, test } from './fixtures';
import { findA11yViolations, formatFindings, type A11yFinding } from './support/a11y';
import { A11Y_SCREENS, textsOf, type A11yScreen } from './support/a11y-screens';
import { HTML_LANG, OPEN_CHAT } from './support/screen-text';
import type { Page } from '@playwright/test';

const LOCALES: readonly Locale[] = ['th', 'la', 'en'];

/** Stores the language the way the app does (localStorage, and the cookie the server can read). */
async function storeLocale(page: Page, locale: Locale): Promise<void> {
  // A real file of the origin (not the app), so the storage can be written before the app first starts.
  if (page.url() === 'about:blank') await page.goto('/robots.txt');
  await page.evaluate((l) => {
    localStorage.setItem('locale', l);
    document.cookie = `locale=${l}; path=/; SameSite=Lax`;
  }, locale);
}

const title = (screen: A11yScreen) =>
  `${screen.route}${screen.modal ? ` + ${screen.modal}` : ''} has no axe violations in th, la and en`;

test.describe('accessibility', () => {
  for (const screen of A11Y_SCREENS) {
    test(title(screen), async ({ page, request, defaultLocale }, testInfo) => {
      // Three languages in one test: three times the time of a one-page test on a slow machine.
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
      const findings: A11yFinding[] = [];
      for (const [run, locale] of LOCALES.entries()) {
        await test.step(locale, async () => {
          await storeLocale(page, locale);
          await page.goto(screen.route);
          await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          if (screen.chat) await expect(page.getByRole('button', { name: OPEN_CHAT })).toBeVisible();
          const dialog = await screen.open?.({ page, locale, t: textsOf(locale), request, run });
          if (dialog) await expect(dialog).toBeVisible();
          const context = {
            build: testInfo.project.name,
            locale,
            route: screen.route,
            ...(screen.modal ? { modal: screen.modal } : {}),
          };
          findings.push(...(await findA11yViolations(page, context, testInfo)));
        });
      }
      if (findings.length > 0) throw new Error(formatFindings(findings));
    });
  }
});
