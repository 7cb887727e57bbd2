import { isSitePath } from '@coop/contract';
import { paths } from '../../config/paths';

/**
 * Where to go after logging in: the page the guard sent the user from, when it is a path on
 * this site (never another host, never the login page itself); otherwise the dashboard.
 */
export function redirectTarget(requested: string | null): string {
  if (!requested || !isSitePath(requested)) {
    return paths.dashboard.getHref();
  }
  const { pathname } = new URL(requested, 'https://this.site');
  if (pathname === paths.login.path) return paths.dashboard.getHref();
  return requested;
}
