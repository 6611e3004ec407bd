// The sandbox throttles like a real server must (REQUEST_LIMIT_1MIN after 5 failed logins of a phone within a
// minute): the app shows the translated message, keeps what was typed and never retries by itself.
import { test, expect, DEMO, UI, errorText, openAsPlayer, serverCount } from './fixtures';
import { screenText, amountLabel } from './support/screen-text';
import { openGameTransfer } from './support/transfer-dialog';
import { readStored } from './support/stored';

test.describe('throttling', () => {
  test('after 5 wrong passwords even the right one is refused with the translated REQUEST_LIMIT_1MIN, input kept, no retry', async ({
    page,
    request,
    defaultLocale,
  }) => {
    const ui = UI[defaultLocale];
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login')) sent += 1;
    });
    await page.goto('/login');
    const phone = page.getByRole('textbox', { name: ui.phone, exact: true });
    const password = page.getByRole('textbox', { name: ui.password, exact: true });
    const login = page.getByRole('button', { name: ui.login });
    await phone.fill(DEMO.phone);
    for (let i = 1; i <= 5; i += 1) {
      await password.fill(`wrong-${i}`);
      await login.click();
      await expect(page.getByRole('alert')).toHaveText(errorText(defaultLocale, 'WRONG_CREDENTIAL'));
      await expect.poll(() => sent).toBe(i);
    }
    await password.fill(DEMO.password);
    await login.click();
    await expect(page.getByRole('alert')).toHaveText(errorText(defaultLocale, 'REQUEST_LIMIT_1MIN'));
    await expect(phone).toHaveValue(DEMO.phone);
    await expect(password).toHaveValue(DEMO.password);
    await expect(page).toHaveURL(/\/login$/);
    // No retry loop: a while later still exactly the six requests, in the browser and at the server.
    await page.waitForTimeout(1500);
    expect(sent).toBe(6);
    const counted = await request.get('/__sandbox/requests?path=/api/login&method=POST');
    expect(((await counted.json()) as { count: number }).count).toBe(6);
    expect((await readStored(page, 'token')) ?? (await readStored(page, 'token', 'session'))).toBeNull();

    // A reset of the sandbox (a new day for the tests) forgets the failures: the right password logs in.
    expect((await request.post('/__sandbox/reset')).ok()).toBe(true);
    await login.click();
    await expect(page).toHaveURL(/\/user/);
  });

  test('a transfer refused with REQUEST_LIMIT (the player burst the money route elsewhere) shows the translated message, keeps the form, no retry', async ({
    page,
    request,
    defaultLocale,
  }) => {
    const t = (msgid: string) => screenText(defaultLocale, msgid);
    await openAsPlayer(page, request);
    const dialog = await openGameTransfer(page, t);
    const amount = dialog.getByRole('textbox', { name: amountLabel(defaultLocale) });
    await amount.fill('100');
    // The same player's other session sends the route's whole allowance (BURST_ALLOWED within 1 s) just before the
    // app's confirm reaches the sandbox: burst at the moment the confirm leaves the browser, so a slow machine
    // cannot let the second run out in between.
    const login = await request.post('/api/login', {
      data: { username: DEMO.phone, password: DEMO.password },
    });
    const { token } = (await login.json()) as { token: string };
    await page.route('**/api/wallet/transfer', async (route) => {
      await Promise.all(
        Array.from({ length: 10 }, () =>
          request.post('/api/wallet/transfer', {
            headers: { Authorization: `Bearer ${token}` },
            data: { from: 'wallet', to: 'pg', amount: 1 },
          }),
        ),
      );
      await route.continue();
    });
    await dialog.getByRole('button', { name: t('Confirm transfer') }).click();
    const error = page.getByRole('alertdialog', { name: t('Error') });
    await expect(error).toHaveAccessibleDescription(errorText(defaultLocale, 'REQUEST_LIMIT'));
    await error.getByRole('button').click();
    await expect(amount).toHaveValue('100');
    await page.waitForTimeout(1500);
    expect(await serverCount(request, '/api/wallet/transfer', 'POST')).toBe(11);
  });
});
