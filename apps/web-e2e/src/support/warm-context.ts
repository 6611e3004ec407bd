// One browser context per worker instead of one per test, for the screen sweep: a player's phone that has opened the
// app before. Its HTTP cache (and Chromium's compiled-code cache with it) carries over, so a test's first visit no
// longer downloads and compiles the app afresh (about 1 s of a busy 2-core machine per test). What a test must not
// inherit is cleared before it: cookies and localStorage (the app keeps nothing else; sessionStorage is per page).
// Every test still gets its own page, a reset sandbox and the Content-Security-Policy listener of src/fixtures.ts.
import type { BrowserContext, ViewportSize } from '@playwright/test';
import { expect, reportCspViolations, test } from '../fixtures';

interface WarmFixtures {
  /** The worker's context: its device, the viewport given, no service worker; violations go to `cspSink.current`. */
  warmContext: { context: BrowserContext; cspSink: { current: string[] } };
}

/**
 * `test` with a per-worker context of `viewport` and service workers blocked (the worker's precache would otherwise
 * be the first visit's work again; pwa.spec and pwa-offline.spec check it).
 */
export function warmContextTest(viewport: ViewportSize) {
  return test.extend<object, WarmFixtures>({
    warmContext: [
      async ({ browser, sandboxServer }, use, workerInfo) => {
        const { userAgent, screen, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
        const context = await browser.newContext({
          ...(userAgent ? { userAgent } : {}),
          ...(screen ? { screen } : {}),
          ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
          ...(isMobile !== undefined ? { isMobile } : {}),
          ...(hasTouch !== undefined ? { hasTouch } : {}),
          viewport,
          serviceWorkers: 'block',
          baseURL: sandboxServer.url,
        });
        const cspSink = { current: [] as string[] };
        await reportCspViolations(context, (line) => cspSink.current.push(line));
        await use({ context, cspSink });
        await context.close();
      },
      { scope: 'worker' },
    ],
    context: async ({ warmContext, cspViolations }, use) => {
      const { context, cspSink } = warmContext;
      await context.clearCookies();
      cspSink.current = cspViolations;
      await use(context);
      expect(cspViolations, 'Content-Security-Policy violations of this test').toEqual([]);
    },
    page: async ({ context, request }, use) => {
      const reset = await request.post('/__sandbox/reset');
      expect(reset.ok()).toBe(true);
      const page = await context.newPage();
      // A file of the origin, not the app: the last test's localStorage is cleared before the app first starts.
      await page.goto('/robots.txt');
      await page.evaluate(() => localStorage.clear());
      await use(page);
      await page.close();
    },
  });
}
