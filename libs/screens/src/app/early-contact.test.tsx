// The contact page's own script on the page as the build writes it: it fills the pending card from the early
// contact lookup, and the app then hydrates that page and shows the same details in the same elements.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { buildContactLookup, buildServiceActive } from '@wallet/api-client/testing';
import { isSafeUrl } from '@wallet/domain';
import { XSS_PAYLOADS, xssFindings } from '@wallet/xss-corpus';
import { fakeFetch, json } from '../testing/render-app';
import { testAppConfig } from '../testing/test-app-config';
import { EARLY_CONTACT_CARD, earlyContactScript } from './early-contact';
import { PREFETCH_GLOBAL, prefetchScript, readPrefetched } from './prefetch';
import { prerenderedPage, resetPrerenderedPage } from './test-helpers/prerendered-page';
import { createWalletServices, renderWalletApp } from './wallet-app';

/** /contact as the build writes it, and its inline script. */
const prerenderedContact = () => prerenderedPage('/contact');

/** Runs a page script with `fetch` answering the contact lookup, and lets its answer and writes through. */
async function runScript(script: string, answer: () => Response): Promise<ReturnType<typeof vi.fn>> {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  new Function(script)();
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
  return fetchMock;
}

const card = () => document.querySelector<HTMLElement>('.wl-contact__card');
const qr = () => document.querySelector<HTMLImageElement>('.wl-contact__qr');
const text = () => document.querySelector<HTMLElement>('.wl-contact__text');

afterEach(resetPrerenderedPage);

describe('the prerendered /contact and its early contact lookup', () => {
  it('requests the lookup for a guest (a public call) and paints the text and QR code before the app', async () => {
    const { script } = await prerenderedContact();
    // The pending card the script looks for is on the page, hidden until it is filled.
    expect(document.querySelector(EARLY_CONTACT_CARD)).toBe(card());
    expect(card()?.hidden).toBe(true);
    const lookup = buildContactLookup();
    const fetchMock = await runScript(script, () => json(lookup));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/lookup\/contact$/);
    // No token for a guest: no Authorization header, as the API client sends none.
    expect(Object.keys((fetchMock.mock.calls[0]?.[1] as { headers: object }).headers)).not.toContain(
      'Authorization',
    );
    expect(card()?.hidden).toBe(false);
    expect(text()?.textContent).toBe(lookup.contactText);
    expect(qr()?.getAttribute('src')).toBe(lookup.lineQR);
  });

  it('is hydrated without a mismatch; the app takes the early answer and keeps the same elements', async () => {
    const { root, script } = await prerenderedContact();
    const lookup = buildContactLookup();
    await runScript(script, () => json(lookup));
    const [earlyText, earlyQr] = [text(), qr()];
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const message = args.map(String).join(' ');
      if (!message.includes('multiple renderers')) errors.push(message);
    });
    window.history.replaceState(null, '', '/contact');
    const { fetch, requests } = fakeFetch({
      'GET /api/lookup/active': () => json(buildServiceActive()),
      'GET /api/lookup/contact': () => json(lookup),
    });
    const prefetched = readPrefetched(window as unknown as Record<string, unknown>);
    const app = await renderWalletApp(root, createWalletServices(testAppConfig, { fetch, prefetched }));
    await waitFor(() => expect(root.querySelector('.wl-contact__line')).not.toBeNull());
    expect(text()).toBe(earlyText);
    expect(qr()).toBe(earlyQr);
    expect(text()?.textContent).toBe(lookup.contactText);
    expect(qr()?.getAttribute('src')).toBe(lookup.lineQR);
    expect(card()?.hidden).toBe(false);
    expect(card()?.hasAttribute('data-early')).toBe(false);
    // The app's lookup took the page's early answer. (Development's StrictMode mounts the page twice and cancels the
    // first read, so the second goes to the network here: the production build's single read is checked in
    // early-paint.spec.ts.)
    expect(prefetched).toEqual([]);
    expect(requests.filter((r) => r.url.endsWith('/api/lookup/contact')).length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    app.unmount();
  });

  it('writes nothing on a failed lookup, and nothing into a card that is gone or already shown', async () => {
    const { script } = await prerenderedContact();
    await runScript(script, () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 500));
    expect(card()?.hidden).toBe(true);
    expect(text()?.textContent).toBe('');

    const shown = await prerenderedContact();
    document.body.replaceChildren(shown.root);
    (card() as HTMLElement).hidden = false;
    (text() as HTMLElement).textContent = 'the app wrote this';
    await runScript(shown.script, () => json(buildContactLookup()));
    expect(text()?.textContent).toBe('the app wrote this');
    expect(qr()?.hasAttribute('src')).toBe(false);
  });

  it('hides the image of an unsafe QR source and shows the text alone (the app drops that image too)', async () => {
    const { script } = await prerenderedContact();
    await runScript(script, () => json(buildContactLookup({ lineQR: 'javascript:alert(1)' })));
    expect(card()?.hidden).toBe(false);
    expect(qr()?.hidden).toBe(true);
    expect(qr()?.hasAttribute('src')).toBe(false);
  });

  it(`runs the ${XSS_PAYLOADS.length}-line XSS corpus as text and QR source: a source only where isSafeUrl allows it, nothing runs`, () => {
    // The script's own check, run alone on each payload (a bare card per payload: the whole corpus in one go).
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const disagreements: string[] = [];
    return XSS_PAYLOADS.reduce(
      (previous, payload) =>
        previous.then(async () => {
          document.body.innerHTML =
            '<section class="wl-contact__card" hidden data-early=""><p class="wl-contact__text"></p>' +
            '<img class="wl-contact__qr" alt="QR"></section>';
          (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = [
            {
              url: 'https://wallet.example/api/lookup/contact',
              response: Promise.resolve(json(buildContactLookup({ contactText: payload, lineQR: payload }))),
            },
          ];
          new Function(earlyContactScript(PREFETCH_GLOBAL))();
          for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
          const written = qr()?.getAttribute('src') ?? null;
          if ((written === payload) !== isSafeUrl(payload)) disagreements.push(payload);
          expect(text()?.textContent).toBe(payload);
          expect(xssFindings(document.body)).toEqual([]);
        }),
      Promise.resolve(),
    ).then(() => {
      expect(disagreements).toEqual([]);
      expect(alert).not.toHaveBeenCalled();
    });
  });
});

describe('prefetchScript with public paths', () => {
  it("requests a public path for a guest, and with the player's token for a player", async () => {
    const script = prefetchScript({
      apiBaseUrl: '',
      paths: ['/api/wallet'],
      publicPaths: ['/api/lookup/contact'],
      defaultLocale: 'th',
    });
    const guest = await runScript(script, () => json(buildContactLookup()));
    expect(guest.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/\/api\/lookup\/contact$/),
    ]);
    localStorage.setItem('token', 'abc');
    const player = await runScript(script, () => json(buildContactLookup()));
    expect(player.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/\/api\/wallet$/),
      expect.stringMatching(/\/api\/lookup\/contact$/),
    ]);
    expect((player.mock.calls[1]?.[1] as { headers: Record<string, string> }).headers.Authorization).toBe(
      'Bearer abc',
    );
  });
});
