import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppContext } from '../shared/app-context';
import { paths } from '../shared/paths';

/** Protected routes: without a stored token go to /login and remember the wanted URL. */
export function RequireAuth() {
  const { session } = useAppContext();
  const location = useLocation();
  if (!session.getToken()) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref()} replace state={{ from }} />;
  }
  return <Outlet />;
}
