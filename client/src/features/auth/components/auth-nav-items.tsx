import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavEntry } from '../../../components/nav-entry';
import { loginNavItem, type NavItem } from '../../../config/nav-items';
import { paths } from '../../../config/paths';
import { signOut } from '../auth-store';
import { useAuth } from '../use-auth';
import './auth-nav.css';

const secureAreaNavItem: NavItem = { label: 'Secure Area', href: paths.dashboard.getHref() };

/** SPEC §2 Navigation: Secure Area, a welcome line and Logout when signed in; Login when signed out. */
export function AuthNavItems() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [loggingOutFrom, setLoggingOutFrom] = useState<string | null>(null);

  // The session ends once the home page is on screen: ending it while a guarded page is still
  // shown would make that page's guard send the user to the login page instead.
  useEffect(() => {
    if (loggingOutFrom === null || location.key === loggingOutFrom) return;
    setLoggingOutFrom(null);
    void signOut();
  }, [loggingOutFrom, location.key]);

  function logOut() {
    setLoggingOutFrom(location.key);
    void navigate(paths.home.getHref());
  }

  if (!user) {
    return (
      <li>
        <NavEntry item={loginNavItem} />
      </li>
    );
  }
  return (
    <>
      <li>
        <NavEntry item={secureAreaNavItem} />
      </li>
      <li className="site-nav__welcome">Welcome, {user.name}</li>
      <li>
        <button type="button" className="site-nav__link site-nav__logout" onClick={logOut}>
          Logout
        </button>
      </li>
    </>
  );
}
