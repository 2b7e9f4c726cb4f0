import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/use-session.ts';
import { getReturnPath } from './return-path.ts';

/**
 * Keeps signed-in users off /auth (SPEC §2): they go to the page the guard sent them from, or to
 * '/'. Nothing is rendered until the session is known.
 */
export function RedirectIfSignedIn() {
  const { isAuthenticated, isInitialized } = useSession();
  const location = useLocation();
  if (!isInitialized) return null;
  if (isAuthenticated) return <Navigate to={getReturnPath(location.state)} replace />;
  return <Outlet />;
}
