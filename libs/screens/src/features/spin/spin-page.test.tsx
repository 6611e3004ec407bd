import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_DEBOUNCE_MS, messageCatalogs, WHEEL_MAX_SIZE_PX, WHEEL_WINDOW_RATIO } from '@wallet/domain';
import {
  buildCoupon,
  buildCouponClaimResponse,
  buildCouponList,
  buildProfile,
  buildRefusedSpinResult,
  buildSpinOutcome,
  buildSpinResult,
  buildSpinSetup,
  buildSpinWheel,
  buildWalletResponse,
} from '@wallet/api-client/testing';
import { json, renderApp, type FakeRoute } from '../../testing/render-app';

const LAZY_ROUTE_MS = 5000;
const en = messageCatalogs.en;
const profile = buildProfile();

const coupons = [
  buildCoupon({
    _id: 'c1',
    prize: { name: 'Lucky wheel', slice: { label: '50 credit', htmlDescription: null } },
  }),
  buildCoupon({
    _id: 'c2',
    prize: {
      name: 'Lucky wheel',
      slice: { label: '100 credit', htmlDescription: '<p>Paid <b>into</b> the wallet.</p>' },
    },
    amount: 100,
  }),
  buildCoupon({
    _id: 'c3',
    prize: { name: 'Lucky wheel', slice: { label: 'Try again', htmlDescription: null } },
  }),
  buildCoupon({
    _id: 'c4',
    prize: { name: 'Lucky wheel', slice: { label: 'Old prize', htmlDescription: null } },
    claimed: true,
  }),
];

/** The wheel honours prefers-reduced-motion: a short settle, and the prize modal opens at once. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    })),
  );
}

function routes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/account/profile': () => json(profile),
    'GET /api/wallet': () => json(buildWalletResponse({ profile })),
    'GET /api/spinwheel/setup': () => json(buildSpinSetup()),
    'GET /api/spinwheel/coupon': () => json(buildCouponList({ coupons })),
    'POST /api/spinwheel/spin': () => json(buildSpinResult()),
    ...extra,
  };
}

async function renderSpin(extra?: Record<string, FakeRoute>) {
  sessionStorage.setItem('token', 'token-1');
  return renderApp('/user/spin', routes(extra), { locale: 'en' });
}

const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

describe('/user/spin', () => {
  beforeEach(() => preferReducedMotion(true));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('draws the wheel with the coins on its button, spins once per tap and shows the prize, then reloads', async () => {
    const { requests } = await renderSpin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prize wheel' }, { timeout: LAZY_ROUTE_MS }),
    ).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Prize wheel: Lucky wheel' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Spin (coins left: 3)' });
    const user = userEvent.setup();
    await user.click(button);
    await user.click(button);
    await user.click(button);
    const prize = await screen.findByRole('dialog', { name: 'You got a coupon!' });
    expect(prize).toHaveTextContent('Your coupon: 50 credit from Lucky wheel.');
    const spins = calls(requests, 'POST', '/api/spinwheel/spin');
    expect(spins).toHaveLength(1);
    expect(spins[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('button', { name: 'Spin (coins left: 2)' })).toBeInTheDocument();
    const setupsBefore = calls(requests, 'GET', '/api/spinwheel/setup').length;
    await user.click(within(prize).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls(requests, 'GET', '/api/spinwheel/setup').length).toBe(setupsBefore + 1));
    expect(screen.queryByRole('dialog', { name: 'You got a coupon!' })).not.toBeInTheDocument();
    // The tap and the landing are said in the wheel's live region.
    expect(screen.getByText('The wheel stopped on 50 credit')).toBeInTheDocument();
  });

  it('opens the prize modal PRIZE_MODAL_DELAY_MS after the wheel stops without reduced motion', async () => {
    preferReducedMotion(false);
    await renderSpin();
    const button = await screen.findByRole(
      'button',
      { name: 'Spin (coins left: 3)' },
      { timeout: LAZY_ROUTE_MS },
    );
    await userEvent.setup().click(button);
    await screen.findByText('The wheel stopped on 50 credit', {}, { timeout: 4000 });
    const stoppedAt = Date.now();
    await screen.findByRole('dialog', { name: 'You got a coupon!' }, { timeout: 4000 });
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1900);
  }, 15_000);

  it("keeps an empty spin button with the wheel button's look and text template while the setup is read", async () => {
    let answer: (response: Response) => void = () => undefined;
    const setup = new Promise<Response>((resolve) => (answer = resolve));
    await renderSpin({ 'GET /api/spinwheel/setup': () => setup });
    await screen.findByRole('heading', { level: 1, name: 'Prize wheel' }, { timeout: LAZY_ROUTE_MS });
    // Filled only by the prerendered page's own script (spin-early-paint.ts): in the app it stays empty and unseen.
    const early = document.querySelector('.wl-spin__early-button') as HTMLElement;
    expect(early).toBeEmptyDOMElement();
    expect(early).toHaveAttribute('data-language', 'en');
    const template = early.getAttribute('data-template') ?? '';
    expect(template).toBe('Spin (coins left: {left})');
    await act(async () =>
      answer(json(buildSpinSetup({ result: { activeSpinwheel: buildSpinWheel(), userCoin: 12345 } }))),
    );
    // What the script would write is what the wheel's button says, in the same look.
    const button = await screen.findByRole('button', { name: template.replace('{left}', '12345') });
    expect(button.className).toContain(early.className.replace(' wl-spin__early-button', ''));
    expect(document.querySelector('.wl-spin__early-button')).toBeNull();
  });

  it('disables the spin at 0 coins and says why', async () => {
    const { requests } = await renderSpin({
      'GET /api/spinwheel/setup': () =>
        json(buildSpinSetup({ result: { activeSpinwheel: buildSpinWheel(), userCoin: 0 } })),
    });
    const button = await screen.findByRole(
      'button',
      { name: 'Spin (coins left: 0)' },
      { timeout: LAZY_ROUTE_MS },
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription('You have no coins left. You get coins with your deposits.'),
    );
    await userEvent.setup().click(button);
    expect(calls(requests, 'POST', '/api/spinwheel/spin')).toHaveLength(0);
  });

  it('shows coins as whole numbers', async () => {
    await renderSpin({
      'GET /api/spinwheel/setup': () =>
        json(buildSpinSetup({ result: { activeSpinwheel: buildSpinWheel(), userCoin: 3.0 } })),
    });
    expect(
      await screen.findByRole('button', { name: 'Spin (coins left: 3)' }, { timeout: LAZY_ROUTE_MS }),
    ).toBeVisible();
    expect(screen.queryByText(/3\.00/)).not.toBeInTheDocument();
  });

  it('a refused spin shows the translated error and keeps the coins', async () => {
    await renderSpin({ 'POST /api/spinwheel/spin': () => json(buildRefusedSpinResult()) });
    const button = await screen.findByRole(
      'button',
      { name: 'Spin (coins left: 3)' },
      { timeout: LAZY_ROUTE_MS },
    );
    await userEvent.setup().click(button);
    const alert = await screen.findByRole('alertdialog', { name: 'The wheel could not spin' });
    expect(alert).toHaveTextContent(en['error.MONEY_NOT_ENOUGH']);
    expect(screen.getByRole('button', { name: 'Spin (coins left: 3)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'You got a coupon!' })).not.toBeInTheDocument();
  });

  it('a failed spin call shows the server code translated', async () => {
    await renderSpin({
      'POST /api/spinwheel/spin': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 400),
    });
    const button = await screen.findByRole(
      'button',
      { name: 'Spin (coins left: 3)' },
      { timeout: LAZY_ROUTE_MS },
    );
    await userEvent.setup().click(button);
    const alert = await screen.findByRole('alertdialog', { name: 'The wheel could not spin' });
    expect(alert).toHaveTextContent(en['error.NO_DATA']);
  });

  it('says when the wheel is not active, with a way back home and no wheel', async () => {
    await renderSpin({
      'GET /api/spinwheel/setup': () =>
        json(buildSpinSetup({ result: { activeSpinwheel: null, userCoin: 3 } })),
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The prize wheel is not active right now' },
        { timeout: LAZY_ROUTE_MS },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: /Prize wheel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Spin/ })).not.toBeInTheDocument();
    const home = screen.getAllByRole('link', { name: 'Back to home' });
    expect(home.every((link) => link.getAttribute('href') === '/user/home')).toBe(true);
  });

  it('pages the coupons 3 per page: index, prize (label and name), amount and claim', async () => {
    await renderSpin();
    const table = await screen.findByRole('table', { name: 'My coupons' }, { timeout: LAZY_ROUTE_MS });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('1');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('50 creditLucky wheel');
    expect(first).toHaveTextContent('50.00');
    expect(within(first).getByRole('button', { name: 'Claim 50 credit' })).toBeInTheDocument();
    const user = userEvent.setup();
    const pages = screen.getByRole('navigation', { name: 'Coupon pages' });
    await user.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const last = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(last).toHaveTextContent('4');
    expect(last).toHaveTextContent('Old prize');
    expect(last).toHaveTextContent('Claimed');
    expect(within(last).queryByRole('button')).not.toBeInTheDocument();
  });

  it('claims with one request per debounced confirm, names the prize and reloads the setup', async () => {
    const { requests } = await renderSpin({
      'POST /api/spinwheel/coupon/claim': () => json(buildCouponClaimResponse({ label: '100 credit' })),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Claim 100 credit' }, { timeout: LAZY_ROUTE_MS }),
    );
    const modal = await screen.findByRole('dialog', { name: '100 credit' });
    expect(modal).toHaveTextContent('Coupon from Lucky wheel');
    expect(within(modal).getByText('into').tagName).toBe('B');
    const setupsBefore = calls(requests, 'GET', '/api/spinwheel/setup').length;
    const confirm = within(modal).getByRole('button', { name: 'Confirm' });
    for (let i = 0; i < 8; i += 1) await user.click(confirm);
    // Debounced: nothing is sent before 500 ms of quiet.
    expect(calls(requests, 'POST', '/api/spinwheel/coupon/claim')).toHaveLength(0);
    const success = await screen.findByRole('alertdialog', { name: 'You claimed 100 credit' });
    const claims = calls(requests, 'POST', '/api/spinwheel/coupon/claim');
    expect(claims).toHaveLength(1);
    expect(await claims[0]?.json()).toEqual({ coupon: 'c2' });
    expect(claims[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() =>
      expect(calls(requests, 'GET', '/api/spinwheel/setup').length).toBeGreaterThan(setupsBefore),
    );
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: '100 credit' })).not.toBeInTheDocument();
  });

  it('a refused claim shows the translated text of each coupon code, and the page takes the next claim', async () => {
    const refusals = [
      ['NO_CLAIMABLE_COUPON', 404],
      ['INVALID_PRIZE_CODE', 400],
      ['INVALID_CODE', 400],
      ['INVALID_COUPON_TYPE', 400],
      ['COUPON_EXPIRED', 400],
      ['BONUS_REMAINING', 400],
    ] as const;
    let refusal: (typeof refusals)[number] = refusals[0];
    const { requests } = await renderSpin({
      'POST /api/spinwheel/coupon/claim': () => json({ code: refusal[0], message: refusal[0] }, refusal[1]),
    });
    const claimButton = await screen.findByRole(
      'button',
      { name: 'Claim 50 credit' },
      { timeout: LAZY_ROUTE_MS },
    );
    // The debounce's timeout only: the test moves it on instead of waiting 500 ms per claim.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null });
    for (const [index, current] of refusals.entries()) {
      refusal = current;
      await user.click(claimButton);
      const modal = await screen.findByRole('dialog', { name: '50 credit' });
      await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(CLAIM_DEBOUNCE_MS);
      });
      const alert = await screen.findByRole('alertdialog', { name: 'The coupon was not claimed' });
      const text = en[`error.${current[0]}` as keyof typeof en];
      expect(text, current[0]).toBeTruthy();
      expect(alert, current[0]).toHaveTextContent(text);
      expect(calls(requests, 'POST', '/api/spinwheel/coupon/claim')).toHaveLength(index + 1);
      await user.click(within(alert).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
  });

  it('cancel closes the claim modal without a request', async () => {
    const { requests } = await renderSpin();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Claim 50 credit' }, { timeout: LAZY_ROUTE_MS }),
    );
    const modal = await screen.findByRole('dialog', { name: '50 credit' });
    await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(calls(requests, 'POST', '/api/spinwheel/coupon/claim')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: '50 credit' })).not.toBeInTheDocument();
  });

  it('lands on the slice the server chose', async () => {
    await renderSpin({
      'POST /api/spinwheel/spin': () =>
        json(
          buildSpinResult({
            result: buildSpinOutcome({ code: 'CREDIT100', label: '100 credit', remainingCoin: 2 }),
          }),
        ),
    });
    const button = await screen.findByRole(
      'button',
      { name: 'Spin (coins left: 3)' },
      { timeout: LAZY_ROUTE_MS },
    );
    await userEvent.setup().click(button);
    const prize = await screen.findByRole('dialog', { name: 'You got a coupon!' });
    expect(prize).toHaveTextContent('100 credit');
    const canvas = screen.getByRole('img', { name: 'Prize wheel: Lucky wheel' });
    // The wheel resets when the prize modal opens.
    expect(Number(canvas.dataset['rotation'])).toBeGreaterThan(0);
    expect(canvas.style.transform).toBe('rotate(0rad)');
  });
});

describe('spin page wheel placeholder', () => {
  it('is sized in CSS as wheelSize() sizes the wheel (the prerendered page may not use style attributes)', async () => {
    const css = await readFile(path.resolve(import.meta.dirname, 'spin-page.css'), 'utf8');
    const size = `min(${WHEEL_MAX_SIZE_PX}px, ${WHEEL_WINDOW_RATIO * 100}vw)`;
    expect(css).toContain(`width: ${size};`);
    expect(css).toContain(`height: ${size};`);
  });

  it("keeps the spin button's place as tall as the kit's large button, which the wheel's button is", async () => {
    const css = await readFile(path.resolve(import.meta.dirname, 'spin-page.css'), 'utf8');
    const kit = await readFile(
      path.resolve(import.meta.dirname, '../../../../ui-kit/src/button/button.css'),
      'utf8',
    );
    const large = /\.wk-button--lg\s*\{[^}]*min-height:\s*(\d+px)/.exec(kit)?.[1];
    const placeholder = /\.wl-spin__button-placeholder\s*\{[^}]*height:\s*(\d+px)/.exec(css)?.[1];
    expect(large).toMatch(/^\d+px$/);
    expect(placeholder).toBe(large);
  });
});
