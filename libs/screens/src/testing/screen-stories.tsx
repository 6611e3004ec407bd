// Storybook harness of the screens: a route, a dashboard modal or the route error page, rendered by the real app (providers, router, API
// client) with the build config and language the Storybook decorator hands down. Whatever answers the page's /api
// serves the data: in Storybook, the sandbox app running in the browser behind MSW (apps/storybook/.storybook).
import { createContext, StrictMode, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { createAppRouter, lazyRoutePage } from '../app/app-router';
import type { I18n } from '@lingui/core';
import { toBcp47, type Locale } from '@wallet/domain';
import type { AppConfig } from '../config/app-config';
import type { DashboardModals } from '../shared/dashboard-modals';
import { createWalletServices, WalletApp, type WalletAppServices } from '../app/wallet-app';
import { createDashboardModals } from '../app/dashboard-modals';
import { applyTheme } from '../app/theme';
import { activateLocale, loadFeatureTexts } from '../i18n/i18n';
import { STALE_CHUNK_RELOAD_KEY } from '../app/stale-chunk';
import type { MoneyActionModal } from '../features/home/money-actions';
import { MoneyLoadingDialog } from '../features/home/money-loading-dialog';

/** What the app stores in the browser (domain's keys) and what logging out removes: Storybook's sandbox resets them. */
export { STORAGE_KEYS } from '@wallet/domain';
export { PLAYER_STORAGE_KEYS } from '../shared/session-storage';

/** What the Storybook decorator gives every screen story: one build's config and the language. */
export interface StoryBuild {
  config: AppConfig;
  locale: Locale;
}

export const StoryBuildContext = createContext<StoryBuild | null>(null);

/** Seed players of the sandbox a story can be signed in as (the decorator maps them to the sandbox's accounts). */
export type StoryPlayer = 'demo' | 'newcomer' | 'bonus' | 'ktb';

/** `parameters.sandbox` of a screen story: what the sandbox looks like before the story renders. */
export interface SandboxStoryParameters {
  /** Signed-in player; absent for guest pages. */
  player?: StoryPlayer;
  /** The agreement was accepted before (default true), so home shows itself rather than the agreement modal. */
  agreementAccepted?: boolean;
  /** Calls answering an error envelope (the sandbox's POST /__sandbox/fail): the error state. */
  fail?: { path: string; method?: string; status: number; code: string }[];
  /** Paths (under /api) whose calls never answer: the loading state. */
  pending?: string[];
  /** No invite or refund banners (POST /__sandbox/banners), so those modals open at once instead of banners first. */
  noBanners?: boolean;
  /** Sandbox switches (POST /__sandbox/switches), e.g. `{ spinActive: false }`. */
  switches?: { registerOTP?: boolean; enableChatWidget?: boolean; spinActive?: boolean; gone?: boolean };
}

function useStoryBuild(): StoryBuild {
  const build = useContext(StoryBuildContext);
  if (!build)
    throw new Error('Screen stories need the build decorator of apps/storybook (StoryBuildContext).');
  return build;
}

const THEME_PROPERTIES = /^--wk-color-/;

/** Loads the language and the build colours (removed again on unmount, so kit stories keep their own theme). */
function AppFrame({ build, services }: { build: StoryBuild; services: WalletAppServices }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    const root = document.documentElement;
    applyTheme(root, build.config.theme);
    void activateLocale(services.i18n, build.locale, { withAllTexts: true }).then(() => {
      if (!current) return;
      root.lang = toBcp47(build.locale);
      setReady(true);
    });
    return () => {
      current = false;
      for (const name of Array.from(root.style))
        if (THEME_PROPERTIES.test(name)) root.style.removeProperty(name);
    };
  }, [build, services]);
  if (!ready) return null;
  return (
    <StrictMode>
      <WalletApp services={services} initialLocale={build.locale} />
    </StrictMode>
  );
}

/** One route of the app (e.g. `/user/home`), as a player arriving there would see it. */
export function ScreenStory({ path }: { path: string }) {
  // A new path (the story's controls) is a fresh app, as a page load would be.
  return <RouteApp key={path} path={path} />;
}

function RouteApp({ path }: { path: string }) {
  const build = useStoryBuild();
  const [services] = useState(() =>
    createWalletServices(build.config, { initialEntries: [path], origin: window.location.origin }),
  );
  return <AppFrame build={build} services={services} />;
}

/**
 * The route table's error page as a player meets it: the page at `path` fails to load (its code could not be
 * downloaded, as on a flaky connection) under the real table's error boundary.
 */
export function BrokenRouteStory({ path, reloaded = true }: BrokenRouteProps) {
  return <BrokenRouteApp key={`${path} ${reloaded}`} path={path} reloaded={reloaded} />;
}

interface BrokenRouteProps {
  path: string;
  /**
   * The tab already had its one automatic reload for a missing chunk (the error page shows); false shows the first
   * failure after a deployment, which reloads instead.
   */
  reloaded?: boolean;
}

function BrokenRouteApp({ path, reloaded }: Required<BrokenRouteProps>) {
  const build = useStoryBuild();
  const [services] = useState<WalletAppServices>(() => {
    if (reloaded) sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(Date.now()));
    else sessionStorage.removeItem(STALE_CHUNK_RELOAD_KEY);
    const app = createWalletServices(build.config, {
      initialEntries: [path],
      origin: window.location.origin,
    });
    // The app's error screen over one page whose chunk download fails.
    const failing = () =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${path}`));
    const page = lazyRoutePage(failing);
    const table: RouteObject[] = [{ path: '*', element: page.element, handle: { page } }];
    return { ...app, router: createAppRouter(table, { initialEntries: [path] }) };
  });
  return <AppFrame build={build} services={services} />;
}

/** One dashboard modal of the home page, opened, inside the app's providers. */
export function ModalStory({ modal }: { modal: keyof DashboardModals }) {
  return <ModalApp key={modal} show={(i18n) => <OpenModal modal={modal} i18n={i18n} />} />;
}

/**
 * A money action's dialog while its code loads (what the tap shows until then, however slow the network), inside
 * the app's providers: held in that state, which a story could not catch in passing.
 */
export function MoneyLoadingStory({ modal }: { modal: MoneyActionModal }) {
  return <ModalApp key={modal} show={(i18n) => <MoneyLoading modal={modal} i18n={i18n} />} />;
}

function MoneyLoading({ modal, i18n }: { modal: MoneyActionModal; i18n: I18n }) {
  // Its texts are the home page's (that feature's catalogue), loaded first as the home route loads them.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadFeatureTexts(i18n, 'home').then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [i18n]);
  return ready ? <MoneyLoadingDialog modal={modal} onClose={() => undefined} /> : null;
}

/** The app's services with a one-route router showing a dialog (the API client's redirects go unrendered). */
function ModalApp({ show }: { show: (i18n: I18n) => ReactNode }) {
  const build = useStoryBuild();
  const [services] = useState<WalletAppServices>(() => {
    const app = createWalletServices(build.config, {
      initialEntries: ['/user/home'],
      origin: window.location.origin,
    });
    return {
      ...app,
      router: createAppRouter([{ path: '*', element: show(app.i18n) }], {
        initialEntries: ['/user/home'],
      }),
    };
  });
  return <AppFrame build={build} services={services} />;
}

function OpenModal({ modal, i18n }: { modal: keyof DashboardModals; i18n: I18n }) {
  const [open, setOpen] = useState(true);
  const [Modal] = useState(() => createDashboardModals(i18n)[modal]);
  if (!Modal) throw new Error(`No dashboard modal "${modal}" in app/dashboard-modals.ts`);
  return (
    <Suspense fallback={null}>
      <Modal open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
