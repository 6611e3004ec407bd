// Each page's early-paint declaration on its page as the build writes it: what the page's inline script fills from a
// sample answer before the app, and (where the app reuses the painted elements) that hydration keeps them. The script
// itself (every reason to write nothing, the font wait, the XSS corpus): shared/early-paint/early-paint-script.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  buildBanner,
  buildBonus,
  buildBonusActiveCheck,
  buildBonusList,
  buildChatWidgetLookup,
  buildContactLookup,
  buildCurrentPromotion,
  buildNoticeLookup,
  buildProfile,
  buildServiceActive,
  buildSpinSetup,
  buildWalletResponse,
} from '@wallet/api-client/testing';
import { formatAmount, STORAGE_KEYS, totalBalance } from '@wallet/domain';
import { fakeFetch, json, type FakeRoute } from '../testing/render-app';
import { testAppConfig } from '../testing/test-app-config';
import { readPrefetched } from './prefetch';
import { prerenderedPage, resetPrerenderedPage } from './test-helpers/prerendered-page';
import { createWalletServices, renderWalletApp } from './wallet-app';

/** Runs the page's inline script (prefetch, then early paint) with `fetch` answering as `routes`. */
async function runScript(script: string, routes: Record<string, FakeRoute>) {
  const fake = fakeFetch(routes);
  vi.stubGlobal('fetch', fake.fetch);
  new Function(script)();
  for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
  return fake.requests;
}

/** Hydrates the page with the app, answering as `routes`; React's errors (a hydration mismatch among them). */
async function hydrate(root: HTMLElement, path: string, routes: Record<string, FakeRoute>) {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (!message.includes('multiple renderers')) errors.push(message);
  });
  window.history.replaceState(null, '', path);
  const { fetch, requests } = fakeFetch(routes);
  const prefetched = readPrefetched(window as unknown as Record<string, unknown>);
  const app = await renderWalletApp(root, createWalletServices(testAppConfig, { fetch, prefetched }));
  return { app, errors, requests, prefetched };
}

const shellRoutes = {
  'GET /api/account/profile': () => json(buildProfile()),
  'GET /api/lookup/enableChatWidget': () => json(buildChatWidgetLookup({ enableChatWidget: false })),
};

afterEach(resetPrerenderedPage);

describe('the pages that paint early, on their prerendered markup', () => {
  it('/user/home: the total balance in the skeleton card', async () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const { script } = await prerenderedPage('/user/home');
    const wallet = buildWalletResponse();
    await runScript(script, { 'GET /api/wallet': () => json(wallet), ...shellRoutes });
    const value = document.querySelector('.wl-home-skeleton__header .wk-balance-card__value');
    expect(value?.textContent).toBe(formatAmount(totalBalance(wallet.wallet, wallet.slots)));
  });

  it('/user/spin: the spin button with the whole coins, in the page language', async () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const { script } = await prerenderedPage('/user/spin');
    const button = document.querySelector<HTMLElement>('.wl-spin__early-button');
    const template = button?.dataset.template ?? '';
    expect(template).toContain('{left}');
    const setup = buildSpinSetup();
    await runScript(script, {
      'GET /api/spinwheel/setup': () => json({ ...setup, result: { ...setup.result, userCoin: 4.5 } }),
      ...shellRoutes,
    });
    expect(button?.textContent).toBe(template.replace('{left}', '4'));
  });

  it('/contact: the text and QR code for a guest; hydration keeps the same elements, one lookup', async () => {
    const { root, script } = await prerenderedPage('/contact');
    const lookup = buildContactLookup();
    const early = await runScript(script, { 'GET /api/lookup/contact': () => json(lookup) });
    // A public read: requested without a token.
    expect(early.map((request) => request.headers.get('Authorization'))).toEqual([null]);
    const card = () => document.querySelector<HTMLElement>('.wl-contact__card');
    const [text, qr] = [
      document.querySelector('.wl-contact__text'),
      document.querySelector('.wl-contact__qr'),
    ];
    expect(card()?.hidden).toBe(false);
    expect(text?.textContent).toBe(lookup.contactText);
    expect(qr?.getAttribute('src')).toBe(lookup.lineQR);

    const { app, errors, requests, prefetched } = await hydrate(root, '/contact', {
      'GET /api/lookup/active': () => json(buildServiceActive()),
      'GET /api/lookup/contact': () => json(lookup),
    });
    await waitFor(() => expect(root.querySelector('.wl-contact__line')).not.toBeNull());
    expect(document.querySelector('.wl-contact__text')).toBe(text);
    expect(document.querySelector('.wl-contact__qr')).toBe(qr);
    expect(text?.textContent).toBe(lookup.contactText);
    expect(card()?.hidden).toBe(false);
    expect(card()?.hasAttribute('data-early-paint')).toBe(false);
    // The app's lookup took the page's early answer. (Development's StrictMode mounts the page twice and cancels the
    // first read, so the second may go to the network: the production build's single read is in early-paint.spec.ts.)
    expect(prefetched).toEqual([]);
    expect(requests.filter((r) => r.url.endsWith('/api/lookup/contact')).length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    app.unmount();
  });

  it('/user/bonus: the first card, code and banner; hydration keeps the same card and adds the others', async () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
    const cards = buildBonusList({
      bonuses: [
        buildBonus({
          code: 'WELCOME100',
          banners: [buildBanner({ image: 'https://cdn.example.com/welcome.png' })],
        }),
        buildBonus({ code: 'DAILY10', type: 'day', maxReceived: 2 }),
      ],
    });
    const routes = {
      'GET /api/bonus': () => json(cards),
      'GET /api/bonus/check/active': () => json(buildBonusActiveCheck()),
      'GET /api/promotion/current': () => json(buildCurrentPromotion()),
      'GET /api/lookup/notice': () => json(buildNoticeLookup()),
      ...shellRoutes,
    };
    const { root, script } = await prerenderedPage('/user/bonus');
    await runScript(script, routes);
    const section = () => document.querySelector<HTMLElement>('.wl-bonus__cards-section');
    const card = () => document.querySelector<HTMLElement>('.wl-bonus-card');
    const banner = () => document.querySelector<HTMLImageElement>('.wl-bonus-card__background');
    const title = () => document.querySelector<HTMLElement>('.wl-bonus-card__title');
    expect(section()?.hidden).toBe(false);
    expect(title()?.textContent).toBe('WELCOME100');
    expect(document.querySelector<HTMLElement>('.wl-bonus-card__content')?.hidden).toBe(false);
    expect(banner()?.getAttribute('src')).toBe('https://cdn.example.com/welcome.png');
    expect(banner()?.getAttribute('fetchpriority')).toBe('high');
    expect(card()?.classList.contains('wl-bonus-card--waiting')).toBe(false);
    // Only the first card: the others come with the app (a card painted above them would move them as it fills).
    expect(document.querySelectorAll('.wl-bonus-card')).toHaveLength(1);

    const [earlyCard, earlyBanner, earlyTitle] = [card(), banner(), title()];
    const { app, errors } = await hydrate(root, '/user/bonus', routes);
    await waitFor(() => expect(document.querySelectorAll('.wl-bonus-card')).toHaveLength(2));
    expect(card()).toBe(earlyCard);
    expect(banner()).toBe(earlyBanner);
    expect(title()).toBe(earlyTitle);
    expect(title()?.textContent).toBe('WELCOME100');
    expect(banner()?.getAttribute('src')).toBe('https://cdn.example.com/welcome.png');
    expect(card()?.hasAttribute('data-early-slot')).toBe(false);
    expect(section()?.hidden).toBe(false);
    expect(section()?.hasAttribute('data-early-paint')).toBe(false);
    // The loaded card: its rule and its button, which only the app writes.
    expect(card()?.querySelector('.wl-bonus-card__rule')?.textContent).not.toBe('');
    expect(card()?.querySelector('button')).not.toBeNull();
    expect(errors).toEqual([]);
    app.unmount();
  });

  it.each([
    [
      'a bonus is held',
      { 'GET /api/bonus/check/active': () => json(buildBonusActiveCheck({ status: true })) },
    ],
    ['the check failed', { 'GET /api/bonus/check/active': () => json({ code: 'NO_DATA' }, 500) }],
    [
      'a promotion is current',
      {
        'GET /api/promotion/current': () =>
          json(buildCurrentPromotion({ promotion: { code: 'NY', percentFail: 5, description: '<p>x</p>' } })),
      },
    ],
    ['there are no cards', { 'GET /api/bonus': () => json(buildBonusList({ bonuses: [] })) }],
  ] as const)(
    '/user/bonus: nothing before the app when %s (what stands above the cards changes)',
    async (_name, override) => {
      sessionStorage.setItem(STORAGE_KEYS.token, 'token-1');
      const { script } = await prerenderedPage('/user/bonus');
      await runScript(script, {
        'GET /api/bonus': () => json(buildBonusList()),
        'GET /api/bonus/check/active': () => json(buildBonusActiveCheck()),
        'GET /api/promotion/current': () => json(buildCurrentPromotion()),
        ...(override as Record<string, FakeRoute>),
      });
      expect(document.querySelector<HTMLElement>('.wl-bonus__cards-section')?.hidden).toBe(true);
      expect(document.querySelector('.wl-bonus-card__title')?.textContent).toBe('');
    },
  );
});
