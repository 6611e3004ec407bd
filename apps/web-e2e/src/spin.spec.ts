// The prize wheel page /user/spin (issue 16), on both builds against the real sandbox: the wheel turns from the tap
// until the (delayed, forced) answer and rests on the forced slice, the prize modal after the stop, the setup reload
// after closing it, 0 coins, a refused spin, the wheel switched off, 20 rapid taps -> one spin request, reduced
// motion, and the lazy chunk. The coupons: spin-coupons.spec.ts.
import type { Locator } from '@playwright/test';
import { DEMO, apiToken, errorText, expect, test, serverCount } from './fixtures';
import { describeRequests, tapAndRecord } from './support/money-safety';
import { hideChatWidget, sandbox } from './support/sandbox';
import { screenText, screenTextWith as text } from './support/screen-text';
import { SETUP, SPIN, openSpin, spinPage, wheelSlices, type Slice } from './support/spin';

/** The wheel's rotation as drawn now (radians), from its compositor transform. */
async function drawnRotation(canvas: Locator): Promise<number> {
  return canvas.evaluate((el) => {
    const match = /rotate\(([-\d.e]+)rad\)/.exec((el as HTMLElement).style.transform);
    return match ? Number(match[1]) : Number.NaN;
  });
}

/**
 * Where the wheel came to rest, read the way spin-wheel's own Chromium tests read it: the rest event's rotation (the
 * wheel writes it on the canvas as it emits `rest`) and the colour painted under the pointer (12 o'clock, between the
 * labels' end and the rim) at that rotation, compared with the slice's colour resolved by the same canvas.
 */
async function restingColour(
  canvas: Locator,
  bgColor: string,
): Promise<{ under: number[]; slice: number[] }> {
  return canvas.evaluate((el, colour) => {
    const wheel = el as HTMLCanvasElement;
    const rotation = Number(wheel.dataset['rotation']);
    const ctx = wheel.getContext('2d');
    if (!ctx || !Number.isFinite(rotation)) throw new Error('no rest rotation on the wheel');
    const half = wheel.width / 2;
    const distance = half * 0.92 * 0.93;
    const angle = -Math.PI / 2 - rotation;
    const under = [
      ...ctx.getImageData(
        Math.round(half + distance * Math.cos(angle)),
        Math.round(half + distance * Math.sin(angle)),
        1,
        1,
      ).data,
    ].slice(0, 3);
    const probe = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    probe.fillStyle = colour;
    probe.fillRect(0, 0, 1, 1);
    return { under, slice: [...probe.getImageData(0, 0, 1, 1).data].slice(0, 3) };
  }, bgColor);
}

async function expectRestsOn(canvas: Locator, slice: Slice): Promise<void> {
  const { under, slice: expected } = await restingColour(canvas, slice.bgColor);
  under.forEach((value, i) => expect(Math.abs(value - (expected[i] as number))).toBeLessThanOrEqual(2));
}
test.describe('prize wheel /user/spin', () => {
  test.beforeEach(async ({ page, request }) => {
    // After the page fixture's reset.
    expect(page).toBeTruthy();
    await hideChatWidget(request);
  });

  test('spin with the answer delayed 3 s: turns from the tap, rests on the forced slice, prize modal, reload', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    test.setTimeout(60_000);
    const { name, slices } = await wheelSlices(request);
    expect(slices.length).toBeGreaterThanOrEqual(8);
    // A different forced slice per build: the Lao label on the Laos build, the long English one on the Thai build.
    const forced = slices.find((s) => s.code === (l === 'la' ? 'C30' : 'TRIP')) as Slice;
    await openSpin(page, request, l);
    const ui = spinPage(page, l, name);
    await expect(ui.canvas).toBeVisible();
    // The page's main action looks like one: the kit's primary button (brand colour, at least 44 px high), not the
    // browser's grey 21 px default.
    const look = await ui.button(3).evaluate((button) => {
      const style = getComputedStyle(button);
      const brand = document.createElement('span');
      brand.style.color = 'var(--wk-color-brand)';
      document.body.append(brand);
      const brandColour = getComputedStyle(brand).color;
      brand.remove();
      return {
        height: button.getBoundingClientRect().height,
        background: style.backgroundColor,
        brandColour,
      };
    });
    expect(look.height).toBeGreaterThanOrEqual(44);
    expect(look.background).toBe(look.brandColour);
    await sandbox(request, '/__sandbox/spin', { code: forced.code });
    await sandbox(request, '/__sandbox/delay', { path: SPIN.path, ms: 3000 });

    // Timestamps taken in the page: the rest (the wheel writes the rest event's rotation on the canvas) and the
    // prize modal's appearance.
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { spinTimes: Record<string, number> }).spinTimes = times;
      new MutationObserver(() => {
        if (times['rest'] === undefined && document.querySelector('canvas[data-rotation]'))
          times['rest'] = Date.now();
        if (times['prize'] === undefined && document.querySelector('dialog[open]'))
          times['prize'] = Date.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const answered = page.waitForResponse((r) => r.url().endsWith(SPIN.path));
    let answeredAt = 0;
    void answered.then(() => (answeredAt = Date.now()));
    const tappedAt = Date.now();
    await ui.button(3).click();
    await expect(ui.live).toHaveText(text(l, 'The wheel is spinning…'));
    // Still waiting for the answer, the wheel keeps turning: every sample taken before the answer differs from the
    // one before it.
    const samples: number[] = [];
    while (answeredAt === 0) {
      const rotation = await drawnRotation(ui.canvas);
      if (answeredAt !== 0) break;
      samples.push(rotation);
      await page.waitForTimeout(300);
    }
    expect(samples.length, 'rotation samples taken before the answer').toBeGreaterThanOrEqual(3);
    for (let i = 1; i < samples.length; i += 1)
      expect(samples[i]).not.toBeCloseTo(samples[i - 1] as number, 3);
    await answered;
    expect(answeredAt - tappedAt).toBeGreaterThanOrEqual(2900);

    await expect(ui.live).toHaveText(text(l, 'The wheel stopped on {0}', { 0: forced.label }), {
      timeout: 10_000,
    });
    await expectRestsOn(ui.canvas, forced);
    await expect(ui.prize).toBeVisible({ timeout: 5000 });
    const times = await page.evaluate(
      () => (window as unknown as { spinTimes: Record<string, number> }).spinTimes,
    );
    // About 2 s after the wheel stops (PRIZE_MODAL_DELAY_MS).
    expect((times['prize'] ?? 0) - (times['rest'] ?? 0)).toBeGreaterThanOrEqual(1900);
    expect((times['prize'] ?? 0) - (times['rest'] ?? 0)).toBeLessThan(3000);
    await expect(ui.prize).toContainText(forced.label);
    await expect(ui.prize).toContainText(name);
    // The wheel reset when the prize modal opened.
    expect(await drawnRotation(ui.canvas)).toBe(0);

    const reloaded = page.waitForResponse(
      (r) => r.url().endsWith(SETUP.path) && r.request().method() === 'GET',
    );
    await ui.prize.getByRole('button', { name: text(l, 'OK'), exact: true }).click();
    await reloaded;
    await expect(ui.prize).toBeHidden();
    await expect(ui.button(2)).toBeVisible();
    // The new coupon is first in the table.
    await expect(ui.table.getByRole('row').nth(1)).toContainText(forced.label);
    expect(await serverCount(request, SPIN)).toBe(1);
  });

  test('0 coins disables spin and says why; no request', async ({ page, request, defaultLocale: l }) => {
    const token = await apiToken(request);
    for (let i = 0; i < 3; i += 1) {
      await request.post(SPIN.path, { headers: { Authorization: `Bearer ${token}` } });
    }
    const { name } = await wheelSlices(request);
    await openSpin(page, request, l);
    const ui = spinPage(page, l, name);
    const button = ui.button(0);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      text(l, 'You have no coins left. You get coins with your deposits.'),
    );
    const before = await serverCount(request, SPIN);
    await button.click({ force: true });
    await page.waitForTimeout(500);
    expect(await serverCount(request, SPIN)).toBe(before);
    await expect(ui.live).toHaveText('');
  });

  test('a refused spin shows the translated error and keeps the coins', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    const { name } = await wheelSlices(request);
    await openSpin(page, request, l);
    const ui = spinPage(page, l, name);
    await expect(ui.button(3)).toBeVisible();
    // The wheel is switched off after the page loaded: the server refuses the spin with NO_DATA (success false).
    await sandbox(request, '/__sandbox/switches', { spinActive: false });
    await ui.button(3).click();
    const alert = page.getByRole('alertdialog', { name: text(l, 'The wheel could not spin') });
    await expect(alert).toBeVisible({ timeout: 10_000 });
    await expect(alert).toContainText(errorText(l, 'NO_DATA'));
    await expect(ui.live).toHaveText(text(l, 'The wheel stopped without a prize.'));
    await expect(ui.prize).toBeHidden();
    await alert.getByRole('button', { name: text(l, 'OK'), exact: true }).click();
    await expect(ui.button(3)).toBeVisible();

    // A failed call (error envelope) is translated the same way.
    await sandbox(request, '/__sandbox/switches', { spinActive: true });
    await sandbox(request, '/__sandbox/fail', { path: SPIN.path, status: 400, code: 'MONEY_NOT_ENOUGH' });
    await ui.button(3).click();
    await expect(alert).toContainText(errorText(l, 'MONEY_NOT_ENOUGH'), { timeout: 10_000 });
    await alert.getByRole('button', { name: text(l, 'OK'), exact: true }).click();
    await expect(ui.button(3)).toBeVisible();
  });

  test('says so when the wheel is not active, with a way back home and no wheel', async ({
    page,
    request,
    defaultLocale: l,
  }) => {
    await sandbox(request, '/__sandbox/switches', { spinActive: false });
    await openSpin(page, request, l);
    await expect(
      page.getByRole('heading', { name: text(l, 'The prize wheel is not active right now') }),
    ).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    await page
      .getByRole('main')
      .getByRole('link', { name: text(l, 'Back to home') })
      .last()
      .click();
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test('20 rapid taps on Spin send one spin request', async ({ page, request, defaultLocale: l }) => {
    const { name } = await wheelSlices(request);
    await openSpin(page, request, l);
    const ui = spinPage(page, l, name);
    const report = await tapAndRecord(page, ui.button(3), {
      ...SPIN,
      times: 20,
      until: () => expect(ui.prize).toBeVisible({ timeout: 10_000 }),
    });
    expect(report.count, describeRequests(SPIN, report)).toBe(1);
    expect(await serverCount(request, SPIN)).toBe(1);
  });

  test.describe('reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('lands at once on the forced slice and announces the prize at once', async ({
      page,
      request,
      defaultLocale: l,
    }) => {
      const { name, slices } = await wheelSlices(request);
      const forced = slices.find((s) => s.code === 'C5') as Slice;
      await openSpin(page, request, l);
      const ui = spinPage(page, l, name);
      await sandbox(request, '/__sandbox/spin', { code: forced.code });
      // Measured in the page, from the spin's answer to the prize dialog, so a busy test machine's clicks, network
      // and polling do not count. With motion the wheel turns 1.2 s or more and the prize waits 2 s after it stops.
      const answerToPrize = page.evaluate(
        (spinPath) =>
          new Promise<number>((resolve) => {
            new MutationObserver((_records, observer) => {
              const answer = performance
                .getEntriesByType('resource')
                .find((entry) => new URL(entry.name).pathname === spinPath) as
                PerformanceResourceTiming | undefined;
              if (!answer || !document.querySelector('dialog[open]')) return;
              observer.disconnect();
              resolve(performance.now() - answer.responseEnd);
            }).observe(document.body, { childList: true, subtree: true });
          }),
        SPIN.path,
      );
      await ui.button(3).click();
      await expect(ui.live).toHaveText(text(l, 'The wheel stopped on {0}', { 0: forced.label }));
      await expect(ui.prize).toBeVisible();
      // No long spin and no 2 s wait before the prize (3.2 s or more with motion).
      expect(await answerToPrize).toBeLessThan(1000);
      await expectRestsOn(ui.canvas, forced);
      await expect(ui.prize).toContainText(forced.label);
    });
  });

  test('the page and the wheel load only on /user/spin', async ({ page, defaultLocale: l }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: screenText(l, 'Phone number'), exact: true }).fill(DEMO.phone);
    await page.getByRole('textbox', { name: screenText(l, 'Password'), exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: screenText(l, 'Log in'), exact: true }).click();
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /spin-page/.test(s))).toEqual([]);
    expect(await page.locator('canvas').count()).toBe(0);
    await page.goto('/user/spin');
    await expect(page.locator('canvas').first()).toBeVisible();
    expect(scripts.filter((s) => /spin-page/.test(s)).length).toBeGreaterThan(0);
  });
});
