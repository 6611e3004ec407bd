// Composition root of the screens: providers, router and the API client, built from the app's config.
import {
  StrictMode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { createApiClient } from '@wallet/api-client';
import { ApiProvider } from '@wallet/api-client/react';
import { toBcp47, type Locale } from '@wallet/domain';
import { ToastProvider } from '@wallet/ui-kit';
import '@wallet/ui-kit/styles.css';
import { parseAppConfig, type AppConfig } from '../config/app-config';
import { createSessionStore, watchStoredToken, type StorageEvents } from '../shared/session-storage';
import { activateLocale, createI18n, preloadLocale } from '../i18n/i18n';
import { readStoredLocale, watchStoredLocale } from '../i18n/locale-storage';
import { useAppLanguage } from './use-app-language';
import { AppContext, type AppContextValue } from '../shared/app-context';
import { createDraftKeeper } from '../shared/form-draft';
import {
  closePendingSubmit,
  closePendingTap,
  createSubmitReplay,
  createTapReplay,
} from '../shared/forms/pending-submit';
import { closeEarlyPaint } from '../shared/early-paint/early-paint-closed';
import { followBrowserNetwork } from '../shared/network/online-status';
import { OfflineNotice } from '../shared/network/offline-notice';
import { createAppUpdates } from '../shared/app-update/app-updates';
import { pwaRegistration } from '../shared/app-update/pwa-registration';
import { UpdatePrompt } from '../shared/app-update/update-prompt';
import { whenPageIdle } from '../shared/page-idle';
import { KitTexts } from './kit-texts';
import { fetchWithPrefetched, readPrefetched, releaseUnusedPrefetched } from './prefetch';
import { applyTheme } from './theme';
import { createRoutes, routeTexts } from './routes';
import { AppRoutes, createAppRouter, routerReady } from './app-router';
import { RouteErrorPage } from './route-error-page';
import { browserWatchPage, startSessionWatch } from './session-watch';
import { createAccountSwitch } from '../shared/money/account-switch';
import { preloadPage } from './preload-page';
import type { LoginReason } from '../shared/login-reason';
import { removePlayerData } from './wallet-app-services';
import type { CreateServicesOptions, Router, WalletAppServices, WalletPage } from './wallet-app-services';
import { isPlayerUrl, paths } from '../shared/paths';

export type { CreateServicesOptions, WalletAppServices, WalletPage } from './wallet-app-services';

/** Builds the long-lived services of one app instance. */
export function createWalletServices(
  config: AppConfig,
  options: CreateServicesOptions = {},
): WalletAppServices {
  const session = options.session ?? createSessionStore();
  const accountSwitch = options.accountSwitch ?? createAccountSwitch(() => globalThis.sessionStorage);
  const i18n = createI18n();
  const queryClient = new QueryClient({
    defaultOptions: {
      // Back online, every figure on screen is read again, however fresh it was when the connection dropped.
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, refetchOnReconnect: 'always', retry: 1 },
    },
  });
  const router: Router = createAppRouter(
    createRoutes(i18n),
    options.initialEntries ? { initialEntries: options.initialEntries } : {},
  );
  let chosenLanguage: string | null = null;
  const drafts = createDraftKeeper();
  // When the server last answered a call with anything but a 401: the session watch asks only after a quiet while.
  let lastAnswerAt = Date.now();
  const calls: typeof fetch = options.prefetched?.length
    ? fetchWithPrefetched(options.prefetched, () => options.fetch ?? globalThis.fetch)
    : (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    // The token of the player on screen, not whatever another tab stored since (see checkSession).
    getToken: () => session.getPageToken(),
    getLocale: () => chosenLanguage ?? i18n.locale,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Calls only: an upload keeps XMLHttpRequest and its progress.
    fetchCalls: async (input, init) => {
      const response = await calls(input, init);
      if (response.status !== 401) lastAnswerAt = Date.now();
      return response;
    },
    onGone: () => void router.navigate(paths.terminated.getHref(), { replace: true }),
    onInvalidIdentity: () => {
      session.clear();
      removePlayerData(queryClient);
      // A second refused call on the way out (a re-read answered 401 too): /login already remembers where the player
      // was and what they typed; going there again would replace that with nothing.
      const heading = router.state.navigation.location ?? router.state.location;
      if (!isPlayerUrl(heading.pathname)) return;
      // /login says why the player is there (the server ended the session: it expired or was revoked), and brings
      // the player back after logging in again, with the open money dialog's typed values (see leavingState).
      void router.navigate(paths.login.getHref(), { replace: true, state: leavingState('expired') });
    },
  });
  /**
   * What /login is told when a player page must leave: why, and where the player was with the open money dialog's
   * typed values, as the guard remembers a protected URL (offered again to the same player only, never sent).
   */
  const leavingState = (reason: LoginReason) => {
    const { pathname, search, hash } = router.state.location;
    const from = `${pathname}${search}${hash}`;
    const draft = drafts.current();
    return { reason, ...(isPlayerUrl(from) ? { from, ...(draft ? { draft } : {}) } : {}) };
  };
  const checkSession = (): boolean => {
    if (!session.changedElsewhere()) return true;
    // Another player logged in: this tab starts again as them once its money calls in flight answered (account-switch).
    if (options.reload && session.getPageToken() && session.getToken())
      return !accountSwitch.leave(options.reload);
    const shown = session.getPageToken();
    const token = session.adoptStored();
    // A guest page (no player shown) just takes the other tab's session: nothing of a player to drop.
    if (!shown) return false;
    const leaving = token ? null : leavingState('logged-out-elsewhere');
    queryClient.getMutationCache().clear();
    if (leaving) {
      // Logged out in another tab: /login says so, and the same player logging in again here gets the open
      // money dialog back with what was typed (never sent by itself).
      queryClient.clear();
      void router.navigate(paths.login.getHref(), { replace: true, state: leaving });
    } else {
      queryClient.clear();
      void router.navigate(paths.user.root.getHref(), { replace: true });
    }
    return false;
  };
  const { sessionWatchPage } = options;
  const watchSession = sessionWatchPage
    ? () =>
        startSessionWatch(sessionWatchPage, {
          lastAnswerAt: () => lastAnswerAt,
          check: () => api.get('/api/account/profile'),
        })
    : undefined;
  const { storageEvents } = options;
  return {
    config,
    origin: options.origin ?? 'http://localhost',
    ...(watchSession ? { watchSession } : {}),
    ...(storageEvents
      ? {
          watchStoredLanguage: (onChange: (locale: Locale) => void) =>
            watchStoredLocale(storageEvents, onChange),
        }
      : {}),
    session,
    i18n,
    queryClient,
    api,
    router,
    updates: createAppUpdates(options.registerServiceWorker),
    checkSession,
    accountSwitch,
    drafts,
    submitReplay: createSubmitReplay(),
    ...(options.closePendingSubmit ? { closePendingSubmit: options.closePendingSubmit } : {}),
    tapReplay: createTapReplay(),
    ...(options.closePendingTap ? { closePendingTap: options.closePendingTap } : {}),
    ...(options.closeEarlyPaint ? { closeEarlyPaint: options.closeEarlyPaint } : {}),
    chooseLanguage: (locale) => {
      chosenLanguage = toBcp47(locale);
    },
    preloadPage: (href) =>
      preloadPage({ routes: router.routes, isOnline: () => onlineManager.isOnline() }, href),
  };
}

/** All providers around the router; the language lives here so every screen can switch it. */
export function WalletApp({
  services,
  initialLocale,
  thenLocale,
}: {
  services: WalletAppServices;
  initialLocale: Locale;
  /** The player's language, shown right after the first commit (a page hydrated in the build's default language). */
  thenLocale?: Locale;
}) {
  const {
    config,
    origin,
    session,
    i18n,
    queryClient,
    api,
    router,
    updates,
    checkSession,
    accountSwitch,
    chooseLanguage,
    drafts,
    submitReplay,
    tapReplay,
    closeEarlyPaint: endEarlyPaint,
    watchSession,
    watchStoredLanguage,
    preloadPage: preload,
  } = services;
  const { locale, setLocale } = useAppLanguage(
    { i18n, chooseLanguage, defaultLocale: config.defaultLocale, watchStoredLanguage },
    initialLocale,
    thenLocale,
  );
  // After the first commit React has hydrated the page and handles its clicks: an early tap is made again.
  useEffect(() => tapReplay.run(), [tapReplay]);
  // From the first commit the page is the app's: a read that answers later is shown by the app's render of it (which
  // also takes its loader away), not written by the page's own script. Before the commit the script still writes into
  // the page being hydrated, which keeps what it wrote. A layout effect: no task runs between the commit and it.
  useLayoutEffect(() => endEarlyPaint?.(), [endEarlyPaint]);
  // A tap waiting for the element that replaces the one tapped is for the page it was made on: leaving it drops it.
  useEffect(() => {
    const first = router.state.location.pathname;
    return router.subscribe((state) => {
      if (state.location.pathname !== first) tapReplay.drop();
    });
  }, [router, tapReplay]);
  const signOut = useCallback(() => {
    session.clear();
    removePlayerData(queryClient);
  }, [session, queryClient]);

  const context = useMemo<AppContextValue>(
    () => ({
      config,
      origin,
      session,
      locale,
      setLocale,
      signOut,
      checkSession,
      accountSwitch,
      drafts,
      submitReplay,
      tapReplay,
      preloadPage: preload,
      ...(watchSession ? { watchSession } : {}),
    }),
    [
      config,
      origin,
      session,
      locale,
      setLocale,
      signOut,
      checkSession,
      accountSwitch,
      drafts,
      submitReplay,
      tapReplay,
      preload,
      watchSession,
    ],
  );

  return (
    <AppContext.Provider value={context}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={api}>
            <KitTexts>
              <ToastProvider>
                <OfflineNotice />
                <UpdatePrompt updates={updates} />
                <AppRoutes router={router} errorScreen={routeErrorScreen} />
              </ToastProvider>
            </KitTexts>
          </ApiProvider>
        </QueryClientProvider>
      </I18nProvider>
    </AppContext.Provider>
  );
}

/** Every page's error screen: a failed page (or chunk download) shows a retry screen, not a crash. */
export const routeErrorScreen = (error: unknown) => <RouteErrorPage error={error} />;

/**
 * True when `element` holds the build-time HTML of what the first render will show in the build's default
 * language: same page, and a session only on player pages (else the page is rendered afresh over it).
 */
function matchesPrerender(element: HTMLElement, services: WalletAppServices): boolean {
  const { prerendered, prerenderedFor } = element.dataset;
  if (!prerendered || !element.hasChildNodes()) return false;
  if (prerendered !== services.router.state.location.pathname) return false;
  return (prerenderedFor === 'player') === Boolean(services.session.getToken());
}

/**
 * Loads the stored (or default) language, then renders. A matching prerendered page is hydrated in the default
 * language it was built in and then switched to the player's: rendering it afresh in another language would throw
 * away what the player typed, chose or focused before the app started.
 */
export async function renderWalletApp(
  element: HTMLElement,
  services: WalletAppServices,
): Promise<{ unmount(): void }> {
  const locale = readStoredLocale(services.config.defaultLocale);
  const hydrate = matchesPrerender(element, services);
  const firstLocale = hydrate ? services.config.defaultLocale : locale;
  if (firstLocale !== locale) preloadLocale(locale, routeTexts(services.router.state.matches));
  services.chooseLanguage(locale);
  await Promise.all([activateLocale(services.i18n, firstLocale), routerReady(services.router)]);
  document.documentElement.lang = toBcp47(firstLocale);
  applyTheme(document.documentElement, services.config.theme);
  const app = (
    <StrictMode>
      <WalletApp services={services} initialLocale={firstLocale} thenLocale={locale} />
    </StrictMode>
  );
  // From here a submit is the app's: what the page's own script remembered before is replayed by its page.
  services.submitReplay.set(services.closePendingSubmit?.() ?? null);
  // Hydrated, the same button is tapped again; rendered afresh, the page's elements are replaced and it is dropped.
  services.tapReplay.set(services.closePendingTap?.() ?? null);
  if (hydrate) {
    // The page is already on screen: hydrating in a transition lets React yield to the browser every few ms, so
    // a slow phone stays responsive (no long task) while the prerendered page becomes interactive.
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(element, app);
    });
    return { unmount: () => root?.unmount() };
  }
  const root = createRoot(element);
  root.render(app);
  return { unmount: () => root.unmount() };
}

function renderConfigError(element: HTMLElement, message: string): void {
  const pre = document.createElement('pre');
  pre.setAttribute('role', 'alert');
  pre.textContent = message;
  element.replaceChildren(pre);
}

/**
 * Entry point of both apps: renders the product into `element`. The build config is validated where it is made:
 * a production build refuses a bad one before it writes anything (tools/vite/prerender.ts), so the browser does not
 * ship or run the validator again; in development (`npm start`) a bad value stops the app with a clear message.
 * Example: `mountWalletApp(document.getElementById('root'), appConfig, { location: window.location })`.
 */
export function mountWalletApp(element: HTMLElement | null, rawConfig: unknown, page: WalletPage): void {
  if (!element) throw new Error('mountWalletApp: the root element is missing');
  let config = rawConfig as AppConfig;
  if (!import.meta.env.PROD)
    try {
      config = parseAppConfig(rawConfig);
    } catch (error) {
      renderConfigError(element, error instanceof Error ? error.message : String(error));
      throw error;
    }
  // The app starts in a task of its own: evaluating the entry is one long task already (~100 ms on a slow phone), and
  // starting the app inside it made one of ~170 ms, in which a tap waits. A config error still throws at once.
  setTimeout(() => startWalletApp(element, config, page), 0);
}

function startWalletApp(element: HTMLElement, config: AppConfig, page: WalletPage): void {
  followBrowserNetwork(window);
  // A prerendered player page has already asked for its first reads (prefetch.ts): the client takes those answers.
  const prefetched = readPrefetched(window as unknown as Record<string, unknown>);
  releaseUnusedPrefetched(prefetched);
  const reload = () => page.location.reload();
  const { loadPwaRegister } = page;
  const services = createWalletServices(config, {
    origin: page.location.origin,
    // `npm start` serves no worker; the worker (for the next visit, offline) waits for the page to be idle.
    registerServiceWorker:
      import.meta.env.PROD && loadPwaRegister
        ? pwaRegistration(() => whenPageIdle(window).then(loadPwaRegister), {
            serviceWorker: navigator.serviceWorker,
            reload,
          })
        : undefined,
    prefetched,
    // Another tab logged in as someone else: this tab starts again as that player.
    reload,
    closePendingSubmit: () => closePendingSubmit(window as unknown as Record<string, unknown>),
    closePendingTap: () => closePendingTap(window as unknown as Record<string, unknown>),
    closeEarlyPaint: () => closeEarlyPaint(window as unknown as Record<string, unknown>),
    sessionWatchPage: browserWatchPage(window),
    storageEvents: window,
  });
  // Another tab's login or logout changes the token every tab shares: this tab drops the old player's data at once.
  watchStoredToken(window as unknown as StorageEvents, () => services.checkSession());
  void renderWalletApp(element, services);
}

export type { ReactNode };
