import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildChatConfig,
  buildChatHistory,
  buildChatWidgetLookup,
  buildProfile,
  buildSupportMessage,
  buildWalletResponse,
} from '@wallet/api-client/testing';
import { json, renderApp, type FakeRoute } from '../../testing/render-app';

// The launcher waits for the browser to be idle, then loads the widget lazily (real modules: slow on a busy machine).
const CHAT_MS = 10_000;
const TEST_MS = 20_000;

beforeEach(() => {
  // jsdom has no requestIdleCallback (page-idle.ts would wait for a later task instead): idle at once.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
});
afterEach(() => {
  cleanup(); // unmount (which cancels the idle callback) while the stubs still exist
  vi.unstubAllGlobals();
});

const profile = buildProfile({ _id: 'member-42', name: 'Somchai Test' });
const chatOn: Record<string, FakeRoute> = {
  'GET /api/lookup/enableChatWidget': () => json(buildChatWidgetLookup({ enableChatWidget: true })),
};
const player: Record<string, FakeRoute> = {
  ...chatOn,
  'GET /api/account/profile': () => json(profile),
  'GET /api/wallet': () => json(buildWalletResponse({ profile })),
};

const chatCalls = (requests: Request[]) => requests.filter((r) => r.url.includes('/api/chat/'));

describe('support chat: its calls go through the app client', () => {
  it(
    'sends the app headers and shows the history the app client read',
    async () => {
      sessionStorage.setItem('token', 'token-1');
      const { requests } = await renderApp(
        '/user/profile',
        {
          ...player,
          'GET /api/chat/config': () => json(buildChatConfig()),
          'POST /api/chat/history': () =>
            json(
              buildChatHistory({
                messages: [
                  buildSupportMessage({
                    userId: 'member-42',
                    message: { message_type: 'text', payload: { message: 'How can we help?' } },
                  }),
                ],
              }),
            ),
        },
        { locale: 'en' },
      );
      await waitFor(
        () => expect(chatCalls(requests).map((r) => r.url)).toContain('http://api.test/api/chat/history'),
        {
          timeout: CHAT_MS,
        },
      );
      const [config, history] = chatCalls(requests);
      for (const call of [config, history]) {
        expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
        expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
        expect(call?.headers.get('Accept-Language')).toBe('en');
      }
      expect(await history?.json()).toMatchObject({ userId: 'member-42', limit: 10, skip: 0 });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Open chat' }));
      expect(await screen.findByText('How can we help?')).toBeInTheDocument();
    },
    TEST_MS,
  );

  it(
    'survives the StrictMode re-mount of development builds (the widget never gets a destroyed client)',
    async () => {
      sessionStorage.setItem('token', 'token-1');
      await renderApp(
        '/user/profile',
        {
          ...player,
          'GET /api/chat/config': () => json(buildChatConfig()),
          'POST /api/chat/history': () =>
            json(
              buildChatHistory({
                messages: [
                  buildSupportMessage({
                    userId: 'member-42',
                    message: { message_type: 'text', payload: { message: 'Still here after a re-mount' } },
                  }),
                ],
              }),
            ),
        },
        { locale: 'en', strict: true },
      );
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'Open chat' }, { timeout: CHAT_MS }));
      expect(
        await screen.findByText('Still here after a re-mount', undefined, { timeout: CHAT_MS }),
      ).toBeInTheDocument();
    },
    TEST_MS,
  );

  it(
    "docks in the player's top bar and in the guest pages' bottom bar (never over the page)",
    async () => {
      sessionStorage.setItem('token', 'token-1');
      await renderApp(
        '/user/profile',
        { ...player, 'GET /api/chat/config': () => json(buildChatConfig()) },
        { locale: 'en' },
      );
      const banner = screen.getByRole('banner');
      const launcher = await within(banner).findByRole('button', { name: 'Open chat' }, { timeout: CHAT_MS });
      expect(launcher.closest('.wc-root')).toHaveClass('wc-root--inline');
      // In the room the shell keeps for it (in the prerendered HTML too), and the invitation beside it in the bar.
      expect(launcher.closest('.wl-shell__chat-slot')).not.toBeNull();
      expect(await within(banner).findByRole('button', { name: 'Talk to admin' })).toBeInTheDocument();
      cleanup();
      sessionStorage.clear();

      const { requests } = await renderApp('/login', {
        ...chatOn,
        'GET /api/chat/config': () => json(buildChatConfig()),
        'POST /api/chat/history': () => json(buildChatHistory({ messages: [] })),
      });
      // The guest's chat is the bottom bar's last entry, in the bar's kept room; the panel opens above the bar and
      // no invitation shows over the page.
      const bar = document.querySelector<HTMLElement>('.wk-bottom-bar') as HTMLElement;
      const guestLauncher = await within(bar).findByRole('button', { name: 'เปิดแชท' }, { timeout: CHAT_MS });
      expect(guestLauncher.closest('.wc-root')).toHaveClass('wc-root--inline', 'wc-root--sheet-above');
      expect(guestLauncher.closest('.wk-bottom-bar__cell--end .wl-shell__chat-slot')).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(document.querySelector('.wc-invite')).toBeNull();
      // A guest's chat asks nothing of the server until the guest opens it; then it starts.
      expect(chatCalls(requests)).toEqual([]);
      await userEvent.setup().click(guestLauncher);
      await waitFor(() =>
        expect(chatCalls(requests).map((r) => new URL(r.url).pathname)).toEqual([
          '/api/chat/config',
          '/api/chat/history',
        ]),
      );
    },
    TEST_MS,
  );

  it(
    "a 'gone' answer to a chat call takes the guest to /terminated",
    async () => {
      const { services } = await renderApp('/login', {
        ...chatOn,
        'GET /api/chat/config': () => json({ code: 'GONE', message: 'gone' }, 410),
      });
      // A guest's chat starts when opened.
      const bar = document.querySelector<HTMLElement>('.wk-bottom-bar') as HTMLElement;
      await userEvent
        .setup()
        .click(await within(bar).findByRole('button', { name: 'เปิดแชท' }, { timeout: CHAT_MS }));
      await waitFor(() => expect(services.router.state.location.pathname).toBe('/terminated'), {
        timeout: CHAT_MS,
      });
    },
    TEST_MS,
  );

  it(
    'an INVALID_USER answer to a chat call signs the player out to /login',
    async () => {
      sessionStorage.setItem('token', 'token-1');
      const { services } = await renderApp('/user/profile', {
        ...player,
        'GET /api/chat/config': () => json(buildChatConfig()),
        'POST /api/chat/history': () => json({ code: 'INVALID_USER_2', message: 'INVALID_USER_2' }, 401),
      });
      await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'), {
        timeout: CHAT_MS,
      });
      expect(sessionStorage.getItem('token')).toBeNull();
      expect(services.session.getToken()).toBeFalsy();
    },
    TEST_MS,
  );
});
