import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildBanner,
  buildBonus,
  buildBonusActiveCheck,
  buildBonusList,
  buildBonusMinimumCheck,
  buildCurrentPromotion,
  buildMoneyResponse,
  buildNoticeLookup,
  buildPromotionFound,
  buildUserBonus,
} from '@wallet/api-client/testing';
import { json, type FakeRoute } from '../../testing/render-app';
import { expectProbeSanitized, HOSTILE_URL, SERVER_HTML_PROBE } from '../../testing/server-html-probe';
import { watchIntlFormats } from '../../testing/intl-format-watch';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import { BonusPage } from './bonus-page';

// Wednesday 2026-01-07 23:59:00 in Bangkok (UTC+7).
const BEFORE_MIDNIGHT = new Date('2026-01-07T16:59:00.000Z');
const received = (at: Date) => ({ updatedAt: at.toISOString() });

const cards = buildBonusList({
  bonuses: [
    buildBonus({
      code: 'CASHBACK5',
      type: 'limit',
      maxReceived: 3,
      userBonus: buildUserBonus({ isActive: true }),
    }),
    buildBonus({
      code: 'WELCOME100',
      type: 'limit',
      maxReceived: 1,
      userBonus: buildUserBonus({ received: [received(new Date('2025-01-01T00:00:00Z'))] }),
    }),
    buildBonus({
      code: 'DAILY10',
      type: 'day',
      maxReceived: 2,
      userBonus: buildUserBonus({ received: [received(BEFORE_MIDNIGHT), received(BEFORE_MIDNIGHT)] }),
    }),
    buildBonus({
      code: 'WEEKLY20',
      type: 'week',
      maxReceived: 1,
      userBonus: buildUserBonus({ received: [received(BEFORE_MIDNIGHT)] }),
    }),
    buildBonus({ code: 'FRESH', type: 'day', maxReceived: 1, userBonus: null }),
  ],
});

function routes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/bonus': () => json(cards),
    'GET /api/bonus/check/active': () => json(buildBonusActiveCheck({ status: false, type: null })),
    'GET /api/bonus/check/minimum': () => json(buildBonusMinimumCheck()),
    'GET /api/promotion/current': () => json(buildCurrentPromotion()),
    'GET /api/lookup/notice': () =>
      json(buildNoticeLookup({ notice: 'Lose and %percentFail%% comes back.' })),
    'GET /api/wallet': () => json({}),
    ...overrides,
  };
}

const calls = (requests: Request[], path: string) => requests.filter((r) => new URL(r.url).pathname === path);

const lookOf = (code: string) =>
  screen.getByRole('heading', { name: code, level: 3 }).closest('li') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('BonusPage', () => {
  it('shows each card in its look: current, already received (limit, day, week) and clickable', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_MIDNIGHT);
    await renderWithProviders(<BonusPage />, { routes: routes() });
    expect(await screen.findByRole('heading', { name: 'CASHBACK5', level: 3 })).toBeInTheDocument();
    expect(within(lookOf('CASHBACK5')).getByText('Current bonus')).toBeInTheDocument();
    // The cards after the first render in a background pass right after it.
    expect(await screen.findByRole('heading', { name: 'FRESH', level: 3 })).toBeInTheDocument();
    for (const code of ['WELCOME100', 'DAILY10', 'WEEKLY20']) {
      expect(within(lookOf(code)).getByRole('button', { name: `${code}: already received` })).toBeDisabled();
    }
    expect(within(lookOf('FRESH')).getByRole('button', { name: 'Activate FRESH' })).toBeEnabled();
    expect(within(lookOf('DAILY10')).getByText('Up to 2 times a day')).toBeInTheDocument();
    // English plurals: "1 time", "2 times" (never "1 times").
    expect(within(lookOf('WEEKLY20')).getByText('Up to 1 time a week')).toBeInTheDocument();
  });

  it('offers the search at once and shows the cards only when what stands above them is read', async () => {
    let answerCheck: () => void = () => undefined;
    const check = new Promise<Response>(
      (resolve) => (answerCheck = () => resolve(json(buildBonusActiveCheck({ status: false, type: null })))),
    );
    const { requests } = await renderWithProviders(<BonusPage />, {
      routes: routes({ 'GET /api/bonus/check/active': () => check }),
    });
    // The search needs no data: usable while the check is read.
    expect(screen.getByRole('textbox', { name: /^Promotion code/ })).toBeEnabled();
    await waitFor(() => expect(calls(requests, '/api/bonus')).toHaveLength(1));
    // The cards' section, lower on the page, waits: a held bonus or a current promotion above it would move it down.
    const section = document.querySelector<HTMLElement>('.wl-bonus__cards-section');
    expect(section?.hidden).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Bonuses' })).toBeNull();
    answerCheck();
    expect(await screen.findByRole('heading', { name: 'Bonuses' })).toBeVisible();
    // The cards themselves come in the page's background pass after the section shows (sanitizing their banners).
    expect(await screen.findByRole('heading', { name: 'FRESH', level: 3 })).toBeVisible();
    expect(section?.hidden).toBe(false);
  });

  it('says the cards are being read when they come after the sections above them', async () => {
    await renderWithProviders(<BonusPage />, {
      routes: routes({ 'GET /api/bonus': () => new Promise<Response>(() => undefined) }),
    });
    expect(await screen.findByRole('heading', { name: 'Bonuses' })).toBeVisible();
    // After the loader's 200 ms, as every read of the app.
    expect(await screen.findByText('Loading bonuses', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(document.querySelector('.wl-bonus__cards')).toHaveAttribute('aria-busy', 'true');
  });

  it('renders its cards and their counts without an Intl number or date format', async () => {
    // The first one of a page loads ICU data: 100 ms and more on a slow phone, inside the render of the data.
    const intl = watchIntlFormats();
    await renderWithProviders(<BonusPage />, { routes: routes() });
    await screen.findByRole('heading', { name: 'FRESH', level: 3 });
    expect(within(lookOf('DAILY10')).getByText('Up to 2 times a day')).toBeInTheDocument();
    expect(within(lookOf('WEEKLY20')).getByText('Up to 1 time a week')).toBeInTheDocument();
    expect(intl.stop()).toEqual([]);
  });

  it("loads the first card's banner at once (on screen, the page's largest paint) and the others as they near the screen", async () => {
    await renderWithProviders(<BonusPage />, { routes: routes() });
    await screen.findByRole('heading', { name: 'FRESH', level: 3 });
    const backgrounds = cards.bonuses.map(
      (bonus) => lookOf(bonus.code).querySelector('img.wl-bonus-card__background') as HTMLImageElement,
    );
    expect(backgrounds.map((img) => img.getAttribute('src'))).toEqual(
      cards.bonuses.map((bonus) => bonus.banners[0]?.image),
    );
    expect(backgrounds.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('just after midnight in Bangkok the day bonus is clickable again, the week bonus not until Monday', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-07T17:00:30.000Z'));
    await renderWithProviders(<BonusPage />, { routes: routes() });
    await screen.findByRole('heading', { name: 'DAILY10', level: 3 });
    expect(within(lookOf('DAILY10')).getByRole('button', { name: 'Activate DAILY10' })).toBeEnabled();
    expect(
      within(lookOf('WEEKLY20')).getByRole('button', { name: 'WEEKLY20: already received' }),
    ).toBeDisabled();
  });

  it('activates a clickable bonus with one request for 20 taps and reloads the cards', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = await renderWithProviders(<BonusPage />, {
      routes: routes({
        'GET /api/bonus/activate/FRESH': async () => {
          await gate;
          return json(buildMoneyResponse());
        },
      }),
    });
    const button = await screen.findByRole('button', { name: 'Activate FRESH' });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(button);
    release();
    await waitFor(() => expect(calls(requests, '/api/bonus')).toHaveLength(2));
    expect(calls(requests, '/api/bonus/activate/FRESH')).toHaveLength(1);
    expect(calls(requests, '/api/bonus/activate/FRESH')[0]?.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('shows a refused activation translated in an error alert', async () => {
    await renderWithProviders(<BonusPage />, {
      routes: routes({
        'GET /api/bonus/activate/FRESH': () =>
          json({ code: 'BONUS_MAX_CLAIMED', message: 'BONUS_MAX_CLAIMED' }, 400),
      }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Activate FRESH' }));
    const alert = await screen.findByRole('alertdialog', { name: 'The bonus could not be activated' });
    expect(alert).toHaveTextContent('This bonus has reached its claim limit');
  });

  it('upper-cases the code as typed, requires it, says searching and not found', async () => {
    let answer!: (response: Response) => void;
    const { requests } = await renderWithProviders(<BonusPage />, {
      routes: routes({
        'GET /api/promotion/find/NOPE': () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Promotion code' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(field, 'nope');
    expect(field).toHaveValue('NOPE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Searching for the promotion…')).toBeInTheDocument();
    answer(json({ code: 'NO_PROMOTION', message: 'NO_PROMOTION' }, 404));
    expect(await screen.findByText('Promotion not found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Promotion not foundCheck the code on the promotion's banner and type it again.",
    );
    expect(calls(requests, '/api/promotion/find/NOPE')).toHaveLength(1);
    expect(shownAlerts()).toHaveLength(0);
  });

  it('shows a found promotion with the notice filled, activates it once, and translates PROMOTION_RECEIVED', async () => {
    let activations = 0;
    const { requests } = await renderWithProviders(<BonusPage />, {
      routes: routes({
        'GET /api/promotion/find/NEWYEAR': () =>
          json(
            buildPromotionFound({ percentFail: 15, description: '<p>New <strong>year</strong> credit</p>' }),
          ),
        'GET /api/promotion/activate/NEWYEAR': () => {
          activations += 1;
          return activations === 1
            ? json(buildMoneyResponse())
            : json({ code: 'PROMOTION_RECEIVED', message: 'PROMOTION_RECEIVED' }, 400);
        },
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Promotion code' }), 'newyear');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('year')).toBeInTheDocument();
    expect(screen.getByText('Lose and 15% comes back.')).toBeInTheDocument();
    const activate = screen.getByRole('button', { name: 'Activate promotion' });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(activate);
    await waitFor(() => expect(calls(requests, '/api/promotion/activate/NEWYEAR')).toHaveLength(1));
    await waitFor(() => expect(activate).not.toHaveAttribute('aria-busy'));
    await user.click(activate);
    const alert = await screen.findByRole('alertdialog', { name: 'The promotion could not be activated' });
    expect(alert).toHaveTextContent('You have already received this promotion');
  });

  it('with a bonus held shows its type and condition instead of the search, and cancels after a confirm', async () => {
    const { requests } = await renderWithProviders(<BonusPage />, {
      routes: routes({
        'GET /api/bonus/check/active': () => json(buildBonusActiveCheck({ status: true, type: 'CASHBACK5' })),
        'GET /api/bonus/check/minimum': () =>
          json(buildBonusMinimumCheck({ status: true, amount: 800, minimum: 1000 })),
        'GET /api/bonus/clear': () =>
          json(buildMoneyResponse({ code: 'BONUS_CLEAR', message: 'BONUS_CLEAR' })),
      }),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'The condition is met: your balance is 800.00 baht, at or below 1,000.00 baht. You can cancel the bonus now.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your active bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Promotion code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel bonus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the bonus?' });
    expect(
      within(confirm)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep bonus', 'Cancel bonus']);
    const yes = within(confirm).getByRole('button', { name: 'Cancel bonus' });
    for (let tap = 0; tap < 20; tap += 1) fireEvent.click(yes);
    await waitFor(() => expect(calls(requests, '/api/bonus/clear')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls(requests, '/api/bonus/check/active').length).toBeGreaterThan(1));
  });

  it('shows a refused cancel in an alert titled with the cancel-bonus failure', async () => {
    await renderWithProviders(<BonusPage />, {
      routes: routes({
        'GET /api/bonus/check/active': () => json(buildBonusActiveCheck({ status: true, type: 'DAILY10' })),
        'GET /api/bonus/check/minimum': () =>
          json(buildBonusMinimumCheck({ status: false, amount: 1375, minimum: 5 })),
        'GET /api/bonus/clear': () => json({ code: 'BONUS_CONDITION', message: 'BONUS_CONDITION' }, 400),
      }),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'You can cancel the bonus once your balance is at or below 5.00 baht (now 1,375.00 baht).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel bonus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the bonus?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel bonus' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'The bonus could not be cancelled' });
    expect(refusal).toHaveTextContent('The bonus conditions are not met yet');
  });

  it('shows the current promotion when there is one', async () => {
    await renderWithProviders(<BonusPage />, {
      routes: routes({
        'GET /api/promotion/current': () =>
          json(
            buildCurrentPromotion({
              promotion: { code: 'NEWYEAR', percentFail: 15, description: 'New year credit' },
            }),
          ),
      }),
    });
    const section = await screen.findByRole('region', { name: 'Current promotion' });
    expect(section).toHaveTextContent('NEWYEAR');
    expect(section).toHaveTextContent('New year credit');
  });

  it('renders banner, found promotion and current promotion HTML through SanitizedHtml; nothing of them runs', async () => {
    const spies = (['alert', 'confirm', 'prompt'] as const).map((name) =>
      vi.spyOn(window, name).mockImplementation(() => undefined as never),
    );
    const hostile = SERVER_HTML_PROBE;
    await renderWithProviders(<BonusPage />, {
      routes: routes({
        'GET /api/bonus': () =>
          json(
            buildBonusList({
              bonuses: [
                buildBonus({
                  code: 'X0',
                  banners: [buildBanner({ image: HOSTILE_URL, html: SERVER_HTML_PROBE })],
                }),
              ],
            }),
          ),
        'GET /api/promotion/current': () =>
          json(
            buildCurrentPromotion({ promotion: { code: 'NEWYEAR', percentFail: 1, description: hostile } }),
          ),
        'GET /api/promotion/find/X': () => json(buildPromotionFound({ description: hostile })),
      }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'X0', level: 3 });
    await user.type(screen.getByRole('textbox', { name: 'Promotion code' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The found promotion (its sanitized description) is on screen: its heading and its Activate button.
    expect(await screen.findByRole('button', { name: 'Activate promotion' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'X', level: 3 })).toBeInTheDocument();
    // The bonus card's banner, the current promotion and the found promotion: each its own SanitizedHtml.
    expectProbeSanitized(document.body, 3);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
