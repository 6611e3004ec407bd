import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { APP_VERSION } from '@wallet/domain';
import { buildContactLookup } from '@wallet/api-client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { createApiClient } from '@wallet/api-client';
import { ApiProvider } from '@wallet/api-client/react';
import { activateLocale, createI18n } from '../../i18n/i18n';
import { fakeFetch, json, renderApp } from '../../testing/render-app';
import { ContactPage } from './contact-page';

// Lazy routes compile on first use; on a busy machine that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

describe('/contact (guest)', () => {
  it('shows the contact text, the LINE QR and link, and the version', async () => {
    const { requests } = await renderApp(
      '/contact',
      { 'GET /api/lookup/contact': () => json(buildContactLookup()) },
      { locale: 'en' },
    );
    expect(await screen.findByText('Support answers 24 hours a day.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'LINE QR code of our support' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/line-qr.png',
    );
    const link = screen.getByRole('link', { name: 'Chat with us on LINE: @walletdemo' });
    expect(link).toHaveAttribute('href', 'https://line.me/R/ti/p/@walletdemo');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(`Version ${APP_VERSION}`)).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/api/lookup/contact'))).toHaveLength(1);
  });

  it('drops a LINE link or QR image that is not a safe http(s) URL, in Thai', async () => {
    await renderApp('/contact', {
      'GET /api/lookup/contact': () =>
        json(
          buildContactLookup({
            lineLink: 'javascript:alert(1)',
            lineQR: 'data:image/svg+xml,<svg onload=alert(1)>',
          }),
        ),
    });
    expect(await screen.findByText('Support answers 24 hours a day.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LINE/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /LINE/ })).toBeNull();
    expect(screen.getByText(`เวอร์ชัน ${APP_VERSION}`)).toBeInTheDocument();
  });

  it('keeps the page (version included) when the lookup fails', async () => {
    await renderApp(
      '/contact',
      { 'GET /api/lookup/contact': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 500) },
      { locale: 'en' },
    );
    expect(await screen.findByText(`Version ${APP_VERSION}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /LINE/ })).toBeNull();
  });

  it('mounts the chat widget the app passes into its slot', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'en');
    const { fetch } = fakeFetch({ 'GET /api/lookup/contact': () => json(buildContactLookup()) });
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      getLocale: () => 'en',
      fetch,
    });
    const router = createMemoryRouter(
      [
        {
          path: '/contact',
          element: <ContactPage chatWidget={<button type="button">Open support chat</button>} />,
        },
      ],
      { initialEntries: ['/contact'] },
    );
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ApiProvider client={api}>
            <RouterProvider router={router} />
          </ApiProvider>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
    expect(await screen.findByText('Support answers 24 hours a day.')).toBeInTheDocument();
  });
});
