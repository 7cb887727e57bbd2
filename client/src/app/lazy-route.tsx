import { use } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { missingDocuments } from '../content/content-store';
import { loadComponent, type ComponentLoader } from '../lib/load-component';
import { isPreRenderedPath } from '../lib/app-data';

export function lazyLoaderOf(route: RouteObject): ComponentLoader | undefined {
  if (route.lazy === undefined) return undefined;
  if (typeof route.lazy !== 'function') throw new Error('Routes give `lazy` as a function returning { Component }');
  return route.lazy as ComponentLoader;
}

/**
 * Renders the route's module, suspending until it has loaded. A page the visitor went on to also waits for the
 * content documents the first page's data block did not carry, fetched while the module loads.
 */
export function LazyRoute({ load }: { load: ComponentLoader }) {
  const { pathname } = useLocation();
  const documents = isPreRenderedPath(pathname) ? undefined : missingDocuments();
  const Component = use(loadComponent(load));
  if (documents) use(documents);
  return <Component />;
}
