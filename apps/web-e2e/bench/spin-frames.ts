// `npm run bench:spin -w @wallet/web-e2e`: a full spin on the real /user/spin page of the production Thai build,
// served by the sandbox, in Chromium with 4x CPU throttling (Chrome DevTools protocol). Reports the frame intervals
// from the tap to the wheel's rest. A measurement, not a test: it never fails on a slow frame (not part of npm test).
// Build first: (cd apps/thai-web && npx vite build); WALLET_APP_OUT_DIR=<dir> reads <dir>/thai-web instead of dist.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../tools/presets/chromium.mjs';
import { STORAGE_KEYS } from '@wallet/domain';
import { startSandbox } from '@wallet/sandbox-api';

const CPU_THROTTLE = 4;
const VSYNC_MS = 1000 / 60;
const FORCED_SLICE = 'TRIP';
const root = path.resolve(import.meta.dirname, '../../..');
const dist = process.env.WALLET_APP_OUT_DIR
  ? path.join(process.env.WALLET_APP_OUT_DIR, 'thai-web')
  : path.join(root, 'apps/thai-web/dist');

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

const fmt = (n: number) => `${n.toFixed(2).padStart(7)} ms`;

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: 0, staticDir: dist, log: () => undefined });
  const browser = await chromium.launch({
    ...chromiumLaunchOptions(),
  });
  try {
    // A mid-range phone: 412 px wide at 2x, so the wheel is 350 CSS px on a 700 px canvas.
    const context = await browser.newContext({
      baseURL: sandbox.url,
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // tsx keeps function names through an `__name` helper; the functions sent to the page need it there too.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.request.post('/__sandbox/switches', { data: { enableChatWidget: false } });
    const login = await page.request.post('/api/login', {
      data: { username: '0812345678', password: 'demo1234' },
    });
    const { token } = (await login.json()) as { token: string };
    await page.goto('/robots.txt');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      STORAGE_KEYS.token,
      token,
    ] as const);
    await page.goto('/user/spin');
    const button = page.locator('.wallet-spin-wheel__button');
    await button.waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await page.request.post('/__sandbox/spin', { data: { code: FORCED_SLICE } });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    // Every animation frame from the tap until the wheel writes its rest rotation (the rest event).
    await page.evaluate(() => {
      const record = { frames: [] as number[], rest: 0, tap: 0 };
      (window as unknown as { spinFrames: typeof record }).spinFrames = record;
      const canvas = document.querySelector('canvas.wallet-spin-wheel__canvas');
      // Every animation frame from now on; the tap and the rest (the wheel writes the rest event's rotation) mark
      // the spin inside it.
      const frame = (now: number) => {
        record.frames.push(now);
        if (record.tap > 0 && record.rest === 0 && canvas?.hasAttribute('data-rotation')) record.rest = now;
        if (record.rest === 0) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      document
        .querySelector('.wallet-spin-wheel__button')
        ?.addEventListener('click', () => (record.tap = performance.now()), { capture: true });
    });
    await button.click();
    await page.waitForFunction(
      () => (window as unknown as { spinFrames: { rest: number } }).spinFrames.rest > 0,
      undefined,
      { timeout: 30_000, polling: 250 },
    );
    const { frames, tap, rest } = await page.evaluate(
      () => (window as unknown as { spinFrames: { frames: number[]; tap: number; rest: number } }).spinFrames,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const landed = await page.locator('.wallet-spin-wheel [aria-live]').textContent();

    const spun = frames.filter((t) => t >= tap && t <= rest);
    const intervals = spun.slice(1).map((t, i) => t - (spun[i] as number));
    const sorted = [...intervals].sort((a, b) => a - b);
    const dropped = intervals.reduce((sum, gap) => sum + Math.max(0, Math.round(gap / VSYNC_MS) - 1), 0);
    const over = (ms: number) => intervals.filter((gap) => gap > ms).length;
    console.log(
      `spin page bench: /user/spin (thai-web production build), 412 px @2x, CPU throttled ${CPU_THROTTLE}x, forced slice ${FORCED_SLICE}`,
    );
    console.log(`spin (tap -> rest)      ${((rest - tap) / 1000).toFixed(2)} s   ${landed ?? ''}`);
    console.log(`frames                  ${intervals.length}`);
    console.log(
      `frame interval          p50 ${fmt(quantile(sorted, 0.5))}   p95 ${fmt(quantile(sorted, 0.95))}   p99 ${fmt(quantile(sorted, 0.99))}   longest ${fmt(sorted.at(-1) ?? Number.NaN)}`,
    );
    console.log(`frames over 17 / 33 ms  ${over(17)} / ${over(33)}`);
    console.log(`dropped frames          ${dropped}  (vsync ${VSYNC_MS.toFixed(2)} ms)`);
  } finally {
    await browser.close();
    await sandbox.close();
  }
}

await main();
