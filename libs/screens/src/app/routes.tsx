import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { I18n } from '@lingui/core';
import { withFeatureTexts } from '../i18n/i18n';
import type { FeatureWithTexts } from '../i18n/text-parts';
import { RequireAuth } from './require-auth';
import { GuestOnly, GuestShell } from './shells/guest-shell';
import { LoginPage } from '../features/login/login-page';
import { TerminatedPage } from '../features/terminated/terminated-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { lazyRoutePage, type AppRouteHandle } from './app-router';
import { paths } from '../shared/paths';

/** What a feature's route says of itself: its page and whose texts it shows (read before its code has loaded). */
interface FeatureHandle extends AppRouteHandle {
  texts: FeatureWithTexts;
}

/** A route of a feature's page: its code and its texts (text-parts.ts) load together, on demand. */
function featureRoute(
  i18n: I18n,
  feature: FeatureWithTexts,
  route: { path: string; page: () => Promise<ComponentType> },
): RouteObject {
  const page = lazyRoutePage(() => withFeatureTexts(i18n, feature, route.page));
  const handle: FeatureHandle = { texts: feature, page };
  return { path: route.path, handle, element: page.element };
}

/** A route whose element's code loads on demand (no texts of its own). */
function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const page = lazyRoutePage(load);
  const handle: AppRouteHandle = { page };
  return { handle, element: page.element };
}

/** The features whose texts the matched routes show (to download them in another language ahead of a switch). */
export function routeTexts(matches: readonly { route: Pick<RouteObject, 'handle'> }[]): FeatureWithTexts[] {
  return matches.flatMap((match) => {
    const handle = match.route.handle as Partial<FeatureHandle> | undefined;
    return handle?.texts ? [handle.texts] : [];
  });
}

/**
 * The route table in docs/product.md#routes. Every screen but login (and the one-line terminated and not-found
 * pages) loads on demand, with its texts, so /login ships less JavaScript.
 */
const pages = (i18n: I18n): RouteObject[] => [
  { path: paths.root.path, element: <Navigate to={paths.user.root.getHref()} replace /> },
  {
    element: <GuestShell />,
    children: [
      { path: paths.login.path, element: <LoginPage /> },
      {
        // With a session these open the player's version instead (the player stays logged in).
        element: <GuestOnly />,
        children: [
          featureRoute(i18n, 'register', {
            path: paths.register.path,
            page: async () => (await import('../features/register/register-page')).RegisterPage,
          }),
          featureRoute(i18n, 'howto', {
            path: paths.howto.path,
            page: async () => (await import('../features/howto/howto-page')).HowtoPage,
          }),
          featureRoute(i18n, 'contact', {
            path: paths.contact.path,
            page: async () => (await import('../features/contact/contact-page')).ContactPage,
          }),
        ],
      },
    ],
  },
  {
    path: paths.user.root.path,
    element: <RequireAuth />,
    children: [
      {
        ...lazyRoute(async () => (await import('./shells/player-shell')).PlayerShell),
        children: [
          { index: true, element: <Navigate to={paths.user.home.getHref()} replace /> },
          featureRoute(i18n, 'home', {
            path: paths.user.home.path,
            page: async () => (await import('./home-route')).homeRoutePage(i18n),
          }),
          featureRoute(i18n, 'profile', {
            path: paths.user.profile.path,
            page: async () => (await import('../features/profile/profile-page')).ProfilePage,
          }),
          featureRoute(i18n, 'bonus', {
            path: paths.user.bonus.path,
            page: async () => (await import('../features/bonus/bonus-page')).BonusPage,
          }),
          featureRoute(i18n, 'statement', {
            path: paths.user.statement.path,
            page: async () => (await import('../features/statement/statement-page')).StatementPage,
          }),
          // Its own chunk: the page and @wallet/spin-wheel (canvas) load only here.
          featureRoute(i18n, 'spin', {
            path: paths.user.spin.path,
            page: async () => (await import('../features/spin/spin-page')).SpinPage,
          }),
          // The guests' contact screen, inside the player shell (its chat launcher is the shell's).
          featureRoute(i18n, 'contact', {
            path: paths.user.contact.path,
            page: async () => (await import('../features/contact/contact-page')).ContactPage,
          }),
          // The how-to videos inside the player shell: /howto opened by a player (another tab, a link) lands here.
          featureRoute(i18n, 'howto', {
            path: paths.user.howto.path,
            page: async () => (await import('../features/howto/howto-page')).HowtoPage,
          }),
        ],
      },
    ],
  },
  { path: paths.terminated.path, element: <TerminatedPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The route table; the app's router shows a retry screen for a page that fails (or whose code does not download). */
export function createRoutes(i18n: I18n): RouteObject[] {
  return pages(i18n);
}
