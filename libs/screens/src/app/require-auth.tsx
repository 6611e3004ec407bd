import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppContext } from './app-context';

/** Protected routes: without a stored token go to /login and remember the wanted URL. */
export function RequireAuth() {
  const { session } = useAppContext();
  const location = useLocation();
  if (!session.getToken()) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}

/** The URL remembered by RequireAuth, if it is one of ours; otherwise /user. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/user') ? from : '/user';
}
