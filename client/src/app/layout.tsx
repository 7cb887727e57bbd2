import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingStatus } from '../components/loading-status';
import { NoticeBanner } from '../features/site-notice/notice-banner';
import { PwaControls } from '../pwa/pwa-controls';
import { Footer } from './footer';
import { Header } from './header';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollManager } from './scroll-manager';
import { MAIN_ID } from '../lib/scroll-to-element';
import '../components/page-layout.css';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without putting "#main-content" in the address (the router
  // would treat it as a scroll target on the next render).
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Skip link, site notice, header, main landmark and footer around whatever a route shows. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollManager />
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={focusMain}>
        Skip to main content
      </a>
      <NoticeBanner />
      <Header />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PwaControls />
    </>
  );
}

/** The layout route: the current page, or "Loading..." while its module loads, or the error it ran into. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingStatus />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </AppShell>
  );
}
