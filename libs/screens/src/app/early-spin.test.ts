import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wholeCoins } from '@wallet/domain';
import { PREFETCH_GLOBAL, prefetchScript } from './prefetch';
import { EARLY_SPIN_BUTTON, earlySpinScript } from './early-spin';

const TEMPLATE = 'หมุน (เหรียญคงเหลือ: {left})';

/** The spin skeleton's board as the prerendered Thai page has it: an empty button with the text template. */
function skeleton(language = 'th'): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><div class="wl-spin__board"><div class="wk-skeleton"></div>' +
    `<span class="wk-button wl-spin__early-button" data-language="${language}" data-template="${TEMPLATE}"></span>` +
    '<div class="wl-spin__button-placeholder"></div></div></div>';
  return document.querySelector(EARLY_SPIN_BUTTON) as HTMLElement;
}

/** Runs the page's inline scripts (prefetch, then early spin) as the prerendered spin page does, logged in. */
async function runPage(answer: () => Response | Promise<Response>): Promise<void> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const script =
    prefetchScript({
      apiBaseUrl: '',
      paths: ['/api/spinwheel/setup', '/api/spinwheel/coupon'],
      defaultLocale: 'th',
    }) + earlySpinScript(PREFETCH_GLOBAL);
  new Function(script)();
  // The answer, its body and the write: a few turns of the event loop.
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const setup = (userCoin: unknown, activeSpinwheel: unknown = { _id: 'w1', name: 'Lucky wheel', slice: [] }) =>
  new Response(JSON.stringify({ result: { activeSpinwheel, userCoin } }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => localStorage.setItem('token', 'abc'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL];
});

describe('earlySpinScript', () => {
  it.each([
    ['a few coins', 3],
    ['thousands (no grouping, as the wheel writes them)', 12345],
    ['a fraction, cut to whole coins as the app does', 2.9],
  ])('writes the button text the wheel shows: %s', async (_name, coins) => {
    const button = skeleton();
    await runPage(() => setup(coins));
    expect(button.textContent).toBe(TEMPLATE.replace('{left}', String(wholeCoins(coins))));
  });

  it("writes once the button's bold face has loaded, so its width does not change when it swaps in", async () => {
    const button = skeleton();
    let loaded: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    try {
      await runPage(() => setup(4));
      expect(load).toHaveBeenCalledWith(expect.any(String), TEMPLATE.replace('{left}', '4'));
      expect(button.textContent).toBe('');
      loaded();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(button.textContent).toBe(TEMPLATE.replace('{left}', '4'));
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('leaves the answer for the app: its prefetched body is still readable', async () => {
    skeleton();
    await runPage(() => setup(2));
    const [call] =
      (window as unknown as Record<string, { response: Promise<Response> }[]>)[PREFETCH_GLOBAL] ?? [];
    expect(await (await call?.response)?.json()).toMatchObject({ result: { userCoin: 2 } });
  });

  it('writes nothing without a coin (the app shows the disabled button and why) or with no wheel active', async () => {
    for (const coins of [0, -2, '5', null]) {
      const button = skeleton();
      await runPage(() => setup(coins));
      expect(button.textContent, String(coins)).toBe('');
    }
    const button = skeleton();
    await runPage(() => setup(3, null));
    expect(button.textContent).toBe('');
  });

  it('writes nothing when the player reads in another language than the page was rendered in', async () => {
    localStorage.setItem('locale', 'en');
    const button = skeleton('th');
    await runPage(() => setup(3));
    expect(button.textContent).toBe('');
  });

  it('writes nothing on a refused read, an answer of another shape, or a button already filled or gone', async () => {
    let button = skeleton();
    await runPage(() => new Response('{"code":"INVALID_USER_2"}', { status: 401 }));
    expect(button.textContent).toBe('');

    button = skeleton();
    await runPage(() => new Response('{"userCoin":3}'));
    expect(button.textContent).toBe('');

    button = skeleton();
    button.textContent = 'x';
    await runPage(() => setup(3));
    expect(button.textContent).toBe('x');

    button = skeleton();
    let release: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const run = runPage(() => pending);
    button.remove(); // the app rendered the loaded wheel meanwhile
    release(setup(3));
    await run;
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button.textContent).toBe('');
  });

  it('does nothing for a guest (nothing prefetched) or a page without the button', async () => {
    localStorage.clear();
    const button = skeleton();
    await runPage(() => setup(3));
    expect(button.textContent).toBe('');
    localStorage.setItem('token', 'abc');
    document.body.innerHTML = '';
    await expect(runPage(() => setup(3))).resolves.toBeUndefined();
  });
});
