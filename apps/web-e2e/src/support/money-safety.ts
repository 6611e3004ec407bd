// Money safety in the browser: tap a control (or press Enter in a field) N times as fast as the browser takes input,
// then count the requests the page sent to one operation. A money action must send exactly one:
//
//   expect(await tapAndCount(page, confirm, { times: 20, method: 'POST', path: '/api/wallet/transfer' })).toBe(1);
//
// Requests are only observed (page events), never routed, delayed or answered by the helper.
import type { CDPSession, Locator, Page, Request } from '@playwright/test';
import { describeMatch, watchNetwork, type RequestMatch, type SettleOptions } from './network';

export interface RepeatOptions extends RequestMatch, SettleOptions {
  /** How many taps or key presses (20 is the product's rule for money actions). */
  times: number;
  /**
   * Awaited after the last tap and before the network must settle: the visible outcome (a URL, a dialog), so the
   * count also covers requests the outcome triggers (a late retry, a second submit from the next screen).
   */
  until?: () => Promise<unknown>;
}

export interface TapOptions extends RepeatOptions {
  /** `click`: mouse presses (default); `tap`: touchscreen taps (the device projects emulate a touch phone). */
  input?: 'click' | 'tap';
}

export interface PressOptions extends RepeatOptions {
  /** The key to press (default `Enter`). */
  key?: string;
}

/**
 * Latency added to every request during a burst (`slowNetwork`), so all the inputs land while the first request is in
 * flight, as on 4G. Generous: a busy CI machine can take a few hundred ms to deliver 40 queued input events, and the
 * test must still prove the taps overlapped the request (`burstMs < BURST_LATENCY_MS`).
 */
export const BURST_LATENCY_MS = 1500;

async function emulateLatency(cdp: CDPSession, latency: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * Slows the page's network down by `BURST_LATENCY_MS` for a burst; the returned function restores it (the outcome then
 * loads at full speed).
 */
export async function slowNetwork(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await emulateLatency(cdp, BURST_LATENCY_MS);
  return async () => {
    await emulateLatency(cdp, 0);
    await cdp.detach();
  };
}

export interface RepeatReport {
  /** Matching requests the page sent from the first tap until the network settled. */
  count: number;
  requests: Request[];
  /** How long the N inputs took to reach the page (the burst, from the first event sent to the last handled), in ms. */
  burstMs: number;
}

async function observe(
  page: Page,
  options: RepeatOptions,
  burst: () => Promise<number>,
): Promise<RepeatReport> {
  const watch = watchNetwork(page);
  try {
    const burstMs = await burst();
    await options.until?.();
    await watch.settled(options);
    const requests = watch.sent(options);
    // Server-side count: once the sandbox answers `GET /__sandbox/requests?path=...`, read it here (through
    // page.request, after the settle above) and report it next to `count`, so a request the browser sent but the
    // page never saw (a service worker, a beacon during unload) is caught as well.
    return { count: requests.length, requests, burstMs };
  } finally {
    watch.stop();
  }
}

/** Centres the control and returns the point a finger would hit; fails if something else covers that point. */
async function tapPoint(control: Locator): Promise<{ x: number; y: number }> {
  await control.waitFor({ state: 'visible' });
  // Centred, so fixed bars (the bottom menu, the chat launcher) do not sit over it.
  await control.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box to tap');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await control.evaluate(
    (el, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && (el === top || el.contains(top))
        ? null
        : (top?.outerHTML.slice(0, 120) ?? 'nothing');
    },
    { x, y },
  );
  if (hit !== null) throw new Error(`the control is covered at its centre by ${hit}`);
  return { x, y };
}

type InputEvent = [
  method: 'Input.dispatchMouseEvent' | 'Input.dispatchTouchEvent' | 'Input.dispatchKeyEvent',
  params: object,
];

/**
 * Sends all the input events at once through the DevTools protocol (Chromium): queued in order without a round trip
 * between them, so the whole burst reaches the page within a few milliseconds, like a player's repeated taps, even
 * when the page is busy rendering. (Playwright's mouse and keyboard wait for each event to be handled first, which
 * spreads 20 taps over seconds on a loaded machine.) They are trusted input events, as from a real device.
 */
async function sendBurst(page: Page, events: readonly InputEvent[]): Promise<number> {
  // The session is opened before the clock starts: only the inputs' own delivery is the burst.
  const cdp = await page.context().newCDPSession(page);
  try {
    const started = Date.now();
    await Promise.all(events.map(([method, params]) => cdp.send(method, params as never)));
    return Date.now() - started;
  } finally {
    await cdp.detach();
  }
}

function tapEvents(input: 'click' | 'tap', x: number, y: number, times: number): InputEvent[] {
  const events: InputEvent[] = [];
  for (let i = 0; i < times; i += 1) {
    if (input === 'tap') {
      events.push(['Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }]);
      events.push(['Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }]);
    } else {
      const press = { x, y, button: 'left', buttons: 1, clickCount: 1 };
      events.push(['Input.dispatchMouseEvent', { type: 'mousePressed', ...press }]);
      events.push(['Input.dispatchMouseEvent', { type: 'mouseReleased', ...press, buttons: 0 }]);
    }
  }
  return events;
}

/** Key presses as Chromium's keyboard sends them (Enter carries the text "\r" that submits a form). */
function keyEvents(key: string, times: number): InputEvent[] {
  const named: Record<string, { code: string; keyCode: number; text?: string }> = {
    Enter: { code: 'Enter', keyCode: 13, text: '\r' },
    ' ': { code: 'Space', keyCode: 32, text: ' ' },
  };
  const k = named[key];
  if (!k) throw new Error(`pressAndRecord knows Enter and Space, not ${key}`);
  const base = { key, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode };
  const events: InputEvent[] = [];
  for (let i = 0; i < times; i += 1) {
    events.push([
      'Input.dispatchKeyEvent',
      { type: 'keyDown', ...base, text: k.text, unmodifiedText: k.text },
    ]);
    events.push(['Input.dispatchKeyEvent', { type: 'keyUp', ...base }]);
  }
  return events;
}

/**
 * Taps the control `times` times in one burst at its centre (later taps land while the first request is in flight,
 * whatever the control looks like by then) and reports the matching requests sent until the network settled.
 */
export async function tapAndRecord(page: Page, control: Locator, options: TapOptions): Promise<RepeatReport> {
  const { x, y } = await tapPoint(control);
  if (options.input !== 'tap') await page.mouse.move(x, y);
  const events = tapEvents(options.input ?? 'click', x, y, options.times);
  return observe(page, options, () => sendBurst(page, events));
}

/** The number of matching requests `times` rapid taps on the control sent. */
export async function tapAndCount(page: Page, control: Locator, options: TapOptions): Promise<number> {
  return (await tapAndRecord(page, control, options)).count;
}

/** Focuses the field and presses the key (Enter by default; Space for buttons) `times` times in one burst. */
export async function pressAndRecord(
  page: Page,
  field: Locator,
  options: PressOptions,
): Promise<RepeatReport> {
  await field.focus();
  const events = keyEvents(options.key ?? 'Enter', options.times);
  return observe(page, options, () => sendBurst(page, events));
}

/** The number of matching requests `times` rapid Enter presses in the field sent. */
export async function pressEnterAndCount(
  page: Page,
  field: Locator,
  options: RepeatOptions,
): Promise<number> {
  return (await pressAndRecord(page, field, { ...options, key: 'Enter' })).count;
}

/** A readable line for failure messages: what was sent, in order. */
export function describeRequests(match: RequestMatch, report: RepeatReport): string {
  const sent = report.requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`).join(', ');
  return `${report.count} x ${describeMatch(match)} (burst ${report.burstMs} ms): ${sent || 'none'}`;
}
