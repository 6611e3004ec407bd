// Taps and typing before the app's JavaScript has started, on prerendered pages: kept, shown as waiting, and acted on
// once when the app starts. The tap replay is the same script on either build: these run on the Thai build.
import { LOCALES, toBcp47 } from '@wallet/domain';
import { appStarted, DEMO, UI, expect, serverCount, test } from './fixtures';
import { screenText, screenTextWith, storeLocale } from './support/screen-text';
import { readStored } from './support/stored';
import { depositChoice } from './support/deposit-dialog';
import {
  openWithAppHeldBack,
  reactOwnsHeading,
  recordRequests,
  storePlayerOnEveryLoad,
} from './support/prerender-page';

// A first visit: what paints and answers before the app's files have arrived and run, none of them in the HTTP cache.
test.use({ freshContext: true });

test.describe('before the app has started', () => {
  test("/login asks for the app's scripts only once its first contentful paint is on screen", async ({
    page,
  }) => {
    // Not the next animation frame: on a busy CPU that frame reached the screen a second later, after the scripts
    // had downloaded and run (Lighthouse then counts them in the first paint: LCP 2.4 s instead of 0.9 s).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/login');
    await appStarted(page);
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(fcp).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(fcp as number);
  });

  test('/login tapped before the app has started: no password in the URL, the button busy, and the login sent once when the app starts', async ({
    page,
    defaultLocale,
  }) => {
    const ui = UI[defaultLocale];
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/login')
        logins.push(request.postData() ?? '');
    });
    // Home's code (the player shell and the home page with its dialogs' loaders) is asked for once the login is
    // submitted, not before.
    const homeCode = recordRequests(page, (path) =>
      /^\/assets\/(player-shell|home-route)-[^/]+\.js$/.test(path),
    );
    const release = await openWithAppHeldBack(page);
    const phone = page.getByRole('textbox', { name: ui.phone, exact: true });
    const password = page.getByRole('textbox', { name: ui.password, exact: true });
    await phone.fill(DEMO.phone);
    await password.fill(DEMO.password);
    // The page's own scripts have been asked for (the held entry among them): nothing of home's yet.
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('link[rel=modulepreload]').length))
      .toBeGreaterThan(0);
    expect(homeCode).toEqual([]);
    const login = page.getByRole('button', { name: ui.login });
    await login.click();
    await expect.poll(() => homeCode.length).toBe(2);
    await password.press('Enter');
    // Still the same page, no query string, nothing lost; the tap visibly waits.
    expect(new URL(page.url()).search).toBe('');
    await expect(page).toHaveURL(/\/login$/);
    await expect(phone).toHaveValue(DEMO.phone);
    await expect(password).toHaveValue(DEMO.password);
    await expect(login).toHaveAttribute('aria-busy', 'true');
    expect(logins).toEqual([]);

    // The app starts and sends that login itself, once, with what was typed: the player taps nothing again.
    release();
    await expect(page).toHaveURL(/\/user\/home$/);
    expect(logins).toHaveLength(1);
    expect(JSON.parse(logins[0] as string)).toEqual({ username: DEMO.phone, password: DEMO.password });
  });

  test("/howto asks for the texts of a player's own language (every page's and the page's) with the app's scripts", async ({
    page,
    request,
    defaultLocale,
  }) => {
    // Each other language's files are named in the page, read by the stored choice; the build's own are in its scripts.
    const html = await (await request.get('/howto')).text();
    const map = JSON.parse(/\/\*other-languages\*\/(\{[^}]*\})/.exec(html)?.[1] ?? '{}') as Record<
      string,
      string[]
    >;
    expect(Object.keys(map).sort()).toEqual(LOCALES.filter((locale) => locale !== defaultLocale).sort());
    const other = defaultLocale === 'en' ? 'th' : 'en';
    const bcp = toBcp47(other);
    const texts = recordRequests(page, (path) => new RegExp(`^/assets/${bcp}-[^/]+\\.js$`).test(path));
    await storeLocale(page, other);
    const release = await openWithAppHeldBack(page, '/howto');
    // Its every-page texts with the map of its parts, and the how-to page's own: asked for before the app has run.
    await expect.poll(() => texts.length).toBe(2);
    expect(texts).toEqual((map[other] ?? []).map((file) => `GET ${file}`));
    expect(await reactOwnsHeading(page)).toBe(false);
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', bcp);
    await expect(page.getByText(screenText(other, 'Using your wallet'), { exact: true })).toBeVisible();
    // The app found them there: none asked for again.
    expect(texts).toHaveLength(2);
  });

  test('/login typed before the app has started, by a player of another language: kept, focused, and logs in', async ({
    page,
    defaultLocale,
  }) => {
    // The page is prerendered in the build's default language; this player reads the app in the other one.
    const other = defaultLocale === 'en' ? 'th' : 'en';
    await storeLocale(page, other);
    const release = await openWithAppHeldBack(page);
    const ui = UI[defaultLocale];
    await page.getByRole('textbox', { name: ui.phone, exact: true }).fill(DEMO.phone);
    await page.getByRole('textbox', { name: ui.password, exact: true }).fill(DEMO.password);
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    const phone = page.getByRole('textbox', { name: UI[other].phone, exact: true });
    const password = page.getByRole('textbox', { name: UI[other].password, exact: true });
    await expect(phone).toHaveValue(DEMO.phone);
    await expect(password).toHaveValue(DEMO.password);
    await expect(password).toBeFocused();
    await page.getByRole('button', { name: UI[other].login }).click();
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test('/login: a language chosen before the app has started is the one the app starts in', async ({
    page,
    defaultLocale,
  }) => {
    const release = await openWithAppHeldBack(page);
    await page.getByRole('combobox', { name: UI[defaultLocale].language }).selectOption('en');
    release();
    await expect(page.getByRole('button', { name: UI.en.login })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: UI.en.language })).toHaveValue('en');
  });

  test('a menu button tapped before the app has started: busy, then the app taps it once it has started', async ({
    page,
    request,
    defaultLocale,
  }) => {
    // The agreement's dialog would open over the conditions.
    await storePlayerOnEveryLoad(page, request);
    const release = await openWithAppHeldBack(page, '/user/home');
    const t = (msgid: string) => screenText(defaultLocale, msgid);
    const conditions = page
      .getByRole('navigation', { name: t('Main menu') })
      .getByRole('button', { name: t('Conditions') });
    await conditions.click();
    await expect(conditions).toHaveAttribute('aria-busy', 'true');
    const dialog = page.getByRole('dialog', { name: t('Conditions') });
    await expect(dialog).toHaveCount(0);

    release();
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(conditions).not.toHaveAttribute('aria-busy');
    // Tapped once: closing leaves it closed (the tap is not made a second time).
    await dialog.getByRole('button', { name: t('Close') }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(300);
    await expect(dialog).toBeHidden();
  });

  test('/user/home: Deposit tapped before the app has started opens its dialog at once, and the app shows the deposit there', async ({
    page,
    request,
    defaultLocale,
  }) => {
    await storePlayerOnEveryLoad(page, request);
    const lookups = recordRequests(page, (path) => path === '/api/lookup/deposit');
    const release = await openWithAppHeldBack(page, '/user/home');
    const t = (msgid: string) => screenText(defaultLocale, msgid);
    const deposit = page
      .getByRole('group', { name: t('Money actions') })
      .getByRole('button', { name: t('Deposit'), exact: true });
    await deposit.click();
    // Answered at once, by the page itself: the dialog, titled as the app's, saying it loads; the tap waits.
    const dialog = page.getByRole('dialog', { name: t('Deposit') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(t('Loading'));
    await expect(dialog.getByRole('button', { name: t('Close') })).toBeFocused();
    await expect(deposit).toHaveAttribute('aria-busy', 'true');
    expect(await reactOwnsHeading(page)).toBe(false);
    expect(lookups).toEqual([]);

    release();
    // The app's deposit dialog took its place: one dialog, the methods in it, read once; the button not busy.
    await expect(depositChoice(dialog, t)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(deposit).not.toHaveAttribute('aria-busy');
    expect(lookups).toEqual(['GET /api/lookup/deposit']);
    // Tapped once: closing leaves it closed, and the focus back on Deposit (the loaded page's, which replaced the
    // skeleton's meanwhile).
    await expect(page.getByRole('heading', { name: t('Slot games') })).toBeVisible();
    await dialog.getByRole('button', { name: t('Close') }).click();
    await expect(dialog).toBeHidden();
    await expect(deposit).toBeFocused();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/user/home: an early dialog closed before the app has started gives the tap up (Escape and the close button)', async ({
    page,
    request,
    defaultLocale,
  }) => {
    await storePlayerOnEveryLoad(page, request);
    const release = await openWithAppHeldBack(page, '/user/home');
    const t = (msgid: string) => screenText(defaultLocale, msgid);
    const actions = page.getByRole('group', { name: t('Money actions') });
    const withdraw = actions.getByRole('button', { name: t('Withdraw'), exact: true });
    const transfer = actions.getByRole('button', { name: t('Transfer'), exact: true });
    await withdraw.click();
    await expect(page.getByRole('dialog', { name: t('Withdraw') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(withdraw).not.toHaveAttribute('aria-busy');
    await transfer.click();
    const early = page.getByRole('dialog', { name: t('Transfer') });
    await expect(early).toBeVisible();
    await early.getByRole('button', { name: t('Close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(transfer).not.toHaveAttribute('aria-busy');

    release();
    await expect.poll(() => reactOwnsHeading(page)).toBe(true);
    // Nothing was left to replay: the app opens no dialog by itself.
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // And the buttons work as the app's.
    await transfer.click();
    await expect(page.getByRole('dialog', { name: t('Transfer') })).toBeVisible();
  });

  test('/user/spin: Spin tapped five times before the app has started spins exactly once, on the wheel that replaces it', async ({
    page,
    request,
    defaultLocale,
  }) => {
    // The wheel turns for a few seconds and shows its prize 2 s after it stops: more than the usual 30 s when busy.
    test.setTimeout(60_000);
    const token = await storePlayerOnEveryLoad(page, request);
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const coins = async () =>
      ((await (await request.get('/api/spinwheel/setup', auth)).json()) as { result: { userCoin: number } })
        .result.userCoin;
    const before = await coins();
    expect(before).toBeGreaterThan(1);
    const spins = recordRequests(page, (path) => path === '/api/spinwheel/spin');
    const release = await openWithAppHeldBack(page, '/user/spin');
    const label = screenTextWith(defaultLocale, 'Spin (coins left: {left})', { left: before });
    const early = page.getByText(label, { exact: true });
    await expect(early).toBeVisible();
    for (let i = 0; i < 5; i += 1) await early.click();
    await expect(early).toHaveAttribute('aria-busy', 'true');
    expect(await reactOwnsHeading(page)).toBe(false);
    expect(spins).toEqual([]);

    release();
    // The wheel's own button took the early one's place and spun: one request, one coin, one prize.
    await expect.poll(() => spins.length, { timeout: 15_000 }).toBe(1);
    const prize = page.getByRole('dialog', { name: screenText(defaultLocale, 'You got a coupon!') });
    await expect(prize).toBeVisible({ timeout: 25_000 });
    await page.waitForTimeout(1_000);
    expect(spins).toEqual(['POST /api/spinwheel/spin']);
    expect(await serverCount(request, '/api/spinwheel/spin', 'POST')).toBe(1);
    expect(await coins()).toBe(before - 1);
  });

  test('Log out then Conditions tapped before the app has started: the app logs out, the later tap does not drop it', async ({
    page,
    request,
    defaultLocale,
  }) => {
    await storePlayerOnEveryLoad(page, request);
    const release = await openWithAppHeldBack(page, '/user/home');
    const t = (msgid: string) => screenText(defaultLocale, msgid);
    const logout = page.getByRole('button', { name: t('Log out') });
    const conditions = page
      .getByRole('navigation', { name: t('Main menu') })
      .getByRole('button', { name: t('Conditions') });
    await logout.click();
    await conditions.click();
    // The kept tap is Log out's: the later one is not taken (not marked busy).
    await expect(logout).toHaveAttribute('aria-busy', 'true');
    await expect(conditions).not.toHaveAttribute('aria-busy');

    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: UI[defaultLocale].login })).toBeVisible();
    expect(await readStored(page, 'token')).toBeNull();
    expect(await readStored(page, 'token', 'session')).toBeNull();
    await expect(page.getByRole('dialog', { name: t('Conditions') })).toHaveCount(0);
  });

  test('/user/bonus: a promotion code searched before the app has started is looked up at the tap, once, and shown when the app starts', async ({
    page,
    request,
    defaultLocale,
  }) => {
    await storePlayerOnEveryLoad(page, request);
    const searches = recordRequests(page, (path) => path.startsWith('/api/promotion/find/'));
    const release = await openWithAppHeldBack(page, '/user/bonus');
    const t = (msgid: string) => screenText(defaultLocale, msgid);
    const field = page.getByRole('textbox', { name: t('Promotion code'), exact: true });
    await field.fill('free50');
    const search = page.getByRole('button', { name: t('Search'), exact: true });
    await search.click();
    await expect(search).toHaveAttribute('aria-busy', 'true');
    // The page's own script asks at the tap, as the app would (upper case), while the app's scripts are held back.
    await expect.poll(() => searches).toEqual(['GET /api/promotion/find/FREE50']);

    release();
    // Found with what was typed (upper-cased as the app does), without a second tap, and looked up once: the app
    // took the answer of the tap's lookup.
    await expect(page.getByText('Free 50 baht credit')).toBeVisible();
    await expect(field).toHaveValue('FREE50');
    expect(searches).toEqual(['GET /api/promotion/find/FREE50']);
  });
});
