import { Navigate, type RouteObject } from 'react-router';
import type { I18n } from '@lingui/core';
import { loadPlayerTexts } from '../i18n/i18n';
import { RequireAuth } from './require-auth';
import { dashboardModals } from './dashboard-modals';
import { GuestShell } from './shells/guest-shell';
import { LoginPage } from '../features/login/login-page';
import { TerminatedPage } from '../features/terminated/terminated-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RouteErrorPage } from './route-error-page';

/**
 * The route table in docs/product.md#routes. Player screens load on demand, with their texts, so /login ships less
 * JavaScript.
 */
const pages = (i18n: I18n): RouteObject[] => [
  { path: '/', element: <Navigate to="/user" replace /> },
  {
    element: <GuestShell />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/register',
        lazy: async () => ({ Component: (await import('../features/register/register-page')).RegisterPage }),
      },
      {
        path: '/howto',
        lazy: async () => ({ Component: (await import('../features/howto/howto-page')).HowtoPage }),
      },
      {
        path: '/contact',
        lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
      },
    ],
  },
  {
    path: '/user',
    element: <RequireAuth />,
    children: [
      {
        lazy: async () => {
          const [{ PlayerShell }] = await Promise.all([
            import('./shells/player-shell'),
            loadPlayerTexts(i18n),
          ]);
          return { Component: PlayerShell };
        },
        children: [
          { index: true, element: <Navigate to="/user/home" replace /> },
          {
            path: 'home',
            lazy: async () => {
              const { HomePage } = await import('../features/home/home-page');
              return { Component: () => <HomePage modals={dashboardModals} /> };
            },
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
          },
          {
            path: 'bonus',
            lazy: async () => ({ Component: (await import('../features/bonus/bonus-page')).BonusPage }),
          },
          {
            path: 'statement',
            lazy: async () => ({
              Component: (await import('../features/statement/statement-page')).StatementPage,
            }),
          },
          {
            // Its own chunk: the page and @wallet/spin-wheel (canvas) load only here.
            path: 'spin',
            lazy: async () => ({ Component: (await import('../features/spin/spin-page')).SpinPage }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              // The guests' contact screen, inside the player shell (its chat launcher is the shell's).
              Component: (await import('../features/contact/contact-page')).ContactPage,
            }),
          },
        ],
      },
    ],
  },
  { path: '/terminated', element: <TerminatedPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Every page under one error boundary: a failed page (or chunk download) shows a retry screen, not a crash. */
export function createRoutes(i18n: I18n): RouteObject[] {
  return [{ errorElement: <RouteErrorPage />, children: pages(i18n) }];
}
