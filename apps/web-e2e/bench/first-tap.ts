// The bench's "time to the first answered tap": a page is opened as a first visit under the throttling of the rest of
// the bench (4x CPU, Lighthouse's slow 4G, applied as DevTools throttling), its main action is tapped as soon as it is
// painted, and the figure is when the answer paints, in ms from the navigation's start. The page itself records the
// tap (its first pointerdown) and the answer (checked at each animation frame: the time it is first found, just before
// the frame that paints it), so no round trip to the test runner is counted.
import type { BrowserContext, Page } from '@playwright/test';
import type { Locale } from '@wallet/domain';
import { prepareFirstVisit } from '../src/support/first-visit';
import { screenText } from '../src/support/screen-text';

/** Lighthouse's mobile slow 4G as DevTools throttling (its `throttling.mobileSlow4G`: 150 ms RTT x 3.75, 1.6 Mbps x 0.9). */
export const SLOW_4G = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
} as const;
/** The CPU slow-down of Lighthouse's mobile preset. */
export const CPU_SLOWDOWN = 4;

/** What a page's main action is and what its answer looks like. */
export interface TapPlan {
  /** What the tap is, as the bench prints it. */
  action: string;
  /** Makes the tap (and the typing before it) as soon as its target is painted. */
  tap(page: Page): Promise<void>;
  /** Source of a function run in the page each frame after the tap: true once the answer is in the document. */
  answered: string;
}

/** The demo player the sandbox seeds (both builds' sandboxes run the Thai market in the bench). */
const DEMO = { phone: '0812345678', password: 'demo1234' };
/** A promotion code the sandbox knows (found, with its description). */
const PROMOTION = 'free50';

/** The main action of each measured route, in the build's default language; the floor's is its link. */
export function tapPlan(route: string, locale: Locale): TapPlan | undefined {
  const t = (msgid: string) => screenText(locale, msgid);
  switch (route) {
    case 'floor':
      return {
        action: 'the link to /about',
        tap: async (page) => {
          await tapWhenPainted(page, 'a', 'About');
        },
        answered: `() => document.querySelector('h1')?.textContent === 'About'`,
      };
    case '/login':
      return {
        action: 'a typed login',
        tap: async (page) => {
          await page.getByRole('textbox', { name: t('Phone number'), exact: true }).fill(DEMO.phone);
          await page.getByRole('textbox', { name: t('Password'), exact: true }).fill(DEMO.password);
          await page.getByRole('button', { name: t('Log in'), exact: true }).click();
        },
        // The player's home, painted (its heading, in the player shell).
        answered: `() => location.pathname === '/user/home' && document.querySelector('main h1') !== null`,
      };
    case '/user/home':
      return {
        action: 'Deposit',
        tap: (page) => page.getByRole('button', { name: t('Deposit'), exact: true }).click(),
        answered: `() => [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((d) => d.textContent.includes(${JSON.stringify(t('Deposit'))}))`,
      };
    case '/user/bonus':
      return {
        action: 'the promotion search',
        tap: async (page) => {
          await page.getByRole('textbox', { name: t('Promotion code'), exact: true }).fill(PROMOTION);
          await page.getByRole('button', { name: t('Search'), exact: true }).click();
        },
        answered: `() => document.querySelector('.wl-bonus__promotion, .wl-bonus__not-found') !== null`,
      };
    case '/user/spin':
      return {
        action: 'Spin',
        // The wheel's button, which the app draws (the early paint shows its text, not a control).
        tap: async (page) => {
          await tapWhenPainted(page, 'button.wallet-spin-wheel__button');
        },
        // The wheel says it spins in its live region once it has started.
        answered: `() => document.querySelector('.wallet-spin-wheel [aria-live]')?.textContent === ${JSON.stringify(t('The wheel is spinning…'))}`,
      };
    default:
      return undefined;
  }
}

/**
 * Taps the middle of the first element of `selector` (with `text`, if given) in the animation frame that first finds
 * it laid out and enabled, as a finger would. For a target the app draws after the first paint (the floor's link, the
 * wheel's button): Playwright's click waits for a missing element at growing intervals (500 ms apart after the
 * first 0.8 s) and then for its own checks (two frames of stillness and more round trips), which put the tap 0.2 to 0.7
 * s after the target painted.
 */
async function tapWhenPainted(page: Page, selector: string, text?: string): Promise<void> {
  const target = await page.waitForFunction(
    ([css, label]) => {
      for (const element of document.querySelectorAll(css)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || (element as HTMLButtonElement).disabled) continue;
        if (label !== null && element.textContent !== label) continue;
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }
      return null;
    },
    [selector, text ?? null] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  const { x, y } = (await target.jsonValue()) as { x: number; y: number };
  await page.mouse.click(x, y);
}

/** The page's own record of the tap and its answer (ms from its navigation's start), read back after the answer. */
function recorder(answered: string): string {
  return `(() => {
    const record = { tap: 0, answer: 0 };
    window.__firstTap = record;
    const isAnswered = ${answered};
    addEventListener('pointerdown', () => { if (!record.tap) record.tap = performance.now(); }, { capture: true });
    const frame = () => {
      if (record.tap && !record.answer) {
        try { if (isAnswered()) record.answer = performance.now(); } catch {}
      }
      if (!record.answer) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;
}

/** One run: the tap's time, the answer's, both from the navigation's start, ms. */
export interface TapRun {
  tapMs: number;
  answerMs: number;
}

/**
 * Opens `url` as a first visit (token: a player's, stored as after a login) under the bench's throttling, taps the
 * plan's action as soon as it is painted, and returns when the answer painted. Throws when no answer comes in 60 s.
 */
export async function measureFirstTap(
  context: BrowserContext,
  url: string,
  plan: TapPlan,
  token?: string,
): Promise<TapRun> {
  const page = await context.newPage();
  try {
    await prepareFirstVisit(context, page, url, token);
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: recorder(plan.answered) });
    await page.goto(url, { waitUntil: 'commit' });
    await plan.tap(page);
    await page.waitForFunction(
      () => (window as unknown as { __firstTap: TapRun & { answer: number } }).__firstTap.answer > 0,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const { tap, answer } = await page.evaluate(
      () => (window as unknown as { __firstTap: { tap: number; answer: number } }).__firstTap,
    );
    return { tapMs: tap, answerMs: answer };
  } finally {
    await page.close();
  }
}

/** Median and spread (lowest, highest) of a figure's runs. */
export function spreadOf(values: readonly number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}
