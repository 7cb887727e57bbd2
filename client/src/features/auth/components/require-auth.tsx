import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Role } from '../../../graphql/graphql';
import type { SessionUser } from '../../../lib/auth-storage';
import { endedByLogout } from '../auth-store';
import { useAuth } from '../use-auth';
import { AccessDenied } from './access-denied';
import { SessionSpinner } from './session-spinner';

type RequireAuthProps = {
  /** Only this role (or these roles) may see the content; others get the Access Denied panel. */
  role?: Role | readonly Role[];
  children: (user: SessionUser) => ReactNode;
};

/**
 * The members-area guard: a spinner while the session is checked, the login page (coming back here
 * afterwards) without a user. A member who just logged out goes home instead: Logout goes to /.
 */
export function RequireAuth({ role, children }: RequireAuthProps) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <SessionSpinner />;
  if (!user) {
    if (endedByLogout()) return <Navigate to={paths.home.getHref()} replace />;
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  const allowed: readonly Role[] | undefined = typeof role === 'string' ? [role] : role;
  if (allowed && !allowed.includes(user.role)) return <AccessDenied requiredRole={allowed.join(' or ')} />;
  return children(user);
}
