// Pages that paint before JavaScript: the guest screens and the player shell arrive as HTML rendered at build time
// (in the build's default language), and the app hydrates that HTML without replacing it, without a hydration error
// and without moving anything (CLS under 0.01: see MAX_LAYOUT_SHIFT), also when the player's data arrives.
//
// Here: the pages without JavaScript, their hydration and their layout shifts, on both builds (each prerenders in its
// own default language and paints with its own fonts). What the pages' early scripts paint: early-paint.spec.ts;
// taps and typing before the app has started: early-taps.spec.ts.
import { apiToken, DEMO, UI, expect, test } from './fixtures';
import { storeOnEveryLoad } from './support/stored';
import {
  expectHydratedInPlace,
  GUEST_ROUTES,
  layoutShift,
  MAX_LAYOUT_SHIFT,
  PLAYER_ROUTES,
  watchPage,
  watchStylesheets,
} from './support/prerender-page';

test.describe('without JavaScript', { tag: '@laos' }, () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows the login form in the default language', async ({ page, defaultLocale }) => {
    const ui = UI[defaultLocale];
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: ui.phone, exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: ui.password, exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: ui.remember })).toBeChecked();
    await expect(page.getByRole('button', { name: ui.login })).toBeVisible();
    await expect(page.getByRole('combobox', { name: ui.language })).toBeVisible();
  });

  test('every guest screen shows its page and the menu', async ({ page }) => {
    for (const route of GUEST_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link'), route).toHaveCount(4);
    }
  });
});

test.describe('with JavaScript', { tag: '@laos' }, () => {
  // One test a page: hydration in place, no error, no stylesheet asked for again and no layout shift, at a phone's
  // width (412 px, Lighthouse's phone) with the web font arriving after the first paint, as on a slow phone. The
  // fallback font is wider than the web font (Lao most of all), so a row that only just fits in one of them (a page
  // title beside its actions) moved when the web font swapped in.
  for (const route of [...GUEST_ROUTES, ...PLAYER_ROUTES]) {
    const player = PLAYER_ROUTES.includes(route);
    test(`${route} hydrates its prerendered ${player ? 'shell for a logged-in player' : 'HTML'} in place at 412 px: no error, nothing moves as the web font and the data arrive`, async ({
      page,
      request,
      defaultLocale,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      // The web font arrives after the first paint (here it could beat the paint).
      await page.route(/\.woff2$/, async (font) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await font.continue();
      });
      if (player) await storeOnEveryLoad(page, { token: await apiToken(request), agreement: 'true' });
      const errors = await watchPage(page);
      const stylesheets = watchStylesheets(page);
      await page.goto(route);
      await expectHydratedInPlace(page);
      if (player) await expect(page.getByRole('button', { name: UI[defaultLocale].logout })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The data is in: no skeleton is left on the page.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      expect(errors).toEqual([]);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
      // The app's start asks for no stylesheet the page has inline (each would restyle the page when it arrived).
      await stylesheets.check();
      if (route === '/login') {
        // The hydrated form works: the demo player logs in.
        const ui = UI[defaultLocale];
        await page.getByRole('textbox', { name: ui.phone, exact: true }).fill(DEMO.phone);
        await page.getByRole('textbox', { name: ui.password, exact: true }).fill(DEMO.password);
        await page.getByRole('button', { name: ui.login }).click();
        await expect(page).toHaveURL(/\/user\/home$/);
      }
    });
  }
});
