// The sandbox throttles like a real server must (docs/product.md#login): failed logins make that client wait longer
// and longer between attempts (REQUEST_LIMIT with Retry-After) instead of locking the phone; the app shows the
// translated message, keeps what was typed and never retries by itself. That another client is never slowed by them
// is the sandbox's own test (apps/sandbox-api/src/throttle.test.ts: the browser and this test share one address).
import type { APIRequestContext } from '@playwright/test';
import { test, expect, DEMO, UI, catalogText, errorText, openAsPlayer, serverCount } from './fixtures';
import { screenText, amountLabel } from './support/screen-text';
import { openGameTransfer } from './support/transfer-dialog';
import { readStored } from './support/stored';

/** Sets the sandbox clock `ms` ahead of the real time (the in-process sandbox's own clock); it keeps running. */
async function clockAhead(request: APIRequestContext, ms: number): Promise<void> {
  const moved = await request.post('/__sandbox/clock', {
    data: { now: new Date(Date.now() + ms).toISOString() },
  });
  expect(moved.ok()).toBe(true);
}

test.describe('throttling', () => {
  test('wrong passwords slow the next attempt down (translated REQUEST_LIMIT, input kept, no retry); after the wait the right one logs in', async ({
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
    // Three wrong passwords in the form: each one an ordinary refusal.
    for (let i = 1; i <= 3; i += 1) {
      await password.fill(`wrong-${i}`);
      await login.click();
      await expect(
        page.getByRole('alert').getByText(errorText(defaultLocale, 'WRONG_CREDENTIAL'), { exact: true }),
      ).toBeVisible();
      await expect.poll(() => sent).toBe(i);
    }
    // More guesses from this client (the same address as the browser), each after its wait (the sandbox clock
    // moved past it): 1, 2, 4, then 8 s, so the wait now is 16 s.
    for (const ahead of [1000, 3000, 7000, 15_000]) {
      await clockAhead(request, ahead);
      const guess = await request.post('/api/login', { data: { username: DEMO.phone, password: 'guess' } });
      expect(guess.status()).toBe(401);
    }
    await password.fill(DEMO.password);
    await login.click();
    await expect(
      page.getByRole('alert').getByText(errorText(defaultLocale, 'REQUEST_LIMIT'), { exact: true }),
    ).toBeVisible();
    await expect(phone).toHaveValue(DEMO.phone);
    await expect(password).toHaveValue(DEMO.password);
    await expect(page).toHaveURL(/\/login$/);
    // No retry loop: a while later still exactly the four requests of the form, at the server too (plus the guesses).
    await page.waitForTimeout(1500);
    expect(sent).toBe(4);
    expect(await serverCount(request, '/api/login', 'POST')).toBe(8);
    expect((await readStored(page, 'token')) ?? (await readStored(page, 'token', 'session'))).toBeNull();

    // The wait over, the same right password logs in: slowed down, never locked out.
    await clockAhead(request, 15_000 + 16_000);
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
    await expect(error).toHaveAccessibleDescription(
      `${errorText(defaultLocale, 'REQUEST_LIMIT')} ${catalogText(defaultLocale, 'next.waitBeforeRetry')}`,
    );
    await error.getByRole('button').click();
    await expect(amount).toHaveValue('100');
    await page.waitForTimeout(1500);
    expect(await serverCount(request, '/api/wallet/transfer', 'POST')).toBe(11);
  });
});
