import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { APP_VERSION } from '@wallet/domain';
import { buildContactLookup, buildProfile, buildWalletResponse } from '@wallet/api-client/testing';
import { json, renderApp, type FakeRoute } from '../../testing/render-app';

// Player routes load lazily; on a busy shared machine the first screen may take a few seconds.
const LAZY_ROUTE_MS = 5000;

const profile = buildProfile();
function routes(contact: FakeRoute): Record<string, FakeRoute> {
  return {
    'GET /api/account/profile': () => json(profile),
    'GET /api/wallet': () => json(buildWalletResponse({ profile })),
    'GET /api/lookup/contact': contact,
  };
}

async function renderContact(contact: FakeRoute) {
  sessionStorage.setItem('token', 'token-1');
  return renderApp('/user/contact', routes(contact), { locale: 'en' });
}

describe('/user/contact', () => {
  it('shows the contact text, LINE QR and link and the version inside the player shell', async () => {
    const contact = buildContactLookup();
    await renderContact(() => json(contact));
    expect(
      await screen.findByText(contact.contactText, undefined, { timeout: LAZY_ROUTE_MS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: /LINE QR/ })).toHaveAttribute('src', contact.lineQR);
    expect(screen.getByRole('link', { name: new RegExp(contact.lineName) })).toHaveAttribute(
      'href',
      contact.lineLink,
    );
    expect(screen.getByText(new RegExp(APP_VERSION.replace(/\./g, '\\.')))).toBeInTheDocument();
  });

  it('drops a LINE link and QR image that are not safe http(s) URLs', async () => {
    const contact = buildContactLookup({
      lineLink: 'javascript:alert(1)',
      lineQR: 'data:image/svg+xml,<svg onload=alert(1)>',
    });
    await renderContact(() => json(contact));
    expect(
      await screen.findByText(contact.contactText, undefined, { timeout: LAZY_ROUTE_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /LINE QR/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(contact.lineName) })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"], img[src^="data"]')).toBeNull();
  });

  it('keeps the version when the contact lookup fails', async () => {
    await renderContact(() => json({ code: 'INTERNAL_SERVER_ERROR', message: 'INTERNAL_SERVER_ERROR' }, 500));
    expect(
      await screen.findByText(new RegExp(APP_VERSION.replace(/\./g, '\\.')), undefined, {
        timeout: LAZY_ROUTE_MS,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  });
});
