import { memberAreas, memberAreasOf, type MemberAreaName } from '@coop/contract';
import { useNavigate } from 'react-router-dom';
import { NavEntry } from '../../../components/nav-entry';
import { loginNavItem, type NavItem } from '../../../config/nav-items';
import { paths } from '../../../config/paths';
import { signOut } from '../auth-store';
import { useAuth } from '../use-auth';
import './auth-nav.css';

const areaNavItem = (area: MemberAreaName): NavItem => ({
  label: memberAreas[area].label,
  href: memberAreas[area].path,
  subpages: true,
});

/**
 * Account items: the member's areas (the Secure Area's dashboard first; only it while a new password must be
 * chosen), a welcome line and Logout when signed in; Login when signed out.
 */
export function AuthNavItems() {
  const { user, passwordResetRequired } = useAuth();
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
  const areas: MemberAreaName[] = passwordResetRequired ? ['dashboard'] : memberAreasOf(user.role);
  return (
    <>
      {areas.map((area) => (
        <li key={area} className="site-nav__member">
          <NavEntry item={areaNavItem(area)} />
        </li>
      ))}
      <li className="site-nav__member site-nav__welcome">Welcome, {user.name}</li>
      <li className="site-nav__member">
        <button type="button" className="site-nav__link site-nav__logout" onClick={logOut}>
          Logout
        </button>
      </li>
    </>
  );
}
