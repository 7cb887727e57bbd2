import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { siteName } from '../config/site';
import { AuthNavItems } from '../features/auth/components/auth-nav-items';
import { NavEntry } from '../components/nav-entry';
import { navItems } from '../config/nav-items';
import { SITE_HEADER_ID } from '../lib/scroll-to-element';
import { useFocusBelowHeader } from './use-focus-below-header';

/**
 * Whether the phone menu is open. The list is a popover the Menu button opens by itself, before the app's script
 * has run too, so the browser holds the state: a tap made before hydration leaves the menu open, and the app reads
 * it from there. Unknown (undefined) in the pre-rendered page and while hydrating: until the app runs, the browser
 * alone tells assistive technology whether the menu is open, and no `aria-expanded` contradicts it.
 */
function usePopoverOpen(list: RefObject<HTMLElement | null>): boolean | undefined {
  return useSyncExternalStore(
    subscribeToToggles,
    () => list.current?.matches(':popover-open') ?? false,
    () => undefined,
  );
}

// A popover's toggle event does not bubble; a listener on the document in the capture phase hears it all the same.
function subscribeToToggles(changed: () => void) {
  document.addEventListener('toggle', changed, true);
  return () => document.removeEventListener('toggle', changed, true);
}

export function Header() {
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const shownKey = useRef(location.key);
  const listId = useId();
  const menuOpen = usePopoverOpen(listRef);
  const closeMenu = () => listRef.current?.hidePopover();
  useFocusBelowHeader(headerRef);

  // The menu closes on every navigation, before the new page is painted.
  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    listRef.current?.hidePopover();
  }, [location.key]);

  // The browser closes the popover on Escape (focus back on the button) and on a tap outside it, once the pointer
  // comes up; a press outside the header closes it as soon as the pointer goes down.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) listRef.current?.hidePopover();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
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
            if (next && !event.currentTarget.contains(next)) closeMenu();
          }}
        >
          <button
            type="button"
            className="site-nav__toggle"
            popoverTarget={listId}
            aria-expanded={menuOpen}
            aria-controls={listId}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            Menu
          </button>
          <ul id={listId} ref={listRef} className="site-nav__list" popover="auto">
            {navItems.map((item) => (
              <li key={item.label}>
                <NavEntry item={item} />
              </li>
            ))}
            <AuthNavItems />
          </ul>
        </nav>
      </div>
      {menuOpen && <div className="site-nav__overlay" aria-hidden="true" onClick={closeMenu} />}
    </header>
  );
}
