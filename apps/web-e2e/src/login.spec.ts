import { STORAGE_KEYS, toBcp47 } from '@wallet/domain';
import { DEMO, UI, catalogText, errorText, expect, expectedTotal, logIn, test } from './fixtures';
import { readStored, storeNow } from './support/stored';

test.describe('login to home', () => {
  test(
    'the demo player logs in and sees name and total balance',
    { tag: '@laos' },
    async ({ page, request, defaultLocale }) => {
      const total = await expectedTotal(request);
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(defaultLocale));
      await logIn(page, defaultLocale, false);
      await expect(page).toHaveURL(/\/user\/home$/);
      await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();
      await expect(page.getByText(total, { exact: true })).toBeVisible();
      await expect(page.getByText(UI[defaultLocale].total)).toBeVisible();
    },
  );

  test('switching language changes the interface', { tag: '@laos' }, async ({ page, defaultLocale }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: UI[defaultLocale].language }).selectOption('en');
    await expect(page.getByRole('button', { name: UI.en.login })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await logIn(page, 'en', false);
    await expect(page.getByRole('button', { name: UI.en.logout })).toBeVisible();
    await page.getByRole('combobox', { name: UI.en.language }).selectOption('th');
    await expect(page.getByRole('button', { name: UI.th.logout })).toBeVisible();
    expect(await readStored(page, 'locale')).toBe('th');
    expect(await page.evaluate(() => document.cookie)).toContain(`${STORAGE_KEYS.locale}=th`);
  });

  test('remember me keeps the player logged in across a reload; logout ends it', async ({
    page,
    defaultLocale,
  }) => {
    await page.goto('/login');
    await logIn(page, defaultLocale, true);
    await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();
    // The agreement (opening ~1.5 s after home loads) is another test's subject: accepted, so it never covers Log out.
    await storeNow(page, { agreement: 'true' });
    await page.reload();
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('heading', { name: DEMO.name })).toBeVisible();

    await page.getByRole('button', { name: UI[defaultLocale].logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await readStored(page, 'token')).toBeNull();
    await page.goto('/user/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the WRONG_CREDENTIAL message in Thai and keeps what was typed', async ({
    page,
    defaultLocale,
  }) => {
    await page.goto('/login');
    if (defaultLocale !== 'th')
      await page.getByRole('combobox', { name: UI[defaultLocale].language }).selectOption('th');
    await page.getByRole('textbox', { name: UI.th.phone, exact: true }).fill(DEMO.phone);
    await page.getByRole('textbox', { name: UI.th.password, exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: UI.th.login }).click();
    // The spec's exact text, with its next step beside it (next-steps.spec.ts).
    await expect(
      page.getByRole('alert').getByText(errorText('th', 'WRONG_CREDENTIAL'), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: UI.th.phone, exact: true })).toHaveValue(DEMO.phone);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields get the required message without a request', async ({ page, defaultLocale }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login')) calls += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: UI[defaultLocale].login }).click();
    await expect(page.getByRole('textbox', { name: UI[defaultLocale].phone, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toBe(0);
  });
});

test.describe('guards', () => {
  test('a protected URL without a token goes to /login and back after login', async ({
    page,
    defaultLocale,
  }) => {
    await page.goto('/user/home?from=link');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, defaultLocale, false);
    await expect(page).toHaveURL(/\/user\/home\?from=link$/);
  });

  test('an unknown path shows Page Not Found in the app language', async ({ page, defaultLocale }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { name: catalogText(defaultLocale, 'notFound.page') }),
    ).toBeVisible();
    await page.goto('/login');
    await page.getByRole('combobox', { name: UI[defaultLocale].language }).selectOption('en');
    // The page in English first: a choice made on the prerendered page before the app has started is applied (and
    // stored) when it starts, so leaving at once would leave before it is kept (flaky on a busy machine).
    await expect(page.getByRole('button', { name: UI.en.login })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('when the service is gone, /login goes to /terminated', async ({ page, request }) => {
    const res = await request.post('/__sandbox/switches', { data: { gone: true } });
    expect(res.ok()).toBe(true);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/terminated$/);
  });
});
