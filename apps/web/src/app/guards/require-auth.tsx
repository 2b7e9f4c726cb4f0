import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/use-session.ts';

/**
 * The access guard (SPEC §2). With requireAuth (the default) a visitor is sent to /auth and the
 * page they wanted is remembered in the navigation state (`from`). Nothing is rendered until
 * the session is known, so a signed-in user never sees a flash of the sign-in page.
 */
export function RequireAuth({ requireAuth = true }: { requireAuth?: boolean }) {
  const { isAuthenticated, isInitialized } = useSession();
  const location = useLocation();
  if (!isInitialized) return null;
  if (requireAuth && !isAuthenticated) return <Navigate to="/auth" state={{ from: location }} replace />;
  return <Outlet />;
}
