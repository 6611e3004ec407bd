// The worker's warm browser context (`context` in ./fixtures.ts): the next test gets the app's files from the HTTP
// cache, and nothing else the last test did: no storage, cookie, route, offline mode, permission, other page or fake
// clock. One worker runs these in order (serial); the Thai build is enough (the fixture is the same on both). No
// retry: a retry runs in a fresh context by design (it records the trace), and nothing here depends on timing.
import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@wallet/domain';
import { appStarted, expect, openAsPlayer, test } from './fixtures';

test.describe.configure({ mode: 'serial', retries: 0 });

/** The app's scripts the page has loaded, and how many bytes each one took from the network (0: from the cache). */
function scriptTransfers(page: Page): Promise<{ name: string; transferSize: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({
        name: entry.name,
        transferSize: (entry as PerformanceResourceTiming).transferSize,
      })),
  );
}

let first: BrowserContext | undefined;
/** The scripts the first test's page loaded (the app loads more when idle, maybe after that test has ended). */
let firstScripts: string[] = [];

test.describe('a warm context', () => {
  test('a test opens the app and leaves every kind of mark on its context', async ({
    page,
    context,
    request,
  }) => {
    first = context;
    await openAsPlayer(page, request);
    await appStarted(page);
    firstScripts = (await scriptTransfers(page)).map(({ name }) => name);
    await page.evaluate(() => localStorage.setItem('left-behind', 'yes'));
    await context.addCookies([{ name: 'left-behind', value: 'yes', url: page.url() }]);
    await context.route('**/robots.txt', (route) => route.fulfill({ body: 'routed by the last test' }));
    await context.grantPermissions(['clipboard-read']);
    await context.newPage();
    await context.setOffline(true);
  });

  test('the next test gets the same context: the app from the cache, none of those marks', async ({
    page,
    context,
    request,
  }) => {
    expect(context).toBe(first);
    expect(context.pages()).toEqual([page]);
    // The page starts on the origin's robots.txt, served (not routed), online, its storage empty.
    expect(await page.evaluate(() => document.body.textContent)).not.toContain('routed');
    expect(await page.evaluate(() => [navigator.onLine, localStorage.length])).toEqual([true, 0]);
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(
        async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
      ),
    ).toBe('prompt');
    await openAsPlayer(page, request);
    await appStarted(page);
    expect(await page.evaluate((key) => localStorage.getItem(key) !== null, STORAGE_KEYS.token)).toBe(true);
    // What the last test's page loaded comes from the HTTP cache (not a byte over the network).
    const again = (await scriptTransfers(page)).filter(({ name }) => firstScripts.includes(name));
    expect(again.length).toBeGreaterThan(0);
    expect(again.filter(({ transferSize }) => transferSize > 0)).toEqual([]);
  });

  test('a test that installs the fake clock', async ({ page, context, request }) => {
    first = context;
    await openAsPlayer(page, request);
    await page.clock.install();
    expect(await page.evaluate(() => '__pwClock' in globalThis)).toBe(true);
  });

  test('the next test gets a new context, with the real clock', async ({ page, context }) => {
    expect(context).not.toBe(first);
    expect(await page.evaluate(() => '__pwClock' in globalThis)).toBe(false);
  });
});
