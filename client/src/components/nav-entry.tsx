import { Link, NavLink } from 'react-router-dom';
import type { NavItem } from '../config/nav-items';

export function NavEntry({ item }: { item: NavItem }) {
  // Section links all live on "/", so NavLink would mark them all current there.
  if (item.section) {
    return (
      <Link className="site-nav__link" to={item.href}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink className="site-nav__link" to={item.href} end={!item.subpages}>
      {item.label}
    </NavLink>
  );
}
