// Test harness: the whole app in jsdom with a memory router and a fake /api answering from fixtures.
import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import type { Locale } from '@wallet/domain';
import { createWalletServices, WalletApp, type WalletAppServices } from '../app/wallet-app';
import type { AppConfig } from '../config/app-config';
import { activateLocale } from '../i18n/i18n';
import { testAppConfig } from './test-app-config';

export type FakeRoute = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch answering "METHOD /path" routes; records every request; unknown routes answer 404 NO_DATA. */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    return route ? route(request) : json({ code: 'NO_DATA', message: 'NO_DATA' }, 404);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export async function renderApp(
  path: string,
  routes: Record<string, FakeRoute>,
  options: {
    locale?: Locale;
    config?: Partial<AppConfig>;
    /** Wrap in StrictMode as the apps do: its development re-mount catches resources that do not survive one. */
    strict?: boolean;
    /** Told each URL whose page the app starts downloading ahead of a navigation (then downloaded as the app does). */
    onPreloadPage?: (href: string) => void;
  } = {},
): Promise<{ services: WalletAppServices; requests: Request[] }> {
  const { fetch, requests } = fakeFetch(routes);
  const services = createWalletServices(
    { ...testAppConfig, ...options.config },
    { initialEntries: [path], fetch },
  );
  const { onPreloadPage } = options;
  if (onPreloadPage) {
    const preload = services.preloadPage;
    services.preloadPage = (href) => {
      onPreloadPage(href);
      preload(href);
    };
  }
  const locale = options.locale ?? 'th';
  await activateLocale(services.i18n, locale);
  await act(async () => {
    const app = <WalletApp services={services} initialLocale={locale} />;
    render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  });
  return { services, requests };
}
