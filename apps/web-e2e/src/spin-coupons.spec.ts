// The coupons of the prize wheel page /user/spin (issue 16), on both builds against the real sandbox: coupon paging,
// claims (success, expired, bonus held), 20 rapid taps -> one claim request, and the XSS corpus through slice
// descriptions. The wheel itself: spin.spec.ts.
import { XSS_PAYLOADS } from '@wallet/xss-corpus';
import {
  catalogText,
  errorText,
  expect,
  expectOnlyHostileMarkupRefusals,
  test,
  serverCount,
} from './fixtures';
import { describeRequests, tapAndRecord } from './support/money-safety';
import { hideChatWidget } from './support/sandbox';
import { screenTextWith as text } from './support/screen-text';
import { CLAIM, HOLDER, SETUP, openSpin, spinPage, wheelSlices } from './support/spin';

test.describe('prize wheel coupons /user/spin', () => {
  test.beforeEach(async ({ page, request }) => {
    // After the page fixture's reset.
    expect(page).toBeTruthy();
    await hideChatWidget(request);
  });

  test('coupon paging: 3 per page with index, prize, amount and claim', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const { name } = await wheelSlices(request);
    await openSpin(page, request, l);
    const ui = spinPage(page, l, name);
    const rows = ui.table.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('1');
    await expect(rows.nth(1).getByRole('rowheader')).toContainText('50฿');
    await expect(rows.nth(1).getByRole('rowheader')).toContainText(name);
    await expect(rows.nth(1)).toContainText('50.00');
    await expect(rows.nth(1).getByRole('button', { name: text(l, 'Claim {0}', { 0: '50฿' }) })).toBeVisible();
    await ui.pages.getByRole('button', { name: /2/ }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('4');
    await expect(rows.nth(1)).toContainText('100฿');
    await expect(rows.nth(1)).toContainText(text(l, 'Claimed'));
  });

  test('claim with a description: success alert naming the label, setup reloaded', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    await openSpin(page, request, l);
    await page.getByRole('button', { name: text(l, 'Claim {0}', { 0: '50฿' }) }).click();
    const modal = page.getByRole('dialog', { name: '50฿' });
    await expect(modal).toContainText('50 baht credit');
    await expect(modal.getByRole('button', { name: text(l, 'Cancel'), exact: true })).toBeVisible();
    const reloaded = page.waitForResponse(
      (r) => r.url().endsWith(SETUP.path) && r.request().method() === 'GET',
    );
    await modal.getByRole('button', { name: text(l, 'Confirm'), exact: true }).click();
    const success = page.getByRole('alertdialog', { name: text(l, 'You claimed {0}', { 0: '50฿' }) });
    await expect(success).toBeVisible();
    await reloaded;
    await success.getByRole('button', { name: text(l, 'OK'), exact: true }).click();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(text(l, 'Claimed'));
    expect(await serverCount(request, CLAIM)).toBe(1);
  });

  test("an expired coupon's claim shows COUPON_EXPIRED translated", async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    await openSpin(page, request, l);
    await page.getByRole('button', { name: text(l, 'Claim {0}', { 0: '10฿' }) }).click();
    const modal = page.getByRole('dialog', { name: '10฿' });
    await modal.getByRole('button', { name: text(l, 'Confirm'), exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: text(l, 'The coupon was not claimed') });
    await expect(alert).toContainText(errorText(l, 'COUPON_EXPIRED'));
    // What to do next, beside the code's text.
    await expect(alert).toContainText(catalogText(l, 'next.spinForCoupon'));
  });

  test('a claim while a bonus is held shows BONUS_REMAINING translated', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    await openSpin(page, request, l, HOLDER);
    await page.getByRole('button', { name: text(l, 'Claim {0}', { 0: '50฿' }) }).click();
    await page
      .getByRole('dialog', { name: '50฿' })
      .getByRole('button', { name: text(l, 'Confirm'), exact: true })
      .click();
    const alert = page.getByRole('alertdialog', { name: text(l, 'The coupon was not claimed') });
    await expect(alert).toContainText(errorText(l, 'BONUS_REMAINING'));
  });

  test('20 rapid taps on Confirm send one claim request', async ({ page, request, defaultLocale: l }) => {
    await openSpin(page, request, l);
    await page.getByRole('button', { name: text(l, 'Claim {0}', { 0: '50฿' }) }).click();
    const confirm = page
      .getByRole('dialog', { name: '50฿' })
      .getByRole('button', { name: text(l, 'Confirm'), exact: true });
    const success = page.getByRole('alertdialog', { name: text(l, 'You claimed {0}', { 0: '50฿' }) });
    const report = await tapAndRecord(page, confirm, {
      ...CLAIM,
      times: 20,
      until: () => expect(success).toBeVisible(),
    });
    expect(report.count, describeRequests(CLAIM, report)).toBe(1);
    expect(await serverCount(request, CLAIM)).toBe(1);
  });

  test('the XSS corpus in slice descriptions executes nothing', async ({
    page,
    request,
    defaultLocale: l,
    cspViolations,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const chunks = 4;
    const size = Math.ceil(XSS_PAYLOADS.length / chunks);
    const coupons = Array.from({ length: chunks }, (_, i) => ({
      _id: `aaaaaaaaaaaaaaaaaaaaaaa${i}`,
      prize: {
        name: 'Lucky Wheel',
        slice: {
          label: `XSS ${i + 1}`,
          htmlDescription: XSS_PAYLOADS.slice(i * size, (i + 1) * size).join('\n'),
        },
      },
      amount: 1,
      createdAt: '2026-11-20T00:00:00.000Z',
      claimed: false,
    }));
    await page.route('**/api/spinwheel/coupon', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { coupons } }) : route.fallback(),
    );
    await openSpin(page, request, l);
    for (let i = 0; i < chunks; i += 1) {
      if (i === 3)
        await page
          .getByRole('navigation', { name: text(l, 'Coupon pages') })
          .getByRole('button', { name: /2/ })
          .click();
      await page.getByRole('button', { name: text(l, 'Claim {0}', { 0: `XSS ${i + 1}` }) }).click();
      const modal = page.getByRole('dialog', { name: `XSS ${i + 1}` });
      await expect(modal).toBeVisible();
      const unsafe = await modal.evaluate((el) => {
        const found: string[] = [];
        for (const node of el.querySelectorAll('*')) {
          if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'FORM'].includes(node.tagName))
            found.push(node.tagName);
          for (const attr of node.attributes) {
            if (/^on/i.test(attr.name)) found.push(`${node.tagName} ${attr.name}`);
            if (/^\s*(javascript|data|vbscript):/i.test(attr.value))
              found.push(`${node.tagName} ${attr.name}=${attr.value}`);
          }
        }
        return found;
      });
      expect(unsafe).toEqual([]);
      await modal.getByRole('button', { name: text(l, 'Cancel'), exact: true }).click();
      await expect(modal).toBeHidden();
    }
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expectOnlyHostileMarkupRefusals(cspViolations);
  });
});
