// Test harness for one component or hook: the app's providers (language, queries, API client, toasts, kit texts,
// a memory router) around it, with a fake /api.
import {
  act,
  render,
  renderHook,
  screen,
  type RenderHookResult,
  type RenderResult,
} from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { createApiClient } from '@wallet/api-client';
import { ApiProvider } from '@wallet/api-client/react';
import type { Locale } from '@wallet/domain';
import { ToastProvider } from '@wallet/ui-kit';
import { KitTexts } from '../app/kit-texts';
import { activateLocale, createI18n } from '../i18n/i18n';
import { fakeFetch, type FakeRoute } from './render-app';

export interface ProviderOptions {
  locale?: Locale;
  routes?: Record<string, FakeRoute>;
}

export async function createTestProviders(options: ProviderOptions = {}) {
  const i18n = createI18n();
  await activateLocale(i18n, options.locale ?? 'en', { withAllTexts: true });
  const { fetch, requests } = fakeFetch(options.routes ?? {});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'token', fetch });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={api}>
            <KitTexts>
              <ToastProvider>
                <MemoryRouter>{children}</MemoryRouter>
              </ToastProvider>
            </KitTexts>
          </ApiProvider>
        </QueryClientProvider>
      </I18nProvider>
    );
  }
  return { Providers, requests, queryClient, i18n };
}

/** Renders `ui` inside the app's providers. */
export async function renderWithProviders(
  ui: ReactNode,
  options: ProviderOptions = {},
): Promise<RenderResult & Awaited<ReturnType<typeof createTestProviders>>> {
  const providers = await createTestProviders(options);
  let result!: RenderResult;
  await act(async () => {
    result = render(ui, { wrapper: providers.Providers });
  });
  return { ...result, ...providers };
}

/** Runs a hook inside the app's providers. */
export async function renderHookWithProviders<T>(
  hook: () => T,
  options: ProviderOptions = {},
): Promise<RenderHookResult<T, unknown> & Awaited<ReturnType<typeof createTestProviders>>> {
  const providers = await createTestProviders(options);
  const result = renderHook(hook, { wrapper: providers.Providers });
  return { ...result, ...providers };
}

/** Alerts with something to say: the page's alerts and the danger toasts (an assertive live region, not a role). */
export function shownAlerts(): HTMLElement[] {
  const toasts = Array.from(document.querySelectorAll<HTMLElement>('[aria-live="assertive"]'));
  return [...screen.queryAllByRole('alert'), ...toasts].filter((element) => element.textContent?.trim());
}
