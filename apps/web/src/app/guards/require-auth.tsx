import { Navigate, Outlet, useLocation } from 'react-router';
import { COMMON_SCREEN } from '@shop/shared';
import { isAdmin, useAuthStore } from '../../lib/auth-store';
import { paths } from '../../config/paths';
import { authReturnFrom } from '../../lib/after-login';

function Loading() {
  return (
    <div role="status" className="container-page py-24 text-center text-muted">
      {COMMON_SCREEN.loading}
    </div>
  );
}

/**
 * Renders the nested routes for a signed-in user; otherwise to /auth, replacing history, and back
 * here once logged in.
 */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuthStore();
  const location = useLocation();
  if (isLoading) return <Loading />;
  return isAuthenticated ? <Outlet /> : <Navigate to={paths.auth} replace state={authReturnFrom(location)} />;
}

/** Renders the admin routes for a signed-in admin; otherwise to /, replacing history. */
export function RequireAdmin() {
  const { isAuthenticated, isLoading, user } = useAuthStore();
  if (isLoading) return <Loading />;
  return isAuthenticated && isAdmin(user) ? <Outlet /> : <Navigate to={paths.home} replace />;
}
