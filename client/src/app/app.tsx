import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';

/**
 * `data-app-ready` on <html> once the app runs (hydrated, or rendered in the shell): before it, a pre-rendered
 * page's links and forms are plain HTML ones, which reload the page.
 */
function useMarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}

export function App({ routes }: { routes: RouteObject[] }) {
  useMarkReady();
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
