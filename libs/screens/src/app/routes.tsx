import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './require-auth';
import { GuestShell } from '../shells/guest-shell';
import { PlayerShell } from '../shells/player-shell';
import { LoginPage } from '../features/login/login-page';
import { HomePage } from '../features/home/home-page';
import { TerminatedPage } from '../features/terminated/terminated-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** The route table of SPEC section 2. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/user" replace /> },
  {
    element: <GuestShell />,
    children: [{ path: '/login', element: <LoginPage /> }],
  },
  {
    path: '/user',
    element: (
      <RequireAuth>
        <PlayerShell />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to="/user/home" replace /> },
      { path: 'home', element: <HomePage /> },
    ],
  },
  { path: '/terminated', element: <TerminatedPage /> },
  { path: '*', element: <NotFoundPage /> },
];
