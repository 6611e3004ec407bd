// The browser side of a prerendered page: rendered as at build time (no document, no storage), then hydrated.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { buildServiceActive } from '@wallet/api-client/testing';
import { STORAGE_KEYS, toBcp47 } from '@wallet/domain';
import { fakeFetch, json } from '../testing/render-app';
import { testAppConfig } from '../testing/test-app-config';
import { prerenderedPage } from './test-helpers/prerendered-page';
import { createWalletServices, renderWalletApp } from './wallet-app';

/** The page as the build writes it (its root element). */
const prerenderedRoot = async (path: string) => (await prerenderedPage(path)).root;

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
    const app = await renderWalletApp(element, createWalletServices(testAppConfig, { fetch }));
    await waitFor(() => expect(reactOwns(element.querySelector('h1'))).toBe(true));
    expect(element.querySelector('h1')).toBe(heading);
    // The toasts' live regions join after hydration.
    await waitFor(() => expect(document.querySelector('.wk-toasts')).not.toBeNull());
    expect(errors).toEqual([]);
    app.unmount();
  });

  it.each(['en', 'la'] as const)(
    'in the language the player chose (%s): hydrated in place, then switched, keeping what was typed and focused',
    async (locale) => {
      localStorage.setItem(STORAGE_KEYS.locale, locale);
      const element = await prerenderedRoot('/login');
      const heading = element.querySelector('h1');
      // Typed on the prerendered Thai page before the app started.
      const [phone, password] = Array.from(element.querySelectorAll('input'));
      if (!phone || !password) throw new Error('the prerendered login form has no inputs');
      phone.value = '0812345678';
      password.value = 'secret123';
      password.focus();
      const errors = reactErrors();
      window.history.replaceState(null, '', '/login');
      const { fetch, requests } = fakeFetch({
        'GET /api/lookup/active': () => json(buildServiceActive()),
        'POST /api/login': () => json({ code: 'INVALID_USER_INFO', message: 'INVALID_USER_INFO' }, 400),
      });
      const app = await renderWalletApp(element, createWalletServices(testAppConfig, { fetch }));
      await waitFor(() => expect(document.documentElement.lang).toBe(toBcp47(locale)));
      if (locale === 'en') await waitFor(() => expect(element.textContent).toContain('Phone number'));
      // The same elements, still holding what was typed, and the focus where it was.
      expect(element.querySelector('h1')).toBe(heading);
      expect(element.querySelectorAll('input')[0]).toBe(phone);
      expect(phone.value).toBe('0812345678');
      expect(password.value).toBe('secret123');
      expect(document.activeElement).toBe(password);
      // And the app's state has it too: submitting sends what was typed before the app started.
      element.querySelector('form')?.requestSubmit();
      await waitFor(() => expect(requests.some((r) => new URL(r.url).pathname === '/api/login')).toBe(true));
      const login = requests.find((r) => new URL(r.url).pathname === '/api/login');
      expect(await login?.json()).toMatchObject({ username: '0812345678', password: 'secret123' });
      expect(errors).toEqual([]);
      app.unmount();
    },
  );
});
