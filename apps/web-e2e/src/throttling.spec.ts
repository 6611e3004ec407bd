// The sandbox throttles like a real server must (REQUEST_LIMIT_1MIN after 5 failed logins of a phone within a
// minute): the app shows the translated message, keeps what was typed and never retries by itself.
import { test, expect, DEMO, UI, errorText } from './fixtures';

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
    expect(
      await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token')),
    ).toBeNull();

    // A reset of the sandbox (a new day for the tests) forgets the failures: the right password logs in.
    expect((await request.post('/__sandbox/reset')).ok()).toBe(true);
    await login.click();
    await expect(page).toHaveURL(/\/user/);
  });
});
