// The long-lived services of one app instance: the API client, query cache, router, session, language and the
// hand-over from the prerendered page, built from the app's config (rendered by wallet-app.tsx).
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { createApiClient } from '@wallet/api-client';
import { toBcp47, type Locale } from '@wallet/domain';
import type { AppConfig } from '../config/app-config';
import { createSessionStore, type SessionStore } from '../shared/session-storage';
import { createI18n } from '../i18n/i18n';
import { createDraftKeeper, type DraftKeeper } from '../shared/form-draft';
import {
  createSubmitReplay,
  createTapReplay,
  type SubmitReplay,
  type TapReplay,
} from '../shared/forms/pending-submit';
import {
  createAppUpdates,
  type AppUpdates,
  type RegisterServiceWorker,
} from '../shared/app-update/app-updates';
import { fetchWithPrefetched, type PrefetchedCall } from './prefetch';
import { routes } from './routes';

export type Router = ReturnType<typeof createBrowserRouter>;

export interface WalletAppServices {
  config: AppConfig;
  origin: string;
  session: SessionStore;
  i18n: I18n;
  queryClient: QueryClient;
  api: ReturnType<typeof createApiClient>;
  /** The open money dialog's typed values, offered again after a refused session and a new login. */
  drafts: DraftKeeper;
  /** The form submitted on the prerendered page before the app started, replayed once by its page. */
  submitReplay: SubmitReplay;
  /** Ends the prerendered page's own submit handling; returns the form it remembered (see pending-submit). */
  closePendingSubmit?: () => string | null;
  /** The button tapped on the prerendered page before the app started: tapped again after the first commit. */
  tapReplay: TapReplay;
  /** Ends the prerendered page's own tap handling; returns the button it remembered (see pending-submit). */
  closePendingTap?: () => Element | null;
  router: Router;
  /** New deployments (the service worker the app registered); none in tests and development. */
  updates: AppUpdates;
  /**
   * True while the stored token is still the one of the player on screen. Otherwise (another tab logged in or
   * out) the cached data is dropped, the page goes to /login or reloads as the new player, and it returns false.
   */
  checkSession: () => boolean;
  /**
   * The language the player chose, which every call asks for from now on (`Accept-Language`), even before its
   * catalogue is active: a page hydrated in the build's default language and switching to the player's sends its
   * first reads in the player's language, as the page's early reads did.
   */
  chooseLanguage: (locale: Locale) => void;
}

export interface CreateServicesOptions {
  /** The page's origin (e.g. `window.location.origin`); resolves same-origin API and chat URLs. */
  origin?: string;
  /** Test seam: a memory router starting at these entries instead of the browser history. */
  initialEntries?: string[];
  fetch?: typeof fetch;
  /** Where the token lives (the browser's storages by default; the build-time prerender passes its own). */
  session?: SessionStore;
  /** Reads the prerendered page started before the app (prefetch.ts): the client's calls take their answers. */
  prefetched?: PrefetchedCall[];
  /** The app's service worker registration (apps/*\/src/main.tsx); feeds the "new version" prompt. */
  registerServiceWorker?: RegisterServiceWorker;
  /** Reloads the page (the app's `window.location.reload`): another tab logged in as someone else. */
  reload?: () => void;
  /** Ends the prerendered page's own submit handling as the app takes over; returns the form it remembered. */
  closePendingSubmit?: () => string | null;
  /** Ends the prerendered page's own tap handling as the app takes over; returns the button it remembered. */
  closePendingTap?: () => Element | null;
}

/** Drops cached player data; public lookups stay (queries observed right now keep working). */
export function removePlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => !String(query.queryKey[2] ?? '').startsWith('/api/lookup/'),
  });
}

/** Builds the long-lived services of one app instance. */
export function createWalletServices(
  config: AppConfig,
  options: CreateServicesOptions = {},
): WalletAppServices {
  const session = options.session ?? createSessionStore();
  const i18n = createI18n();
  const queryClient = new QueryClient({
    defaultOptions: {
      // Back online, every figure on screen is read again, however fresh it was when the connection dropped.
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, refetchOnReconnect: 'always', retry: 1 },
    },
  });
  const router: Router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
  let chosenLanguage: string | null = null;
  const drafts = createDraftKeeper();
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    // The token of the player on screen, not whatever another tab stored since (see checkSession).
    getToken: () => session.getPageToken(),
    getLocale: () => chosenLanguage ?? i18n.locale,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Calls only: an upload keeps XMLHttpRequest and its progress.
    ...(options.prefetched?.length
      ? { fetchCalls: fetchWithPrefetched(options.prefetched, () => options.fetch ?? globalThis.fetch) }
      : {}),
    onGone: () => void router.navigate('/terminated', { replace: true }),
    onInvalidIdentity: () => {
      session.clear();
      removePlayerData(queryClient);
      // A second refused call on the way out (a re-read answered 401 too): /login already remembers where the player
      // was and what they typed; going there again would replace that with nothing.
      const heading = router.state.navigation.location ?? router.state.location;
      if (!heading.pathname.startsWith('/user')) return;
      // Back where the player was after logging in again, as the guard does for a protected URL, with the open
      // money dialog's typed values (offered again to the same player only, never sent by themselves).
      const { pathname, search, hash } = router.state.location;
      const from = `${pathname}${search}${hash}`;
      const draft = drafts.current();
      void router.navigate('/login', {
        replace: true,
        state: from.startsWith('/user') ? { from, ...(draft ? { draft } : {}) } : null,
      });
    },
  });
  const checkSession = (): boolean => {
    if (!session.changedElsewhere()) return true;
    const shown = session.getPageToken();
    const token = session.adoptStored();
    // A guest page (no player shown) just takes the other tab's session: nothing of a player to drop, and going
    // to /login would end that tab's session (the guest area signs out).
    if (!shown) return false;
    queryClient.getMutationCache().clear();
    if (!token) {
      queryClient.clear();
      void router.navigate('/login', { replace: true });
    } else if (options.reload) {
      options.reload();
    } else {
      queryClient.clear();
      void router.navigate('/user', { replace: true });
    }
    return false;
  };
  return {
    config,
    origin: options.origin ?? 'http://localhost',
    session,
    i18n,
    queryClient,
    api,
    router,
    updates: createAppUpdates(options.registerServiceWorker),
    checkSession,
    drafts,
    submitReplay: createSubmitReplay(),
    ...(options.closePendingSubmit ? { closePendingSubmit: options.closePendingSubmit } : {}),
    tapReplay: createTapReplay(),
    ...(options.closePendingTap ? { closePendingTap: options.closePendingTap } : {}),
    chooseLanguage: (locale) => {
      chosenLanguage = toBcp47(locale);
    },
  };
}
