import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, totalBalance } from '@wallet/domain';
import { PREFETCH_GLOBAL, prefetchScript } from './prefetch';
import { EARLY_BALANCE_SLOT, earlyBalanceScript } from './early-balance';

/** The home skeleton's card as the prerendered page has it: an empty value slot. */
function skeleton(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><div class="wl-home-skeleton__header"><section class="wk-balance-card">' +
    '<p class="wk-balance-card__amount"><span class="wk-balance-card__value"></span></p></section></div></div>';
  return document.querySelector(EARLY_BALANCE_SLOT) as HTMLElement;
}

/** Runs the page's inline scripts (prefetch, then early balance) as the prerendered home does, logged in. */
async function runPage(answer: () => Response | Promise<Response>): Promise<void> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const script =
    prefetchScript({ apiBaseUrl: '', paths: ['/api/wallet', '/api/spinwheel/active'], defaultLocale: 'th' }) +
    earlyBalanceScript(PREFETCH_GLOBAL);
  new Function(script)();
  // The answer, its body and the write: a few turns of the event loop.
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const wallet = (amount: unknown, slots: unknown[]) =>
  new Response(JSON.stringify({ profile: { _id: 'p1' }, wallet: { amount }, slots }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => localStorage.setItem('token', 'abc'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL];
});

describe('earlyBalanceScript', () => {
  it.each([
    ['a main wallet and game accounts', 1234.5, [{ amount: 100 }, { amount: 0.25 }]],
    ['millions', 1_234_567.891, [{ amount: 2_000_000 }]],
    ['a negative total', -50.5, [{ amount: 10 }]],
    ['non-numbers, counted as 0 as the app does', '12', [{ amount: null }, { amount: 'x' }, { amount: 7 }]],
    ['no game accounts', 0, []],
    ['a tie on the third decimal, rounded away from zero as Intl does', 1.005, []],
    ['a total that rounds up to the next thousand', 999.996, []],
  ])('writes the total the app shows: %s', async (_name, amount, slots) => {
    const slot = skeleton();
    await runPage(() => wallet(amount, slots));
    const expected = formatAmount(
      totalBalance(
        { amount: amount as number },
        (slots as { amount: number }[]).map((s) => ({ amount: s.amount })),
      ),
    );
    expect(slot.textContent).toBe(expected);
  });

  it('carries no Intl format and no comment of the formatter it embeds', () => {
    const script = earlyBalanceScript('__prefetch');
    expect(script).not.toMatch(/Intl\./);
    expect(script).toContain('function formatAmountNumber');
    expect(script).not.toMatch(/^\s*\/\//m);
  });

  it("writes once the currency's font face has loaded, so the line does not move when it swaps in", async () => {
    const slot = skeleton();
    slot.insertAdjacentHTML('afterend', '<span class="wk-balance-card__currency"> บาท</span>');
    let loaded: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    try {
      await runPage(() => wallet(10, []));
      expect(load).toHaveBeenCalledWith(expect.any(String), ' บาท');
      expect(slot.textContent).toBe('');
      loaded();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(slot.textContent).toBe(formatAmount(10));
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('leaves a kip account’s balance to the app (the prerendered unit is baht), and writes a baht one', async () => {
    const inCurrency = (currency: string) => () =>
      new Response(
        JSON.stringify({ profile: { _id: 'p1', currency }, wallet: { amount: 2_501_000 }, slots: [] }),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      );
    let slot = skeleton();
    await runPage(inCurrency('LAK'));
    expect(slot.textContent).toBe('');
    slot = skeleton();
    await runPage(inCurrency('BAHT'));
    expect(slot.textContent).toBe(formatAmount(2_501_000));
  });

  it('leaves the answer for the app: its prefetched body is still readable', async () => {
    skeleton();
    await runPage(() => wallet(10, []));
    const [call] =
      (window as unknown as Record<string, { response: Promise<Response> }[]>)[PREFETCH_GLOBAL] ?? [];
    expect(await (await call?.response)?.json()).toMatchObject({ wallet: { amount: 10 } });
  });

  it('writes nothing on a refused read, an answer of another shape, or a slot already filled or gone', async () => {
    let slot = skeleton();
    await runPage(() => new Response('{"code":"INVALID_USER_2"}', { status: 401 }));
    expect(slot.textContent).toBe('');

    slot = skeleton();
    await runPage(() => new Response('{"wallet":{"amount":5}}'));
    expect(slot.textContent).toBe('');

    slot = skeleton();
    slot.textContent = '1.00';
    await runPage(() => wallet(99, []));
    expect(slot.textContent).toBe('1.00');

    slot = skeleton();
    let release: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const run = runPage(() => pending);
    slot.remove(); // the app rendered the loaded page meanwhile
    release(wallet(99, []));
    await run;
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slot.textContent).toBe('');
  });

  it('does nothing for a guest (nothing prefetched) or a page without the slot', async () => {
    localStorage.clear();
    const slot = skeleton();
    await runPage(() => wallet(10, []));
    expect(slot.textContent).toBe('');
    localStorage.setItem('token', 'abc');
    document.body.innerHTML = '';
    await expect(runPage(() => wallet(10, []))).resolves.toBeUndefined();
  });
});
