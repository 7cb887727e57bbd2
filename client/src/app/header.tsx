import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { siteName } from '../config/site';
import { AuthNavItems } from '../features/auth/components/auth-nav-items';
import { NavEntry } from '../components/nav-entry';
import { navItems } from '../config/nav-items';
import { SITE_HEADER_ID } from '../lib/scroll-to-element';
import { useFocusBelowHeader } from './use-focus-below-header';

export function Header() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [shownKey, setShownKey] = useState(location.key);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useFocusBelowHeader(headerRef);

  // The mobile menu closes on every navigation (adjusting state during render
  // rather than in an effect avoids a frame with the stale menu open).
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  return (
    <header id={SITE_HEADER_ID} className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <Link className="site-header__brand" to={paths.home.getHref()}>
          {siteName()}
        </Link>
        <nav
          className="site-nav"
          aria-label="Main"
          onBlur={(event) => {
            // Tabbing out of the open menu closes it: whatever takes focus next lies under its panel.
            const next = event.relatedTarget;
            if (next && !event.currentTarget.contains(next)) setMenuOpen(false);
          }}
        >
          <button
            ref={toggleRef}
            type="button"
            className="site-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={listId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            Menu
          </button>
          <ul id={listId} className={menuOpen ? 'site-nav__list is-open' : 'site-nav__list'}>
            {navItems.map((item) => (
              <li key={item.label}>
                <NavEntry item={item} />
              </li>
            ))}
            <AuthNavItems />
          </ul>
        </nav>
      </div>
      {menuOpen && <div className="site-nav__overlay" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
    </header>
  );
}
