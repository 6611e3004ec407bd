// What one app instance is made of (built by createWalletServices in wallet-app.tsx), what builds it, and what an
// app hands in.
import type { AppRouter } from './app-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PwaRegisterModule } from '../shared/app-update/pwa-registration';
import type { I18n } from '@lingui/core';
import type { createApiClient } from '@wallet/api-client';
import type { Locale } from '@wallet/domain';
import type { AppConfig } from '../config/app-config';
import type { SessionStore } from '../shared/session-storage';
import type { DraftKeeper } from '../shared/form-draft';
import type { SubmitReplay, TapReplay } from '../shared/forms/pending-submit';
import type { AppUpdates, RegisterServiceWorker } from '../shared/app-update/app-updates';
import type { PrefetchedCall } from './prefetch';
import type { SessionWatchPage } from './session-watch';
import type { AccountSwitch } from '../shared/money/account-switch';
import type { LocaleStorageEvents } from '../i18n/locale-storage';

export type Router = AppRouter;

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
  /** Ends the prerendered page's early paints: from here the app renders what they would have written. */
  closeEarlyPaint?: () => void;
  router: Router;
  /** New deployments (the service worker the app registered); none in tests and development. */
  updates: AppUpdates;
  /**
   * True while the stored token is still the one of the player on screen. Otherwise (another tab logged in or
   * out) the cached data is dropped, the page goes to /login or reloads as the new player, and it returns false.
   */
  checkSession: () => boolean;
  /** Money calls in flight, waited for before the tab switches to another tab's player, and the note that follows. */
  accountSwitch: AccountSwitch;
  /**
   * The language the player chose, which every call asks for from now on (`Accept-Language`), even before its
   * catalogue is active: a page hydrated in the build's default language and switching to the player's sends its
   * first reads in the player's language, as the page's early reads did.
   */
  chooseLanguage: (locale: Locale) => void;
  /** Starts noticing a session the server ended on a page that makes no call (session-watch.ts); returns the stop. */
  watchSession?: () => () => void;
  /** Hears the language another tab of the app stored (locale-storage.ts); returns the stop. */
  watchStoredLanguage?: (onChange: (locale: Locale) => void) => () => void;
  /** Starts downloading the code of the page at a URL ahead of the navigation there (preload-page.ts). */
  preloadPage: (href: string) => void;
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
  /** The browser page the session watch reads (visibility, network, timers); without it, no watch (tests). */
  sessionWatchPage?: SessionWatchPage;
  /** The page's storage events (the app's `window`): a language chosen in another tab is followed here. */
  storageEvents?: LocaleStorageEvents;
  /** Reloads the page (the app's `window.location.reload`): another tab logged in as someone else. */
  reload?: () => void;
  /** Test seam: the money calls in flight and the switch note (this tab's sessionStorage by default). */
  accountSwitch?: AccountSwitch;
  /** Ends the prerendered page's own submit handling as the app takes over; returns the form it remembered. */
  closePendingSubmit?: () => string | null;
  /** Ends the prerendered page's own tap handling as the app takes over; returns the button it remembered. */
  closePendingTap?: () => Element | null;
  /** Ends the prerendered page's early paints at the app's first commit (see early-paint-closed). */
  closeEarlyPaint?: () => void;
}

/** Drops cached player data; public lookups stay (queries observed right now keep working). */
export function removePlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => !String(query.queryKey[2] ?? '').startsWith('/api/lookup/'),
  });
}

/** What an app hands to `mountWalletApp` besides its config (libraries never read `window.location` themselves). */
export interface WalletPage {
  /** The page's `window.location`: its origin, and a reload when another tab logs in as someone else. */
  location: Pick<Location, 'origin' | 'reload'>;
  /** vite-plugin-pwa's register module (`() => import('virtual:pwa-register')`): only production builds register it. */
  loadPwaRegister?: () => Promise<PwaRegisterModule>;
}
