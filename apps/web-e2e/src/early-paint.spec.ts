// What a prerendered page paints before the app's JavaScript has run, from its early reads (the inline prefetch
// script and the page's early painter), and how the app takes over in place. The paints in the build's default
// language run on both builds (@laos); the rest is the same script on either build and runs on the Thai build.
import { formatAmount, totalBalance } from '@wallet/domain';
import { apiToken, appStarted, UI, expect, test } from './fixtures';
import { screenText, screenTextWith } from './support/screen-text';
import { readStored, storeOnEveryLoad } from './support/stored';
import {
  expectHydratedInPlace,
  layoutShift,
  MAX_LAYOUT_SHIFT,
  openWithAppHeldBack,
  reactOwnsHeading,
  recordRequests,
  storePlayerOnEveryLoad,
  watchPage,
} from './support/prerender-page';

// A first visit: what paints and answers before the app's files have arrived and run, none of them in the HTTP cache.
test.use({ freshContext: true });

test.describe('painted early in the default language', { tag: '@laos' }, () => {
  test("/user/home shows the player's balance before the app has started, and the app keeps it in place", async ({
    page,
    request,
    defaultLocale,
  }) => {
    const token = await storePlayerOnEveryLoad(page, request);
    const wallet = (await (
      await request.get('/api/wallet', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { wallet: { amount: number }; slots: { amount: number }[] };
    const balance = formatAmount(totalBalance(wallet.wallet, wallet.slots));
    const errors = await watchPage(page);
    const release = await openWithAppHeldBack(page, '/user/home');
    // Written by the page's own script from its early wallet read: no JavaScript of the app has run.
    await expect(page.getByText(balance, { exact: true })).toBeVisible();
    expect(await reactOwnsHeading(page)).toBe(false);

    release();
    await expectHydratedInPlace(page);
    const t = (msgid: string) => screenText(defaultLocale, msgid);
    await expect(page.getByRole('button', { name: t('Refresh balance') })).toBeVisible();
    await expect(page.getByText(balance, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
  });

  test('/contact shows the support details before the app has started, and the app keeps them in place', async ({
    page,
    request,
    defaultLocale,
  }) => {
    const contact = (await (await request.get('/api/lookup/contact')).json()) as {
      contactText: string;
      lineQR: string;
      lineName: string;
    };
    const errors = await watchPage(page);
    const lookups: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/lookup/contact') lookups.push(req.method());
    });
    const release = await openWithAppHeldBack(page, '/contact');
    const t = (msgid: string) => screenText(defaultLocale, msgid);
    const support = page.getByRole('region', { name: t('Support') });
    // Written by the page's own script from its early (public) lookup: no JavaScript of the app has run.
    await expect(support.getByText(contact.contactText, { exact: true })).toBeVisible();
    const qr = support.getByRole('img', { name: t('LINE QR code of our support') });
    await expect(qr).toHaveAttribute('src', contact.lineQR);
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await reactOwnsHeading(page)).toBe(false);

    release();
    await expectHydratedInPlace(page);
    // The loaded card: the same details, and the translated LINE link that only the app writes.
    const line = screenTextWith(defaultLocale, 'Chat with us on LINE: {lineName}', {
      lineName: contact.lineName,
    });
    await expect(support.getByRole('link', { name: line })).toBeVisible();
    await expect(support.getByText(contact.contactText, { exact: true })).toBeVisible();
    await expect(qr).toHaveAttribute('src', contact.lineQR);
    await page.waitForLoadState('networkidle');
    // One lookup: the page's early one, which the app took as its own.
    expect(lookups).toEqual(['GET']);
    expect(errors).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
  });

  test('/contact whose support details answer after the app has started: the app paints them, nothing moves', async ({
    page,
    defaultLocale,
  }) => {
    const t = (msgid: string) => screenText(defaultLocale, msgid);
    const errors = await watchPage(page);
    // The lookup (the page's early read, which the app takes) answers only once the app shows its loader.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/lookup/contact', async (route) => {
      await answered;
      await route.continue();
    });
    // Whether the card was ever on screen together with the loader above it (checked after every change of the page,
    // so it does not depend on a frame being drawn between the two, which a busy machine makes likelier).
    await page.addInitScript(() => {
      const w = window as unknown as { cardUnderLoader: boolean };
      w.cardUnderLoader = false;
      new MutationObserver(() => {
        if (document.querySelector('.wl-contact__card:not([hidden])') && document.querySelector('.wk-loader'))
          w.cardUnderLoader = true;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/contact');
    await expectHydratedInPlace(page);
    await expect(page.getByRole('status').filter({ hasText: t('Loading contact details') })).toBeVisible();
    answer();
    const support = page.getByRole('region', { name: t('Support') });
    await expect(support.getByRole('img', { name: t('LINE QR code of our support') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('Loading contact details') })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The page's own script no longer paints once the app has committed: before, it showed the card under the app's
    // loader a moment before the app's render took the loader away, and the card moved up (0.04 to 0.1).
    expect(errors).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { cardUnderLoader: boolean }).cardUnderLoader),
    ).toBe(false);
    expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
  });

  test("/user/spin shows the player's coins on the spin button before the app has started; the wheel's button takes its place", async ({
    page,
    request,
    defaultLocale,
  }) => {
    const token = await apiToken(request);
    await storeOnEveryLoad(page, { token });
    const setup = (await (
      await request.get('/api/spinwheel/setup', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { result: { userCoin: number } };
    expect(setup.result.userCoin).toBeGreaterThan(0);
    const label = screenTextWith(defaultLocale, 'Spin (coins left: {left})', { left: setup.result.userCoin });
    const errors = await watchPage(page);
    const release = await openWithAppHeldBack(page, '/user/spin');
    // Written by the page's own script from its early setup read: no JavaScript of the app has run. Not a control yet.
    const early = page.getByText(label, { exact: true });
    await expect(early).toBeVisible();
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
    expect(await reactOwnsHeading(page)).toBe(false);
    const before = await early.boundingBox();

    release();
    await expectHydratedInPlace(page);
    // The wheel's own button: the same text, in the same place and size (nothing moves, nothing paints larger).
    const button = page.getByRole('button', { name: label });
    await expect(button).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toHaveCount(1);
    const after = await button.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((after?.[side] ?? Number.NaN) - (before?.[side] ?? Number.NaN)), side).toBeLessThan(
        0.5,
      );
    }
    expect(errors).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
  });

  test('/user/bonus shows the first bonus card before the app has started; the app keeps it in place', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    await storeOnEveryLoad(page, { token });
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const { bonuses } = (await (await request.get('/api/bonus', auth)).json()) as {
      bonuses: { code: string; banners: { image: string }[] }[];
    };
    const [first] = bonuses;
    if (!first) throw new Error('the demo player has no bonus cards');
    // The demo player holds no bonus and no promotion: nothing above the cards changes when the app reads that.
    expect(await (await request.get('/api/bonus/check/active', auth)).json()).toMatchObject({
      status: false,
    });
    expect(await (await request.get('/api/promotion/current', auth)).json()).toMatchObject({
      promotion: null,
    });
    const errors = await watchPage(page);
    const release = await openWithAppHeldBack(page, '/user/bonus');
    // Written by the page's own script from its early reads: no JavaScript of the app has run.
    const card = page.locator('.wl-bonus-card').first();
    await expect(card.getByRole('heading', { name: first.code, level: 3 })).toBeVisible();
    const banner = card.locator('img.wl-bonus-card__background');
    await expect(banner).toHaveAttribute('src', first.banners[0]?.image ?? '');
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await reactOwnsHeading(page)).toBe(false);
    const before = await banner.boundingBox();
    await banner.evaluate((img) => ((window as unknown as { earlyBanner: Element }).earlyBanner = img));

    release();
    await expectHydratedInPlace(page);
    // The loaded cards: all of them, the first one still the element the page painted, in the same place and size.
    await expect(page.locator('.wl-bonus-card')).toHaveCount(bonuses.length);
    await expect(card.getByRole('button')).toBeVisible();
    expect(
      await banner.evaluate((img) => img === (window as unknown as { earlyBanner: Element }).earlyBanner),
    ).toBe(true);
    const after = await banner.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((after?.[side] ?? Number.NaN) - (before?.[side] ?? Number.NaN)), side).toBeLessThan(
        0.5,
      );
    }
    // No other card's banner is larger: the early one stays the page's largest paint.
    const areas = await page
      .locator('img.wl-bonus-card__background')
      .evaluateAll((imgs) =>
        imgs.map((img) => img.getBoundingClientRect().width * img.getBoundingClientRect().height),
      );
    expect(Math.max(...areas.slice(1))).toBeLessThan(areas[0] ?? 0);
    expect(errors).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
  });
});

test.describe('early reads', () => {
  test("/user/bonus asks for the app's scripts once the first card's banner is on screen, or a moment after the first paint", async ({
    page,
    request,
  }) => {
    await storePlayerOnEveryLoad(page, request);
    // The loader's longest wait for the banner, as the built page has it (EARLY_IMAGE_WAIT_MS of tools/vite/prerender.ts).
    const loader = /w\.then\(load,load\);setTimeout\(load,(\d+)\)/.exec(
      await (await request.get('/user/bonus')).text(),
    );
    const wait = Number(loader?.[1]);
    expect(wait, "the page's loader waits for the banner").toBeGreaterThan(0);
    // When the banner (the page's largest paint) reached the screen, by the browser's own largest-paint entries.
    await page.addInitScript(() => {
      const w = window as unknown as { bannerPainted: number | null };
      w.bannerPainted = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { element: Element | null; startTime: number }[])
          if (entry.element?.classList.contains('wl-bonus-card__background'))
            w.bannerPainted ??= entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const timings = async () => {
      await appStarted(page);
      return page.evaluate(() => {
        const resources = performance.getEntriesByType('resource');
        return {
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          banner: (window as unknown as { bannerPainted: number | null }).bannerPainted,
          cardsAnswered: Math.min(
            ...resources
              .filter((entry) => new URL(entry.name).pathname === '/api/bonus')
              .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
          ),
          firstScript: Math.min(
            ...resources
              .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
              .map((entry) => entry.startTime),
          ),
        };
      });
    };
    // The cards answer at once: the scripts wait for the banner's paint (or the wait's end, on a slow machine).
    await page.goto('/user/bonus');
    const quick = await timings();
    expect(quick.banner, 'the banner is the largest paint').not.toBeNull();
    expect(quick.firstScript).toBeGreaterThanOrEqual(
      Math.min(quick.banner ?? Number.NaN, quick.fcp + wait) - 1,
    );
    // The cards answer two seconds late: the scripts wait for no more than a moment after the first paint.
    const slow = await request.post('/__sandbox/delay', { data: { path: '/api/bonus', ms: 2000 } });
    expect(slow.ok()).toBe(true);
    await page.goto('/robots.txt');
    await page.goto('/user/bonus');
    // Once the cards' read has answered (its timing entry is written then).
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new URL(entry.name).pathname === '/api/bonus'),
        ),
      )
      .toBe(true);
    const late = await timings();
    expect(late.firstScript).toBeGreaterThanOrEqual(late.fcp + wait - 1);
    expect(late.cardsAnswered).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(late.firstScript).toBeLessThan(late.cardsAnswered);
  });

  test('/user/bonus for a player of another language: the cards wait, unseen, for the app', async ({
    page,
    request,
    defaultLocale,
  }) => {
    // The texts above the cards change with the language: the page's script leaves the cards to the app.
    const other = defaultLocale === 'en' ? 'th' : 'en';
    const token = await apiToken(request);
    await storeOnEveryLoad(page, { token, locale: other });
    const errors = await watchPage(page);
    // The page's early reads, answered before the app has started.
    const reads = Promise.all(
      ['/api/bonus', '/api/bonus/check/active', '/api/promotion/current'].map((path) =>
        page.waitForResponse((response) => new URL(response.url()).pathname === path),
      ),
    );
    const release = await openWithAppHeldBack(page, '/user/bonus');
    await reads;
    // A turn for the page's script to handle them.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const section = page.locator('.wl-bonus__cards-section');
    await expect(section).toBeAttached();
    await expect(section).toBeHidden();
    await expect(page.locator('.wl-bonus-card__content')).toBeHidden();

    release();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(section).toBeVisible();
    await expect(section.getByRole('listitem').first().getByRole('button')).toBeVisible();
    // No layout shift figure here: the switch to the player's language lays every text out again (the same-language
    // tests above hold the page to CLS 0).
    expect(errors).toEqual([]);
  });

  test('a player page asks for its first data before its scripts, and the app asks for none of it again', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    // Lao (the Thai build's other language; stored 'la', sent as 'lo'): the early reads must carry the language the
    // app starts in, or they would go unused.
    await storeOnEveryLoad(page, { token, locale: 'la' });
    const sent = recordRequests(page, (path) => path.startsWith('/api/') || path.endsWith('.js'));
    await page.goto('/user/home');
    await expect(page.getByRole('button', { name: UI.la.logout })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const firstScript = sent.findIndex((line) => line.endsWith('.js'));
    // The page's own reads; the shell's (the player for the chat, the chat's switch) are the app's, after its scripts:
    // the chat waits for the page to be idle, and early they took two of the six connections the scripts wait for.
    const early = ['/api/wallet', '/api/spinwheel/active'];
    const shell = ['/api/account/profile', '/api/lookup/enableChatWidget'];
    for (const path of [...early, ...shell]) {
      expect(
        sent.filter((line) => line === `GET ${path}`),
        path,
      ).toHaveLength(1);
    }
    for (const path of early)
      expect(sent.indexOf(`GET ${path}`), `${path} before the first script`).toBeLessThan(firstScript);
    for (const path of shell)
      expect(sent.indexOf(`GET ${path}`), `${path} after the first script`).toBeGreaterThan(firstScript);
    // Every early read was taken by the app (none left over, so none was ignored and fetched twice).
    // (The chat launcher asks for its switch once the shell is idle: on a busy machine after the checks above. Within
    // 5 s: an answer nobody took is dropped after 10 s, which must not pass for taken.)
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { __walletPrefetch: unknown[] }).__walletPrefetch),
        { timeout: 5_000 },
      )
      .toEqual([]);
  });

  test('a player page with an expired token: its early read is refused and the player lands on /login', async ({
    page,
    defaultLocale,
  }) => {
    await storeOnEveryLoad(page, { token: 'expired-token' });
    const errors = await watchPage(page);
    await page.goto('/user/home');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: UI[defaultLocale].login })).toBeVisible();
    expect(await readStored(page, 'token')).toBeNull();
    expect(errors.filter((text) => !text.includes('401'))).toEqual([]);
  });

  test('a player page without a session goes to /login (the prerendered shell is not hydrated)', async ({
    page,
    defaultLocale,
  }) => {
    const errors = await watchPage(page);
    await page.goto('/user/home');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: UI[defaultLocale].login })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
