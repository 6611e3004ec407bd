// Pages that paint before JavaScript: the guest screens and the player shell arrive as HTML rendered at build time
// (in the build's default language), and the app hydrates that HTML without replacing it, without a hydration error
// and without moving anything (CLS under 0.01: see MAX_LAYOUT_SHIFT), also when the player's data arrives.
//
// Here: the pages without JavaScript, their hydration and their layout shifts, on both builds (each prerenders in its
// own default language and paints with its own fonts). What the pages' early scripts paint: early-paint.spec.ts;
// taps and typing before the app has started: early-taps.spec.ts.
import { toBcp47 } from '@wallet/domain';
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
  // The scripts a page's loader asks for, in the order the browser asked for them, while the entry is held back (the
  // app can ask for nothing before its entry is here): the page's texts before any other part of it. Over HTTP/1.1
  // the page's fonts and first reads hold most of the six connections, so the last few scripts wait a round trip for
  // one; and the app hydrates nothing before its texts are here, while a part still loading waits under its boundary.
  test("each page's loader asks for its texts before its other parts", async ({
    page,
    request,
    defaultLocale,
  }) => {
    const texts = new RegExp(`^${toBcp47(defaultLocale)}-[^/]+\\.js$`);
    const entry = /^index-[^/]+\.js$/;
    let asked: string[] = [];
    let holding = false;
    page.on('request', (sent) => {
      const file = /\/assets\/([^/?]+\.js)$/.exec(sent.url())?.[1];
      if (file && holding) asked.push(file);
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (held) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      holding = false;
      await held.continue();
    });
    const parts: Record<string, string[]> = {};
    for (const route of [...GUEST_ROUTES, ...PLAYER_ROUTES]) {
      if (route === PLAYER_ROUTES[0])
        await storeOnEveryLoad(page, { token: await apiToken(request), agreement: 'true' });
      // The last page gone first: its own late requests are not this one's.
      await page.goto('about:blank');
      asked = [];
      holding = true;
      await page.goto(route);
      // The entry is let through once the loader has had its time: what was asked for until then is the loader's.
      await expect.poll(() => holding, route).toBe(false);
      const own = asked.filter((file) => !entry.test(file) && !file.startsWith('rolldown-runtime-'));
      parts[route] = own;
      const partAt = own.findIndex((file) => !texts.test(file));
      if (partAt < 0) continue;
      expect(
        own.findIndex((file) => texts.test(file)),
        `${route}: ${own.join(', ')}`,
      ).toBe(0);
    }
    // Every player page has parts of its own to ask for (the check above is not vacuous).
    for (const route of PLAYER_ROUTES) expect(parts[route]?.length, route).toBeGreaterThan(1);
  });

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
