// Browser tests of the installable app (issue 18) on both production builds: the web app manifest and its icons, the
// service worker that precaches the shell (never /api or /socket.io), the "new version" prompt after a deployment,
// and one clean reload (not a white screen, not a loop) when a lazy chunk of an older deployment is gone. Offline
// reloads and recovery: pwa-offline.spec.ts.
import type { Page } from '@playwright/test';
import { UI, appStarted, expect, test } from './fixtures';
import { startDeploymentProxy } from './support/deployment-proxy';
import { BUILD, TEXT, cachedPaths, waitForServiceWorker } from './support/pwa';

function hasWaitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)));
}

/** How many documents the page has loaded (its first one, then one per reload), counted as their requests leave. */
function countDocuments(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count += 1;
  });
  return () => count;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The service worker is what these tests check (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('installable app (PWA)', () => {
  test(
    'the manifest is linked and valid: the build name, language, brand colour, standalone, icons incl. maskable',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      const build = BUILD[defaultLocale as 'th' | 'la'];
      await page.goto('/login');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', build.brand);

      const response = await request.get('/manifest.webmanifest');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const manifest = (await response.json()) as {
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      } & Record<string, unknown>;
      expect(manifest).toMatchObject({
        name: build.name,
        short_name: build.shortName,
        lang: build.lang,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: build.brand,
      });
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const image = await request.get(icon.src);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
      }
    },
  );

  test(
    'iOS home screen: the shell and every prerendered page link an apple-touch-icon, a 180x180 PNG',
    { tag: '@laos' },
    async ({ page, request }) => {
      await page.goto('/login');
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        'href',
        '/icons/apple-touch-icon-180x180.png',
      );
      for (const route of ['/', '/register', '/howto', '/contact', '/user/home', '/user/statement']) {
        const html = await (await request.get(route)).text();
        expect(html, route).toContain(
          '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180x180.png" />',
        );
      }
      const image = await request.get('/icons/apple-touch-icon-180x180.png');
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: 180, height: 180 });
    },
  );

  test('the service worker registers, controls the page, precaches the shell and is itself never cached', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await waitForServiceWorker(page);
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');

    const cached = await cachedPaths(page);
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/manifest.webmanifest');
    const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    expect(cached).toContain(entry);
    expect(cached.filter((path) => /^\/(api|socket\.io)\//.test(path))).toEqual([]);
  });

  test('/api navigations reach the server even under the service worker (never the app shell)', async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForServiceWorker(page);
    const response = await page.goto('/api/lookup/info');
    expect(response?.fromServiceWorker()).toBe(false);
    expect(response?.headers()['content-type']).toContain('application/json');
  });

  test('a new deployment shows the translated prompt; Reload switches to the new version', async ({
    page,
    baseURL,
    defaultLocale,
  }) => {
    const text = TEXT[defaultLocale];
    const server = await startDeploymentProxy(baseURL!);
    try {
      await page.goto(`${server.url}/login`);
      await waitForServiceWorker(page);
      const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      await expect(page.getByText(text.newVersion, { exact: true })).toHaveCount(0);

      server.deploy();
      // Browsers look for a new worker on navigations and periodically; the test asks at once.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const prompt = page.getByRole('status').filter({ hasText: text.newVersion });
      await expect(prompt).toBeVisible();
      // The new version waits for the player: the old one still controls the page (no mixed chunks).
      expect(await hasWaitingWorker(page)).toBe(true);

      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: text.reload }).click();
      await reloaded;
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      await expect(page.getByRole('button', { name: UI[defaultLocale].login })).toBeVisible();
      await expect(page.getByText(text.newVersion, { exact: true })).toHaveCount(0);
      expect(await hasWaitingWorker(page)).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    } finally {
      await server.close();
    }
  });

  test('Later hides the new-version prompt without reloading', async ({ page, baseURL, defaultLocale }) => {
    const text = TEXT[defaultLocale];
    const server = await startDeploymentProxy(baseURL!);
    try {
      await page.goto(`${server.url}/login`);
      await waitForServiceWorker(page);
      server.deploy();
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const prompt = page.getByRole('status').filter({ hasText: text.newVersion });
      await expect(prompt).toBeVisible();
      await page.evaluate(() => Object.assign(window, { stayed: true }));
      await prompt.getByRole('button', { name: text.later }).click();
      await expect(page.getByText(text.newVersion, { exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
      expect(await hasWaitingWorker(page)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

test.describe('a lazy chunk of an older deployment is gone', () => {
  // Without a worker (a first visit, or a browser without one) the chunk requests reach the network, as after the
  // new worker took over.
  test.use({ serviceWorkers: 'block' });

  test('one clean reload, then the page opens (no white screen)', async ({ page, defaultLocale }) => {
    const text = TEXT[defaultLocale];
    const documents = countDocuments(page);
    // The first document is the old deployment: its register chunk is gone (its preload and its import both 404).
    // After a reload the document is the new deployment, whose chunks exist.
    let missing = 0;
    await page.route(/\/assets\/register-page-[^/]+\.js$/, (route) => {
      if (documents() > 1) return route.fallback();
      missing += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: UI[defaultLocale].login })).toBeVisible();
    // The app's own navigation (a tap on the prerendered page before then is the browser's: another document).
    await appStarted(page);
    await page
      .getByRole('navigation', { name: text.menu })
      .getByRole('link', { name: text.register })
      .click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: text.register })).toBeVisible();
    expect(missing).toBeGreaterThan(0);
    expect(documents()).toBe(2);
  });

  test('a chunk still missing after that one reload shows the translated retry screen, not a reload loop', async ({
    page,
    defaultLocale,
  }) => {
    const text = TEXT[defaultLocale];
    const documents = countDocuments(page);
    await page.route(/\/assets\/register-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await page.goto('/login');
    await appStarted(page);
    await page
      .getByRole('navigation', { name: text.menu })
      .getByRole('link', { name: text.register })
      .click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(text.pageFailed);
    // The alert is the message; its retry button sits beside it in the page's main landmark.
    await expect(page.getByRole('main').getByRole('button', { name: text.reload })).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(documents()).toBe(2);
    await expect(alert).toContainText(text.pageFailed);
  });
});
