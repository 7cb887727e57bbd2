import { NavEntry } from '../../../components/nav-entry';
import { loginNavItem } from '../../../config/nav-items';

/** The navigation's account items: Login when signed out; the members' area fills in the signed-in ones. */
export function AuthNavItems() {
  return (
    <li>
      <NavEntry item={loginNavItem} />
    </li>
  );
}
