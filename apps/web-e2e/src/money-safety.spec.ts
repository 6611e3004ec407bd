// The money-safety helper on the controls that exist today: rapid taps and Enter presses make one request.
import { DEMO, UI, expect, logIn, test } from './fixtures';
import {
  BURST_LATENCY_MS,
  describeRequests,
  pressAndRecord,
  slowNetwork,
  tapAndRecord,
} from './support/money-safety';
import { screenText } from './support/screen-text';

const LOGIN = { method: 'POST', path: '/api/login' };
const CHANGE_PASSWORD = { method: 'PUT', path: '/api/account/changepwd' };

test.describe('money safety helper', () => {
  test.beforeEach(async ({ page, request }) => {
    // The chat launcher is not what these tests tap: without it nothing floats over the controls. (`page` first:
    // its fixture resets the sandbox, which would undo the switch.)
    expect(page).toBeTruthy();
    const res = await request.post('/__sandbox/switches', { data: { enableChatWidget: false } });
    expect(res.ok()).toBe(true);
  });

  test('counts every matching request: 5 taps (mouse and touch) on a control that always sends give 5', async ({
    page,
  }) => {
    await page.goto('/login');
    // A probe control added to the page (not part of the product): it sends GET /api/lookup/info on every click.
    await page.evaluate(() => {
      const probe = document.createElement('button');
      probe.textContent = 'probe';
      probe.style.cssText = 'position:fixed;top:40%;left:30%;width:120px;height:48px;z-index:9999';
      // The body is read, as any client does: an /api answer is no-store, so Chromium keeps an unread one open.
      probe.addEventListener('click', () => void fetch('/api/lookup/info').then((r) => r.text()));
      document.body.append(probe);
    });
    const probe = page.getByRole('button', { name: 'probe' });
    const match = { method: 'GET', path: '/api/lookup/info' };
    const clicks = await tapAndRecord(page, probe, { ...match, times: 5 });
    expect(clicks.count, describeRequests(match, clicks)).toBe(5);
    const taps = await tapAndRecord(page, probe, { ...match, times: 5, input: 'tap' });
    expect(taps.count, describeRequests(match, taps)).toBe(5);
    // Other operations are not counted.
    const none = await tapAndRecord(page, probe, { method: 'POST', path: '/api/lookup/info', times: 3 });
    expect(none.count).toBe(0);
  });

  test('20 rapid taps on "Log in" with valid credentials send exactly one POST /api/login', async ({
    page,
    defaultLocale: l,
  }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: UI[l].phone, exact: true }).fill(DEMO.phone);
    await page.getByRole('textbox', { name: UI[l].password, exact: true }).fill(DEMO.password);
    const restore = await slowNetwork(page);
    const report = await tapAndRecord(page, page.getByRole('button', { name: UI[l].login }), {
      ...LOGIN,
      times: 20,
      until: async () => {
        await restore();
        await expect(page).toHaveURL(/\/user\/home$/);
      },
    });
    expect(report.count, describeRequests(LOGIN, report)).toBe(1);
    expect(report.burstMs, 'the 20 taps landed while the request was in flight').toBeLessThan(
      BURST_LATENCY_MS,
    );
  });

  test('20 rapid Enter presses in the password field send exactly one POST /api/login', async ({
    page,
    defaultLocale: l,
  }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: UI[l].phone, exact: true }).fill(DEMO.phone);
    const password = page.getByRole('textbox', { name: UI[l].password, exact: true });
    await password.fill(DEMO.password);
    const restore = await slowNetwork(page);
    const report = await pressAndRecord(page, password, {
      ...LOGIN,
      times: 20,
      until: async () => {
        await restore();
        await expect(page).toHaveURL(/\/user\/home$/);
      },
    });
    expect(report.count, describeRequests(LOGIN, report)).toBe(1);
    expect(report.burstMs, 'the 20 presses landed while the request was in flight').toBeLessThan(
      BURST_LATENCY_MS,
    );
  });

  test('20 rapid taps on "Save password" send exactly one PUT /api/account/changepwd', async ({
    page,
    defaultLocale: l,
  }) => {
    const t = (msgid: string) => screenText(l, msgid);
    await page.goto('/login');
    await logIn(page, l, false);
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.goto('/user/profile');
    await page.getByRole('button', { name: t('Change password') }).click();
    const dialog = page.getByRole('dialog', { name: t('Change password') });
    await dialog.getByRole('textbox', { name: t('Current password'), exact: true }).fill(DEMO.password);
    await dialog.getByRole('textbox', { name: t('New password'), exact: true }).fill('fresh-pass-1');
    await dialog.getByRole('textbox', { name: t('Confirm new password'), exact: true }).fill('fresh-pass-1');
    const restore = await slowNetwork(page);
    const report = await tapAndRecord(page, dialog.getByRole('button', { name: t('Save password') }), {
      ...CHANGE_PASSWORD,
      times: 20,
      until: async () => {
        await restore();
        await expect(page.getByRole('alertdialog', { name: t('Password saved') })).toBeVisible();
      },
    });
    expect(report.count, describeRequests(CHANGE_PASSWORD, report)).toBe(1);
    expect(report.burstMs, 'the 20 taps landed while the request was in flight').toBeLessThan(
      BURST_LATENCY_MS,
    );
  });
});
