// What the Lighthouse budget (lighthouse.ts) and the bench (bench/perf-bench.ts) do before each run so it measures a
// first visit, logged in or not: Lighthouse's own storage reset is off (it would wipe the token).
import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@wallet/domain';

/**
 * Clears the origin's storage and puts the player's token (if any) into localStorage as the app keeps it after a
 * login, then clears the HTTP cache, the service worker and its caches. Leaves the page on about:blank.
 */
export async function prepareFirstVisit(
  browser: BrowserContext,
  page: Page,
  url: string,
  token?: string,
): Promise<void> {
  const origin = new URL(url).origin;
  // A real file of the origin (not the app), so the storage is written before the app first starts.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ([key, value]) => {
      localStorage.clear();
      sessionStorage.clear();
      if (value) localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.token, token ?? null] as const,
  );
  // After the storage page: a server answering every path with its app (the floor's) has just filled the cache.
  await page.goto('about:blank');
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // A first visit: the last run's service worker and its precache would otherwise answer every request.
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
}
