// Edit profile on /user/profile (issue 19), on both builds: name only, a new bank account after its confirmation,
// the English-name rule refused without a request, EXISTING_BANK from the sandbox, the new values on profile and
// home without a reload, and 20 rapid taps -> one PUT.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatAccountNumber, type Locale } from '@wallet/domain';
import { DEMO, catalogText, errorText, expect, openAsPlayer, test } from './fixtures';
import { BURST_LATENCY_MS, describeRequests, slowNetwork, tapAndRecord } from './support/money-safety';
import { escapeRegExp, screenText } from './support/screen-text';

const UPDATE = { method: 'PUT', path: '/api/account/profile' };
/** Suda Newcomer's account (seed): another player's, so the sandbox answers EXISTING_BANK. */
const NEWCOMER_ACCOUNT = { bankCode: 'KBANK', bankAccountNo: '0987654321' };
/** The banks lookup: Thai name in Thai, English name in Lao and English. */
const BANK_NAMES: Record<string, { th: string; en: string }> = {
  SCB: { th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank' },
  KBANK: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
};

/** PUT /api/account/profile requests that reached the sandbox since the last reset. */
async function serverPuts(request: APIRequestContext): Promise<number> {
  const res = await request.get('/__sandbox/requests', {
    params: { path: UPDATE.path, method: UPDATE.method },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { count: number }).count;
}

/** The value shown next to a label of the profile details. */
function detail(page: Page, label: string): Locator {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .locator('+ dd');
}

function editForm(page: Page, l: Locale) {
  const t = (msgid: string) => screenText(l, msgid);
  const dialog = page.getByRole('dialog', { name: t('Edit profile') });
  return {
    dialog,
    name: dialog.getByRole('textbox', { name: t('Name'), exact: true }),
    bank: dialog.getByRole('combobox', { name: t('Bank'), exact: true }),
    number: dialog.getByRole('textbox', { name: t('Account number'), exact: true }),
    first: dialog.getByRole('textbox', { name: t("Account holder's first name"), exact: true }),
    last: dialog.getByRole('textbox', { name: t("Account holder's last name"), exact: true }),
    save: dialog.getByRole('button', { name: t('Save'), exact: true }),
    async open() {
      await page.getByRole('button', { name: t('Edit profile') }).click();
      await expect(dialog).toBeVisible();
      // The bank list has loaded (more than the player's own bank to choose from).
      await expect(this.bank.locator('option')).not.toHaveCount(1);
    },
  };
}

test.describe('edit profile', () => {
  test.beforeEach(async ({ page, request, defaultLocale }) => {
    // Nothing floats over the controls: the chat launcher is off (after the page fixture's reset).
    expect(page).toBeTruthy();
    const res = await request.post('/__sandbox/switches', { data: { enableChatWidget: false } });
    expect(res.ok()).toBe(true);
    await openAsPlayer(page, request);
    await page
      .getByRole('navigation', { name: screenText(defaultLocale, 'Main menu') })
      .getByRole('link', { name: screenText(defaultLocale, 'Profile') })
      .click();
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test(
    'opens prefilled, bank names in the reader’s language',
    { tag: '@laos' },
    async ({ page, defaultLocale: l }) => {
      const form = editForm(page, l);
      await form.open();
      await expect(form.name).toHaveValue(DEMO.name);
      await expect(form.bank).toHaveValue('SCB');
      const names = BANK_NAMES.SCB as { th: string; en: string };
      // The reader's language: English on English screens; a Thai bank has no Lao name, so Thai on Lao screens.
      await expect(form.bank.locator('option:checked')).toHaveText(l === 'en' ? names.en : names.th);
      await expect(form.number).toHaveValue('1234567890');
      await expect(form.first).toHaveValue('SOMCHAI');
      await expect(form.last).toHaveValue('DEMO');
    },
  );

  test('edits the name only: one PUT, saved alert, the new name on profile and home without a reload', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (msgid: string) => screenText(l, msgid);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const form = editForm(page, l);
    await form.open();
    await form.name.fill('Somchai Renamed');
    await form.save.click();
    const saved = page.getByRole('alertdialog', { name: t('Profile saved') });
    await expect(saved).toBeVisible();
    await expect(form.dialog).toBeHidden();
    await saved.getByRole('button', { name: t('OK') }).click();
    await expect(detail(page, t('Name'))).toHaveText('Somchai Renamed');
    await expect(detail(page, t('Account number'))).toHaveText(formatAccountNumber('1234567890'));
    expect(await serverPuts(request)).toBe(1);

    await page
      .getByRole('navigation', { name: t('Main menu') })
      .getByRole('link', { name: t('Home') })
      .click();
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Somchai Renamed');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('a name with an invisible or text-reversing character is refused, translated, without a request', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const form = editForm(page, l);
    await form.open();
    for (const typed of ['Somchai\u2066 Demo', 'Somchai \u202Eomed', 'Som\uFEFFchai Demo']) {
      await form.name.fill(typed);
      await form.save.click();
      await expect(form.name).toHaveAccessibleDescription(errorText(l, 'INVALID_USER_INFO'));
      await expect(form.name).toHaveValue(typed);
    }
    expect(await serverPuts(request)).toBe(0);
    await expect(form.dialog).toBeVisible();
  });

  test('changes the bank account after showing old and new side by side', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (msgid: string) => screenText(l, msgid);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const form = editForm(page, l);
    await form.open();
    await form.bank.selectOption('KBANK');
    await form.number.fill('5550001111');
    await form.last.fill('newbank');
    await expect(form.last).toHaveValue('NEWBANK');
    await form.save.click();

    const confirm = page.getByRole('alertdialog', { name: t('Change your bank account?') });
    await expect(confirm).toBeVisible();
    const before = confirm.getByRole('region', { name: t('Current account') });
    const after = confirm.getByRole('region', { name: t('New account') });
    const lang = l === 'th' ? 'th' : 'en';
    await expect(before).toContainText((BANK_NAMES.SCB as { th: string; en: string })[lang]);
    await expect(before).toContainText('SOMCHAI DEMO');
    await expect(before).toContainText(formatAccountNumber('1234567890'));
    await expect(after).toContainText((BANK_NAMES.KBANK as { th: string; en: string })[lang]);
    await expect(after).toContainText('SOMCHAI NEWBANK');
    await expect(after).toContainText(formatAccountNumber('5550001111'));
    // Side by side: the two columns share a row (polled: read once, the boxes were caught while the dialog was still
    // opening on a busy machine).
    await expect
      .poll(async () => {
        const [a, b] = [await before.boundingBox(), await after.boundingBox()];
        return a !== null && b !== null && Math.abs(a.y - b.y) < 2 && b.x > a.x;
      })
      .toBe(true);

    // Keeping the current account sends nothing and keeps the form.
    await confirm.getByRole('button', { name: t('Keep current account') }).click();
    await expect(confirm).toBeHidden();
    await expect(form.number).toHaveValue('5550001111');
    expect(await serverPuts(request)).toBe(0);

    await form.save.click();
    await confirm.getByRole('button', { name: t('Save new account') }).click();
    const saved = page.getByRole('alertdialog', { name: t('Profile saved') });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: t('OK') }).click();
    await expect(detail(page, t('Bank'))).toHaveText('ธนาคารกสิกรไทย');
    await expect(detail(page, t('Bank account name'))).toHaveText('SOMCHAI NEWBANK');
    await expect(detail(page, t('Account number'))).toHaveText(formatAccountNumber('5550001111'));
    expect(await serverPuts(request)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('KTB with a Thai holder name is refused without a request', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const form = editForm(page, l);
    await form.open();
    await form.bank.selectOption('KTB');
    await expect(
      form.dialog.getByText(screenText(l, 'This bank needs the name in English letters')),
    ).toHaveCount(2);
    await form.first.fill('สมชาย');
    await form.last.fill('ใจดี');
    await form.save.click();
    const message = catalogText(l, 'validation.bankNameEnglish');
    await expect(form.dialog.getByText(message)).toHaveCount(2);
    await expect(form.first).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await serverPuts(request)).toBe(0);
  });

  test('EXISTING_BANK from the sandbox shows translated under the form and keeps the input', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (msgid: string) => screenText(l, msgid);
    const form = editForm(page, l);
    await form.open();
    await form.bank.selectOption(NEWCOMER_ACCOUNT.bankCode);
    await form.number.fill(NEWCOMER_ACCOUNT.bankAccountNo);
    await form.save.click();
    const confirm = page.getByRole('alertdialog', { name: t('Change your bank account?') });
    await confirm.getByRole('button', { name: t('Save new account') }).click();
    await expect(confirm).toBeHidden();
    await expect(
      form.dialog.getByRole('alert').getByText(errorText(l, 'EXISTING_BANK'), { exact: true }),
    ).toBeVisible();
    await expect(form.bank).toHaveValue(NEWCOMER_ACCOUNT.bankCode);
    await expect(form.number).toHaveValue(NEWCOMER_ACCOUNT.bankAccountNo);
    expect(await serverPuts(request)).toBe(1);
    // Nothing changed on the profile.
    await form.dialog.getByRole('button', { name: screenText(l, 'Close') }).click();
    await expect(detail(page, t('Account number'))).toHaveText(formatAccountNumber('1234567890'));
  });

  test('20 rapid taps on Save send exactly one PUT', async ({ page, request, defaultLocale: l }) => {
    const form = editForm(page, l);
    await form.open();
    await form.name.fill('Somchai Tapped');
    const restore = await slowNetwork(page);
    const report = await tapAndRecord(page, form.save, {
      ...UPDATE,
      times: 20,
      until: async () => {
        await restore();
        await expect(page.getByRole('alertdialog', { name: screenText(l, 'Profile saved') })).toBeVisible();
      },
    });
    expect(report.count, describeRequests(UPDATE, report)).toBe(1);
    expect(report.burstMs, 'the 20 taps landed while the request was in flight').toBeLessThan(
      BURST_LATENCY_MS,
    );
    expect(await serverPuts(request)).toBe(1);
  });

  test('20 rapid taps on the bank change confirmation send exactly one PUT', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const t = (msgid: string) => screenText(l, msgid);
    const form = editForm(page, l);
    await form.open();
    await form.number.fill('5550002222');
    await form.save.click();
    const confirm = page.getByRole('alertdialog', { name: t('Change your bank account?') });
    const restore = await slowNetwork(page);
    const report = await tapAndRecord(page, confirm.getByRole('button', { name: t('Save new account') }), {
      ...UPDATE,
      times: 20,
      until: async () => {
        await restore();
        await expect(page.getByRole('alertdialog', { name: t('Profile saved') })).toBeVisible();
      },
    });
    expect(report.count, describeRequests(UPDATE, report)).toBe(1);
    expect(report.burstMs, 'the 20 taps landed while the request was in flight').toBeLessThan(
      BURST_LATENCY_MS,
    );
    expect(await serverPuts(request)).toBe(1);
  });
  test('fits a 360 px phone: the actions, the form and the two accounts side by side', async ({
    page,
    defaultLocale: l,
  }) => {
    const t = (msgid: string) => screenText(l, msgid);
    await page.setViewportSize({ width: 360, height: 740 });
    const offScreen = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
    await expect(page.getByRole('button', { name: t('Edit profile') })).toBeVisible();
    expect(await offScreen()).toEqual([]);
    const form = editForm(page, l);
    await form.open();
    expect(await offScreen()).toEqual([]);
    await form.bank.selectOption('BAAC');
    await form.number.fill('5550001111');
    await form.save.click();
    const confirm = page.getByRole('alertdialog', { name: t('Change your bank account?') });
    await expect(confirm.getByRole('region', { name: t('New account') })).toBeVisible();
    expect(await offScreen()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
