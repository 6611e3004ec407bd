// Browser tests of the installable, offline-resilient app (issue 18) on both production builds: the web app
// manifest and its icons, the service worker that precaches the shell (never /api or /socket.io), offline reloads
// of /login and /user/home with the translated notice and "last synced" balance, recovery when the network returns,
// the "new version" prompt after a deployment, and one clean reload (not a white screen, not a loop) when a lazy
// chunk of an older deployment is gone.
import type { BrowserContext, Page, Response, Route } from '@playwright/test';
import type { Locale } from '@wallet/domain';
import { DEMO, UI, appStarted, expect, expectedTotal, logIn, test } from './fixtures';
import { startDeploymentProxy } from './support/deployment-proxy';

/** What each build's app.config.ts says (the manifest is made from it). */
const BUILD = {
  th: { name: 'Siam Wallet', shortName: 'Siam Wallet', lang: 'th', brand: '#5b21b6' },
  la: { name: 'Lanxang Wallet', shortName: 'Lanxang', lang: 'lo', brand: '#b91c1c' },
} as const;

/** The screens' catalogue texts of this feature. */
const TEXT = {
  th: {
    offline: 'คุณออฟไลน์อยู่ แอปจะเชื่อมต่อใหม่เองเมื่อการเชื่อมต่อกลับมา',
    lastSynced: 'ออฟไลน์: อัปเดตล่าสุด',
    waiting: 'ข้อมูลนี้จะโหลดเมื่อคุณกลับมาออนไลน์',
    newVersion: 'มีแอปเวอร์ชันใหม่พร้อมใช้งานแล้ว',
    reload: 'โหลดใหม่',
    later: 'ไว้ทีหลัง',
    pageFailed: 'ไม่สามารถโหลดหน้านี้ได้ โปรดลองอีกครั้ง',
    register: 'สมัครสมาชิก',
    menu: 'เมนูหลัก',
  },
  la: {
    offline: 'ທ່ານອອບໄລນ໌ຢູ່ ແອັບຈະເຊື່ອມຕໍ່ໃໝ່ເອງເມື່ອການເຊື່ອມຕໍ່ກັບມາ',
    lastSynced: 'ອອບໄລນ໌: ອັບເດດລ່າສຸດ',
    waiting: 'ຂໍ້ມູນນີ້ຈະໂຫຼດເມື່ອທ່ານກັບມາອອນໄລນ໌',
    newVersion: 'ມີແອັບເວີຊັນໃໝ່ພ້ອມໃຊ້ງານແລ້ວ',
    reload: 'ໂຫຼດໃໝ່',
    later: 'ໄວ້ພາຍຫຼັງ',
    pageFailed: 'ບໍ່ສາມາດໂຫຼດໜ້ານີ້ໄດ້ ກະລຸນາລອງໃໝ່ອີກຄັ້ງ',
    register: 'ສະໝັກສະມາຊິກ',
    menu: 'ເມນູຫຼັກ',
  },
  en: {
    offline: 'You are offline. The app reconnects by itself when the connection is back.',
    lastSynced: 'Offline: last synced',
    waiting: 'This will load when you are back online.',
    newVersion: 'A new version of the app is available.',
    reload: 'Reload',
    later: 'Later',
    pageFailed: 'This page could not be loaded. Please try again.',
    register: 'Register',
    menu: 'Main menu',
  },
} satisfies Record<Locale, Record<string, string>>;

/** Waits until the service worker is active and controls the page (it claims the page on its first install). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'a service worker controls the page',
      timeout: 15_000,
    })
    .toMatch(/\/sw\.js$/);
  await page.evaluate(() => navigator.serviceWorker.ready);
}

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

function hasWaitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)));
}

/** Every URL path held in Cache Storage. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
}

/** Every /api and /socket.io response the page receives. */
function watchApiResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (/^\/(api|socket\.io)\//.test(new URL(response.url()).pathname)) seen.push(response);
  });
  return seen;
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
