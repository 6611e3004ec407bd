// The browser side of a prerendered page: rendered as at build time (no document, no storage), then hydrated.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { buildServiceActive } from '@wallet/api-client/testing';
import { fakeFetch, json, testConfig } from '../testing/render-app';
import { PRERENDER_ROUTES, prerenderPage } from './prerender';
import { createWalletServices, renderWalletApp } from './wallet-app';

/** The page as the build writes it, rendered without the browser's globals. */
async function prerenderedRoot(path: string): Promise<HTMLElement> {
  const route = PRERENDER_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not prerendered`);
  const doc = document;
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('localStorage', undefined);
  const { html } = await prerenderPage(testConfig, route).finally(() => vi.unstubAllGlobals());
  const element = doc.createElement('div');
  element.dataset.prerendered = path;
  element.dataset.prerenderedFor = route.session;
  element.innerHTML = html;
  doc.body.append(element);
  return element;
}

/** React's own errors (hydration mismatches among them); not its note on two renderers in one test process. */
function reactErrors() {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!text.includes('multiple renderers')) errors.push(text);
  });
  return errors;
}

const reactOwns = (node: Element | null) => Object.keys(node ?? {}).some((key) => key.startsWith('__react'));

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('a prerendered page in the browser', () => {
  it('is hydrated in place, without a mismatch', async () => {
    const element = await prerenderedRoot('/login');
    const heading = element.querySelector('h1');
    const errors = reactErrors();
    window.history.replaceState(null, '', '/login');
    const { fetch } = fakeFetch({ 'GET /api/lookup/active': () => json(buildServiceActive()) });
    const app = await renderWalletApp(element, createWalletServices(testConfig, { fetch }));
    await waitFor(() => expect(reactOwns(element.querySelector('h1'))).toBe(true));
    expect(element.querySelector('h1')).toBe(heading);
    // The toasts' live regions join after hydration.
    await waitFor(() => expect(document.querySelector('.wk-toasts')).not.toBeNull());
    expect(errors).toEqual([]);
    app.unmount();
  });

  it('is rendered afresh in the language the player chose', async () => {
    localStorage.setItem('locale', 'en');
    const element = await prerenderedRoot('/login');
    const heading = element.querySelector('h1');
    const errors = reactErrors();
    window.history.replaceState(null, '', '/login');
    const { fetch } = fakeFetch({ 'GET /api/lookup/active': () => json(buildServiceActive()) });
    const app = await renderWalletApp(element, createWalletServices(testConfig, { fetch }));
    await waitFor(() => expect(element.textContent).toContain('Phone number'));
    expect(element.querySelector('h1')).not.toBe(heading);
    expect(errors).toEqual([]);
    app.unmount();
  });
});
