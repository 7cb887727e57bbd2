import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRoutes, loadMatchedRouteModules } from './app/router';
import { applyAppData } from './lib/app-data';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const routes = createRoutes();
const app = (
  <StrictMode>
    <App routes={routes} />
  </StrictMode>
);

// A pre-rendered page carries its markup and a data block: hydrate it once the
// current page's module is here. As a transition, hydration yields to the browser
// every few milliseconds instead of holding a slow phone's main thread in one long
// task; the markup is already on screen. The app shell (paths not pre-rendered) is empty.
if (applyAppData(document) && rootElement.hasChildNodes()) {
  loadMatchedRouteModules(routes, window.location.pathname).then(
    () => startTransition(() => void hydrateRoot(rootElement, app)),
    // A module that cannot load (a deployment replaced it): render afresh, which shows the error page.
    () => createRoot(rootElement).render(app),
  );
} else {
  // The shell's placeholder title: from here on the pages' <PageMeta> own the title.
  document.querySelectorAll('head > title').forEach((title) => title.remove());
  createRoot(rootElement).render(app);
}
