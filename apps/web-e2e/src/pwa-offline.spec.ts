// Browser tests of the offline-resilient app (issue 18) on both production builds: offline reloads of /login and
// /user/home with the translated notice and "last synced" balance, prerendered routes from the precache, and recovery
// when the network returns. The manifest, the service worker and updates: pwa.spec.ts.
import type { BrowserContext, Page, Response, Route } from '@playwright/test';
import { DEMO, UI, expect, expectedTotal, logIn, test } from './fixtures';
import { BUILD, TEXT, cachedPaths, waitForServiceWorker } from './support/pwa';

/** Offline emulation does not reach the service worker (microsoft/playwright#2311): cut its network too. */
const serviceWorkerOffline = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', serviceWorkerOffline);
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*', serviceWorkerOffline);
  await context.setOffline(false);
}

/** Every /api and /socket.io response the page receives. */
function watchApiResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (/^\/(api|socket\.io)\//.test(new URL(response.url()).pathname)) seen.push(response);
  });
  return seen;
}

// The service worker is what these tests check (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('offline app (PWA)', () => {
  test('offline reload of /login shows the shell and the translated notice; it recovers when the network returns', async ({
    page,
    context,
    request,
    defaultLocale,
  }) => {
    const text = TEXT[defaultLocale];
    await page.goto('/login');
    await waitForServiceWorker(page);
    await expect(page.getByText(text.offline, { exact: true })).toHaveCount(0);

    await goOffline(context);
    await page.reload();
    await expect(page.getByText(text.offline, { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text.menu })).toBeVisible();
    await expect(page.getByRole('textbox', { name: UI[defaultLocale].phone, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: UI[defaultLocale].login })).toBeVisible();
    // The English texts load from the precache too.
    await page.getByRole('combobox', { name: UI[defaultLocale].language }).selectOption('en');
    await expect(page.getByText(TEXT.en.offline, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: UI.en.login })).toBeVisible();

    // Back online: the notice goes by itself and the network works again (logging in reaches the sandbox).
    await goOnline(context);
    await expect(page.getByText(TEXT.en.offline, { exact: true })).toHaveCount(0);
    const total = await expectedTotal(request);
    await logIn(page, 'en', false);
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByText(total, { exact: true })).toBeVisible();
  });

  test('offline, a prerendered route comes from the precache as its prerendered page; other routes as the shell', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await waitForServiceWorker(page);
    await goOffline(context);
    for (const [route, prerendered] of [
      ['/login', '/login'],
      ['/register', '/register'],
      ['/user/home', '/user/home'],
      ['/user/spin', '/user/spin'],
      ['/user/profile', null],
    ] as const) {
      const response = await page.goto(route);
      expect(response?.fromServiceWorker(), `${route} from the service worker`).toBe(true);
      const root = page.locator('#root');
      if (prerendered === null) await expect(root).not.toHaveAttribute('data-prerendered');
      else expect(await response?.text(), route).toContain(`data-prerendered="${prerendered}"`);
    }
    await goOnline(context);
  });

  test('/user/home offline: the balance is marked last synced, an offline reload shows the shell, and it recovers by itself', async ({
    page,
    context,
    request,
    defaultLocale,
  }) => {
    const text = TEXT[defaultLocale];
    const apiResponses = watchApiResponses(page);
    const total = await expectedTotal(request);
    await page.goto('/login');
    await logIn(page, defaultLocale, false);
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await waitForServiceWorker(page);
    const lastSynced = page.getByText(text.lastSynced);
    await expect(lastSynced).toHaveCount(0);

    // The connection drops: the figure stays, marked with the time it was read, never as current.
    await goOffline(context);
    await expect(page.getByText(text.offline, { exact: true })).toBeVisible();
    await expect(lastSynced).toBeVisible();
    const syncedAt = await lastSynced.locator('time').getAttribute('datetime');
    expect(Date.now() - Date.parse(syncedAt!)).toBeGreaterThanOrEqual(0);
    expect(Date.now() - Date.parse(syncedAt!)).toBeLessThan(60_000);
    await expect(lastSynced).toHaveText(new RegExp(`^${text.lastSynced} \\S`));

    // An offline reload: the player shell and the notice, and no balance shown as if it were current.
    await page.reload();
    await expect(page.getByText(text.offline, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText(BUILD[defaultLocale as 'th' | 'la'].name)).toBeVisible();
    await expect(page.getByRole('navigation', { name: text.menu })).toBeVisible();
    await expect(page.getByText(text.waiting, { exact: true })).toBeVisible();
    await expect(page.getByText(total, { exact: true })).toHaveCount(0);
    // The API is never answered from a cache: offline, a read fails instead of returning an old answer.
    const offlineRead = await page.evaluate(() =>
      fetch('/api/lookup/info').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(offlineRead).toBe('failed');

    // Back online: the wallet loads by itself, current again.
    await goOnline(context);
    await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await expect(page.getByText(text.offline, { exact: true })).toHaveCount(0);
    await expect(lastSynced).toHaveCount(0);

    expect(apiResponses.length).toBeGreaterThan(0);
    expect(apiResponses.filter((response) => response.fromServiceWorker()).map((r) => r.url())).toEqual([]);
    expect((await cachedPaths(page)).filter((path) => /^\/(api|socket\.io)\//.test(path))).toEqual([]);
  });
});
