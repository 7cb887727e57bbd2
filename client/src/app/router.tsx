import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout } from './layout';
import { loadComponent, type ComponentLoader } from '../lib/load-component';
import { LazyRoute, lazyLoaderOf } from './lazy-route';
import { enrollmentRoutes } from './routes/enrollment-routes';
import { memberRoutes } from './routes/member-routes';
import { publicRoutes } from './routes/public-routes';

// The route lists give each page as `{ path, lazy: async () => ({ Component }) }`.
// The app renders them with the declarative router (<BrowserRouter>, and
// <StaticRouter> when pre-rendering), which is about 16 KB (gzip) lighter than
// the data router; a route's `lazy` becomes a suspending <LazyRoute>.

const loaders = new WeakMap<RouteObject, ComponentLoader>();

function withLazyElements(route: RouteObject): RouteObject {
  const load = lazyLoaderOf(route);
  const children = route.children?.map(withLazyElements);
  const { lazy: _lazy, ...rest } = route;
  const converted = {
    ...rest,
    ...(children && { children }),
    ...(load && { element: <LazyRoute load={load} /> }),
  } as RouteObject;
  if (load) loaders.set(converted, load);
  return converted;
}

/** Every route of the app, created once per app. */
export function createRoutes(): RouteObject[] {
  const pages: RouteObject[] = [
    { index: true, lazy: async () => ({ Component: (await import('../routes/home')).HomeRoute }) },
    ...publicRoutes,
    ...enrollmentRoutes,
    ...memberRoutes,
    { path: '*', lazy: async () => ({ Component: (await import('../routes/not-found')).NotFoundRoute }) },
  ];
  return [{ path: paths.home.path, element: <AppLayout />, children: pages.map(withLazyElements) }];
}

/**
 * Loads the modules of the routes matching `pathname`. Before hydrating a
 * pre-rendered page (and before pre-rendering it) this lets the page render at
 * once, so React hydrates the server's markup instead of suspending.
 */
export async function loadMatchedRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const load = loaders.get(route);
      return load && loadComponent(load);
    }),
  );
}

/** Whether `pathname` is answered by the catch-all Not Found route. */
export function isNotFound(routes: RouteObject[], pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
