// The bonus page's own script on the page as the build writes it: it shows the first card (code and banner) from the
// early reads when nothing above the cards will change, and the app then hydrates that page and keeps the same card.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  buildBanner,
  buildBonus,
  buildBonusActiveCheck,
  buildBonusList,
  buildChatWidgetLookup,
  buildCurrentPromotion,
  buildNoticeLookup,
  buildProfile,
} from '@wallet/api-client/testing';
import { isSafeUrl, STORAGE_KEYS } from '@wallet/domain';
import { XSS_PAYLOADS, xssFindings } from '@wallet/xss-corpus';
import { fakeFetch, json, type FakeRoute } from '../testing/render-app';
import { testAppConfig } from '../testing/test-app-config';
import { EARLY_BONUS_SECTION, earlyBonusScript } from './early-bonus';
import { PREFETCH_GLOBAL, readPrefetched } from './prefetch';
import { prerenderedPage, resetPrerenderedPage } from './test-helpers/prerendered-page';
import { createWalletServices, renderWalletApp } from './wallet-app';

/** /user/bonus as the build writes it, and its inline script. */
const prerenderedBonus = () => prerenderedPage('/user/bonus');

const cards = buildBonusList({
  bonuses: [
    buildBonus({
      code: 'WELCOME100',
      banners: [buildBanner({ image: 'https://cdn.example.com/welcome.png' })],
    }),
    buildBonus({ code: 'DAILY10', type: 'day', maxReceived: 2 }),
  ],
});

/** The page's reads as the server answers them (the shell's too, for the app). */
function serverRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/bonus': () => json(cards),
    'GET /api/bonus/check/active': () => json(buildBonusActiveCheck()),
    'GET /api/promotion/current': () => json(buildCurrentPromotion()),
    'GET /api/lookup/notice': () => json(buildNoticeLookup()),
    'GET /api/account/profile': () => json(buildProfile()),
    'GET /api/lookup/enableChatWidget': () => json(buildChatWidgetLookup({ enableChatWidget: false })),
    ...overrides,
  };
}

/** Runs a page script with `fetch` answering as `routes`, and lets its answers and writes through. */
async function runScript(script: string, routes: Record<string, FakeRoute>): Promise<void> {
  vi.stubGlobal('fetch', fakeFetch(routes).fetch);
  new Function(script)();
  for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
}

const section = () => document.querySelector<HTMLElement>('.wl-bonus__cards-section');
const firstCard = () => document.querySelector<HTMLElement>('.wl-bonus-card');
const banner = () => document.querySelector<HTMLImageElement>('.wl-bonus-card__background');
const title = () => document.querySelector<HTMLElement>('.wl-bonus-card__title');
const panel = () => document.querySelector<HTMLElement>('.wl-bonus-card__content');

afterEach(resetPrerenderedPage);

describe('the prerendered /user/bonus and its early reads', () => {
  it('shows the first card, its code and banner, before the app when no bonus is held and no promotion is current', async () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const { script } = await prerenderedBonus();
    // The section the script looks for is on the page, hidden, with the search above it.
    expect(document.querySelector(EARLY_BONUS_SECTION)).toBe(section());
    expect(section()?.hidden).toBe(true);
    expect(document.querySelector('form input')).not.toBeNull();
    await runScript(script, serverRoutes());
    expect(section()?.hidden).toBe(false);
    expect(title()?.textContent).toBe('WELCOME100');
    expect(panel()?.hidden).toBe(false);
    expect(banner()?.getAttribute('src')).toBe('https://cdn.example.com/welcome.png');
    expect(banner()?.getAttribute('fetchpriority')).toBe('high');
    expect(firstCard()?.classList.contains('wl-bonus-card--waiting')).toBe(false);
    // Only the first card: the others come with the app (a card painted above them would move them as it fills).
    expect(document.querySelectorAll('.wl-bonus-card')).toHaveLength(1);
  });

  it('is hydrated without a mismatch; the app takes the early answers and keeps the same card elements', async () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const { root, script } = await prerenderedBonus();
    await runScript(script, serverRoutes());
    const [earlyCard, earlyBanner, earlyTitle] = [firstCard(), banner(), title()];
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const message = args.map(String).join(' ');
      if (!message.includes('multiple renderers')) errors.push(message);
    });
    window.history.replaceState(null, '', '/user/bonus');
    const { fetch } = fakeFetch(serverRoutes());
    const prefetched = readPrefetched(window as unknown as Record<string, unknown>);
    const app = await renderWalletApp(root, createWalletServices(testAppConfig, { fetch, prefetched }));
    await waitFor(() => expect(document.querySelectorAll('.wl-bonus-card')).toHaveLength(2));
    expect(firstCard()).toBe(earlyCard);
    expect(banner()).toBe(earlyBanner);
    expect(title()).toBe(earlyTitle);
    expect(title()?.textContent).toBe('WELCOME100');
    expect(banner()?.getAttribute('src')).toBe('https://cdn.example.com/welcome.png');
    expect(firstCard()?.hasAttribute('data-early-card')).toBe(false);
    expect(section()?.hidden).toBe(false);
    expect(section()?.hasAttribute('data-early')).toBe(false);
    // The loaded card: its rule and its button, which only the app writes.
    expect(firstCard()?.querySelector('.wl-bonus-card__rule')?.textContent).not.toBe('');
    expect(firstCard()?.querySelector('button')).not.toBeNull();
    expect(errors).toEqual([]);
    app.unmount();
  });

  it.each([
    [
      'a bonus is held (its panel replaces the search)',
      { 'GET /api/bonus/check/active': () => json(buildBonusActiveCheck({ status: true, type: 'DAILY10' })) },
    ],
    [
      'the check failed (its error replaces the search)',
      { 'GET /api/bonus/check/active': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 500) },
    ],
    [
      'a promotion is current (its panel comes above the cards)',
      {
        'GET /api/promotion/current': () =>
          json(
            buildCurrentPromotion({
              promotion: { code: 'NEWYEAR', percentFail: 5, description: '<p>New year</p>' },
            }),
          ),
      },
    ],
    [
      'the cards could not be read',
      { 'GET /api/bonus': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 500) },
    ],
    ['there are no cards', { 'GET /api/bonus': () => json(buildBonusList({ bonuses: [] })) }],
  ] as const)('shows nothing before the app when %s', async (_name, overrides) => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const { script } = await prerenderedBonus();
    await runScript(script, serverRoutes(overrides as Record<string, FakeRoute>));
    expect(section()?.hidden).toBe(true);
    expect(title()?.textContent).toBe('');
    expect(banner()?.hasAttribute('src')).toBe(false);
  });

  it('asks for the banner as soon as the cards answer, before the other reads have, and only a safe one', async () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const asked: { src: string; fetchPriority: string }[] = [];
    const watchImages = () =>
      vi.stubGlobal(
        'Image',
        class {
          fetchPriority = '';
          set src(url: string) {
            asked.push({ src: url, fetchPriority: this.fetchPriority });
          }
        },
      );
    const { script } = await prerenderedBonus();
    watchImages();
    const never = () => new Promise<Response>(() => undefined);
    await runScript(script, serverRoutes({ 'GET /api/bonus/check/active': never }));
    expect(asked).toEqual([{ src: 'https://cdn.example.com/welcome.png', fetchPriority: 'high' }]);
    // Shown only once every read has answered.
    expect(section()?.hidden).toBe(true);

    asked.length = 0;
    document.body.replaceChildren();
    const unsafe = buildBonusList({
      bonuses: [buildBonus({ banners: [buildBanner({ image: 'javascript:alert(1)' })] })],
    });
    const again = await prerenderedBonus();
    watchImages();
    await runScript(again.script, serverRoutes({ 'GET /api/bonus': () => json(unsafe) }));
    expect(asked).toEqual([]);
    expect(title()?.textContent).toBe('WELCOME100');
  });

  it('shows nothing before the app for a player of another language (the texts above the cards change)', async () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
    localStorage.setItem(STORAGE_KEYS.locale, 'en');
    const { script } = await prerenderedBonus();
    await runScript(script, serverRoutes());
    expect(section()?.hidden).toBe(true);
    expect(title()?.textContent).toBe('');
  });

  it('hides the image of an unsafe banner and shows the code alone (the app drops that image too)', async () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const { script } = await prerenderedBonus();
    const unsafe = buildBonusList({
      bonuses: [buildBonus({ banners: [buildBanner({ image: 'javascript:alert(1)' })] })],
    });
    await runScript(script, serverRoutes({ 'GET /api/bonus': () => json(unsafe) }));
    expect(section()?.hidden).toBe(false);
    expect(title()?.textContent).toBe('WELCOME100');
    expect(banner()?.hidden).toBe(true);
    expect(banner()?.hasAttribute('src')).toBe(false);
  });

  it(`runs the ${XSS_PAYLOADS.length}-line XSS corpus as code and banner: a source only where isSafeUrl allows it, nothing runs`, async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const script = earlyBonusScript(PREFETCH_GLOBAL);
    const disagreements: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      document.body.innerHTML =
        '<section class="wl-bonus__cards-section" hidden data-early="" data-language="th"><ul class="wl-bonus__cards">' +
        '<li class="wl-bonus-card wl-bonus-card--waiting" data-early-card=""><article class="wl-bonus-card__body">' +
        '<img class="wl-bonus-card__background" alt=""><div class="wl-bonus-card__content" hidden>' +
        '<h3 class="wl-bonus-card__title"></h3></div></article></li></ul></section>';
      const answer = (body: unknown) => ({ response: Promise.resolve(json(body)), language: 'th' });
      (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = [
        {
          url: 'https://api.example/api/bonus',
          ...answer({ bonuses: [{ code: payload, banners: [{ image: payload, html: payload }] }] }),
        },
        { url: 'https://api.example/api/bonus/check/active', ...answer({ status: false, type: null }) },
        { url: 'https://api.example/api/promotion/current', ...answer({ promotion: null }) },
      ];
      new Function(script)();
      for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      if (title()?.textContent !== payload) disagreements.push(`code not written as text: ${payload}`);
      if ((banner()?.getAttribute('src') === payload) !== isSafeUrl(payload)) disagreements.push(payload);
      const found = xssFindings(document.body);
      if (found.length > 0) disagreements.push(`${payload}: ${found.join(', ')}`);
    }
    expect(disagreements).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });
});
