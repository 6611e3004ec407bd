// Sessions end only when the player ends them (docs/product.md#session): a guest page opened in another tab keeps
// the session and the first tab's open form; logging out revokes the token on the server (401 on the API and at the
// socket.io handshake) and clears the device even when that call fails; a session the server ends is noticed by an
// idle page within seconds, and /login says why, in the player's language.
import type { APIRequestContext, Page } from '@playwright/test';
import { SESSION_CHECK_MS, type Locale } from '@wallet/domain';
import {
  DEMO,
  UI,
  apiToken,
  catalogText,
  errorText,
  expect,
  openAsPlayer,
  serverCount,
  test,
} from './fixtures';
import { amountLabel, screenText } from './support/screen-text';
import { openGameTransfer } from './support/transfer-dialog';
import { readStored, storeNow } from './support/stored';

const LOGOUT = { method: 'POST', path: '/api/logout' };
/** The sandbox's second demo player (apps/sandbox-api/README.md). */
const NEWCOMER = { phone: '0823456789', password: 'newbie123', name: 'Suda Newcomer' };

/** The stored token (remembered or for the tab's session only). */
async function storedToken(page: Page): Promise<string | null> {
  return (await readStored(page, 'token')) ?? (await readStored(page, 'token', 'session'));
}

/** What the server answers to `token` on the API: the status and code of GET /api/wallet. */
async function apiAnswer(request: APIRequestContext, token: string): Promise<[number, unknown]> {
  const res = await request.get('/api/wallet', { headers: { Authorization: `Bearer ${token}` } });
  return [res.status(), ((await res.json()) as { code?: unknown }).code];
}

/**
 * What the socket.io server answers to a connection carrying `token` (`auth: { token }`), spoken over a real
 * WebSocket from the page: '40' (connected) or '44' with the refusal's data.
 */
async function socketAnswer(page: Page, token: string): Promise<string> {
  return page.evaluate(
    (auth) =>
      new Promise<string>((resolve, reject) => {
        const url = new URL('/socket.io/?EIO=4&transport=websocket', location.href);
        url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
        const socket = new WebSocket(url);
        socket.onerror = () => reject(new Error('websocket error'));
        socket.onmessage = (event) => {
          const packet = String(event.data);
          // Engine.IO open ('0{...}'): ask socket.io to connect to the main namespace with the token.
          if (packet.startsWith('0')) socket.send(`40${JSON.stringify({ token: auth })}`);
          else if (packet.startsWith('40') || packet.startsWith('44')) {
            socket.close();
            resolve(packet.startsWith('40') ? '40' : packet);
          }
        };
      }),
    token,
  );
}

test.describe('sessions', () => {
  test.beforeEach(async ({ page, request }) => {
    // `page` first: its fixture resets the sandbox. Without the chat launcher nothing floats over the modals.
    expect(page).toBeTruthy();
    expect((await request.post('/__sandbox/switches', { data: { enableChatWidget: false } })).ok()).toBe(
      true,
    );
  });

  test(
    'opening /howto, /contact and an invite link in a second tab leaves the first logged in with its form; a language chosen there is followed',
    { tag: '@laos' },
    async ({ page, context, request, defaultLocale: l }) => {
      const t = (msgid: string) => screenText(l, msgid);
      const token = await openAsPlayer(page, request);
      await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();
      const dialog = await openGameTransfer(page, t);
      const amount = dialog.getByRole('textbox', { name: amountLabel(l) });
      await amount.fill('100');

      const other = await context.newPage();
      await other.goto('/howto');
      // The player's version, inside the player shell: still logged in there too.
      await expect(other).toHaveURL(/\/user\/howto$/);
      await expect(other.getByRole('heading', { name: t('How-to videos') })).toBeVisible();
      await expect(other.getByRole('button', { name: UI[l].logout })).toBeVisible();
      await other.goto('/contact');
      await expect(other).toHaveURL(/\/user\/contact$/);
      await expect(other.getByRole('heading', { name: t('Contact us') })).toBeVisible();
      await other.goto(`/register?code=PR${'0'.repeat(24)}`);
      await expect(other).toHaveURL(/\/user\/home$/);
      await expect(other.getByRole('heading', { name: DEMO.name })).toBeVisible();
      // The player switches to English in the second tab: the first follows (docs/product.md#language).
      await other.getByRole('combobox', { name: UI[l].language }).selectOption('en');
      await expect(other.locator('html')).toHaveAttribute('lang', 'en');

      // The first tab never moved: same page, same dialog, what was typed, the same session, now in English.
      await page.waitForTimeout(1_000);
      await expect(page).toHaveURL(/\/user\/home$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const inEnglish = page.getByRole('dialog', { name: 'Transfer', exact: true });
      await expect(inEnglish).toBeVisible();
      await expect(inEnglish.getByRole('textbox', { name: amountLabel('en') })).toHaveValue('100');
      expect(await storedToken(page)).toBe(token);
      expect(await apiAnswer(request, token)).toEqual([200, undefined]);
      await inEnglish.getByRole('button', { name: 'Confirm transfer' }).click();
      await expect(
        page.getByRole('alertdialog', { name: catalogText('en', 'transfer.success') }),
      ).toBeVisible();
      expect(await serverCount(request, '/api/wallet/transfer', 'POST')).toBe(1);
    },
  );

  test('logging out revokes the token: it answers 401 on the API and at the socket, and the other tab says why', async ({
    page,
    context,
    request,
    defaultLocale: l,
  }) => {
    const token = await openAsPlayer(page, request);
    await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();
    // Before: the token works on both.
    expect(await apiAnswer(request, token)).toEqual([200, undefined]);
    expect(await socketAnswer(page, token)).toBe('40');
    const other = await context.newPage();
    await other.goto('/user/home');
    await expect(other.getByRole('heading', { name: DEMO.name })).toBeVisible();

    await page.getByRole('button', { name: UI[l].logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await expect.poll(() => serverCount(request, LOGOUT)).toBe(1);
    expect(await apiAnswer(request, token)).toEqual([401, 'INVALID_TOKEN']);
    const refused = await socketAnswer(page, token);
    expect(refused.startsWith('44')).toBe(true);
    expect(JSON.parse(refused.slice(2))).toMatchObject({ data: { status: 401, code: 'INVALID_TOKEN' } });
    // The logout of this page never says "expired" here, and the other tab left for /login saying why.
    const elsewhere = screenText(l, 'You logged out in another tab. Log in again to continue.');
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('status').filter({ hasText: elsewhere })).toBeVisible();
    await expect(page.getByText(elsewhere)).toHaveCount(0);
    await expect(page.getByText(errorText(l, 'EXPIRED_AUTH_TOKEN'))).toHaveCount(0);
  });

  test('a transfer in flight when another tab logs in as someone else: answered, then the tab switches and says so', async ({
    page,
    context,
    request,
    defaultLocale: l,
  }) => {
    const t = (msgid: string) => screenText(l, msgid);
    await openAsPlayer(page, request);
    await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();
    // The transfer reaches the server at once; its answer is held back until the other tab has logged in.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/wallet/transfer', async (route) => {
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    });
    const dialog = await openGameTransfer(page, t);
    await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('100');
    await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
    await expect.poll(() => serverCount(request, '/api/wallet/transfer', 'POST')).toBe(1);

    // Tab B logs in as another player: the token every tab shares becomes theirs.
    const other = await context.newPage();
    await other.goto('/robots.txt');
    await storeNow(other, { token: await apiToken(request, NEWCOMER) });
    // Tab A waits for its call's answer, still showing the player it sent it for.
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();

    release();
    await expect(page.getByRole('heading', { name: NEWCOMER.name })).toBeVisible();
    const notice = page.getByRole('alertdialog', {
      name: t('Another account logged in in another tab, so this tab switched to it'),
    });
    await expect(notice).toContainText(
      t('The money action you confirmed before the switch was completed for the previous account.'),
    );
    await expect(notice).toBeVisible();
    await notice.screenshot({ path: test.info().outputPath('switch-notice-dialog.png') });
    await notice.getByRole('button').click();
    await expect(notice).toBeHidden();
    // Nothing was sent again, and a reload does not tell it twice.
    expect(await serverCount(request, '/api/wallet/transfer', 'POST')).toBe(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: NEWCOMER.name })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(notice).toHaveCount(0);
  });

  test('a logout whose call fails still clears the device', async ({ page, request, defaultLocale: l }) => {
    await openAsPlayer(page, request);
    await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();
    await page.route('**/api/logout', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: UI[l].logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await page.goto('/user/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const locale of ['default', 'en'] as const) {
    test(
      `an expired session is noticed by an idle page and /login says so (${locale} language)`,
      // English is the same on both builds: the Laos build checks its own default language.
      locale === 'default' ? { tag: '@laos' } : {},
      async ({ page, request, defaultLocale }) => {
        const l: Locale = locale === 'en' ? 'en' : defaultLocale;
        const t = (msgid: string) => screenText(l, msgid);
        // The page's clock, moved on by hand to its next session check instead of waiting SESSION_CHECK_MS for it.
        await page.clock.install();
        if (l === 'en') {
          await page.goto('/robots.txt');
          await storeNow(page, { locale: 'en' });
        }
        await openAsPlayer(page, request);
        await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();
        const dialog = await openGameTransfer(page, t);
        await dialog.getByRole('textbox', { name: amountLabel(l) }).fill('100');
        // A day and a bit later on the server: the token has ended. The page makes no call of its own.
        const later = new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString();
        expect((await request.post('/__sandbox/clock', { data: { now: later } })).ok()).toBe(true);
        await page.clock.runFor(SESSION_CHECK_MS + 1_000);
        await expect(page).toHaveURL(/\/login$/);
        await expect(
          page.getByRole('status').filter({ hasText: errorText(l, 'EXPIRED_AUTH_TOKEN') }),
        ).toBeVisible();
        // Logging in again brings the player back to the dialog with what was typed, unsent.
        await page.getByRole('textbox', { name: UI[l].phone, exact: true }).fill(DEMO.phone);
        await page.getByRole('textbox', { name: UI[l].password, exact: true }).fill(DEMO.password);
        await page.getByRole('button', { name: UI[l].login }).click();
        await expect(page).toHaveURL(/\/user\/home$/);
        await expect(dialog.getByRole('textbox', { name: amountLabel(l) })).toHaveValue('100');
        expect(await serverCount(request, '/api/wallet/transfer', 'POST')).toBe(0);
      },
    );
  }
});
