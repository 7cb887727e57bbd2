import { useNavigate } from 'react-router-dom';
import { NavEntry } from '../../../components/nav-entry';
import { loginNavItem, type NavItem } from '../../../config/nav-items';
import { paths } from '../../../config/paths';
import { signOut } from '../auth-store';
import { useAuth } from '../use-auth';
import './auth-nav.css';

const secureAreaNavItem: NavItem = { label: 'Secure Area', href: paths.dashboard.getHref() };

/** Account items: Secure Area, a welcome line and Logout when signed in; Login when signed out. */
export function AuthNavItems() {
  const { user } = useAuth();
  const navigate = useNavigate();

  // Signed out in the click itself, before anything renders; the guard of a members' page still
  // on screen knows it was a logout and goes home with us rather than to the login page.
  function logOut() {
    void signOut();
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
