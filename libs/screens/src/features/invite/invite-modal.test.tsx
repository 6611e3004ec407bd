import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  buildBanner,
  buildBannerList,
  buildInviteList,
  buildInviteRecord,
  buildProfile,
  buildWalletResponse,
} from '@wallet/api-client/testing';
import { AppContext, type AppContextValue } from '../../shared/app-context';
import { createSessionStore } from '../../shared/session-storage';
import { json, type FakeRoute } from '../../testing/render-app';
import { expectProbeSanitized, HOSTILE_URL, SERVER_HTML_PROBE } from '../../testing/server-html-probe';
import { testAppConfig } from '../../testing/test-app-config';
import { renderWithProviders, shownAlerts } from '../../testing/render-with-providers';
import InviteModal from './invite-modal';

const ORIGIN = 'https://wallet.example';
const context: AppContextValue = {
  config: testAppConfig,
  origin: ORIGIN,
  session: createSessionStore(),
  locale: 'en',
  setLocale: () => undefined,
  signOut: () => undefined,
};
const withContext = (ui: ReactNode) => <AppContext.Provider value={context}>{ui}</AppContext.Provider>;

function routes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/invite/banners': () => json(buildBannerList({ banners: [] })),
    'GET /api/wallet': () => json(buildWalletResponse({ profile: buildProfile({ _id: 'member42' }) })),
    'POST /api/invite': async (request) => {
      const { page } = (await request.json()) as { page: number };
      const count = page === 1 ? 10 : 4;
      return json(
        buildInviteList({
          invites: Array.from({ length: count }, (_, i) =>
            buildInviteRecord({
              from: { name: `Friend ${page}-${i}` },
              amount: 12.5 * (i + 1),
              createdAt: '2026-01-05T03:04:05.000Z',
            }),
          ),
          total: 14,
        }),
      );
    },
    ...overrides,
  };
}

async function open(overrides?: Record<string, FakeRoute>) {
  const onClose = vi.fn();
  const rendered = await renderWithProviders(withContext(<InviteModal open onClose={onClose} />), {
    routes: routes(overrides),
  });
  return { ...rendered, onClose, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InviteModal', () => {
  it('shows the banners first; closing them opens the invite modal', async () => {
    const { user } = await open({
      'GET /api/invite/banners': () =>
        json(buildBannerList({ banners: [buildBanner({ html: '<p>Invite and earn</p>' })] })),
    });
    const carousel = await screen.findByRole('dialog', { name: 'Invite promotions' });
    expect(within(carousel).getByText('Invite and earn')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
  });

  it('opens directly without banners and when the banners fail', async () => {
    await open({ 'GET /api/invite/banners': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 500) });
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
    expect(shownAlerts()).toHaveLength(0);
  });

  it('shows the link {origin}/register?code=PR<_id>, copies it and draws its QR code', async () => {
    // userEvent's setup puts its own clipboard on navigator: the copied text can be read back from it.
    const { user } = await open();
    const link = `${ORIGIN}/register?code=PRmember42`;
    expect(await screen.findByRole('textbox', { name: 'Your invite link' })).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(`Copied: ${link}`)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
    const qr = screen.getByRole('img', { name: 'QR code of your invite link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    // No share sheet in this browser: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('offers the system share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Join me', url: `${ORIGIN}/register?code=PRmember42` });
  });

  it('pages the invitees: name, amount with 2 decimals, date', async () => {
    const { requests } = await open();
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const first = await within(dialog).findByRole('rowheader', { name: 'Friend 1-0' });
    const row = first.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('12.50');
    expect(row).toHaveTextContent('05/01/2026 10:04:05');
    fireEvent.click(within(dialog).getByRole('button', { name: /2/ }));
    expect(await within(dialog).findByRole('rowheader', { name: 'Friend 2-3' })).toBeInTheDocument();
    const bodies = await Promise.all(
      requests.filter((r) => r.url.endsWith('/api/invite')).map((r) => r.clone().json()),
    );
    expect(bodies).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);
  });

  it('shows a failed invitee list quietly with a retry, no toast', async () => {
    await open({ 'POST /api/invite': () => json({ code: 'NO_DATA', message: 'NO_DATA' }, 500) });
    const title = await screen.findByText('The invitee list is unavailable right now');
    expect(title.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(shownAlerts()).toHaveLength(0);
  });

  it('renders the banners through SanitizedHtml and isSafeUrl; nothing of them runs', async () => {
    const spies = (['alert', 'confirm', 'prompt'] as const).map((name) =>
      vi.spyOn(window, name).mockImplementation(() => undefined as never),
    );
    await open({
      'GET /api/invite/banners': () =>
        json(
          buildBannerList({
            banners: [buildBanner({ image: HOSTILE_URL, html: SERVER_HTML_PROBE })],
          }),
        ),
    });
    expectProbeSanitized(await screen.findByRole('dialog', { name: 'Invite promotions' }));
    expect(document.querySelector(`img[src="${HOSTILE_URL}"]`)).toBeNull();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
