import type { MouseEvent, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';

const MAIN_ID = 'main-content';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without putting "#main-content" in the address (the router
  // would treat it as a scroll target on the next render).
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Skip link, header, main landmark and footer around whatever a route shows. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollManager />
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={focusMain}>
        Skip to main content
      </a>
      <Header />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

export function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** Shown while the first route module loads, so the header and footer appear at once. */
export function AppLayoutFallback() {
  return (
    <AppShell>
      <p className="page-status" role="status">
        Loading…
      </p>
    </AppShell>
  );
}
