import { use } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadComponent, type ComponentLoader } from '../lib/load-component';

export function lazyLoaderOf(route: RouteObject): ComponentLoader | undefined {
  if (route.lazy === undefined) return undefined;
  if (typeof route.lazy !== 'function') throw new Error('Routes give `lazy` as a function returning { Component }');
  return route.lazy as ComponentLoader;
}

/** Renders the route's module, suspending until it has loaded. */
export function LazyRoute({ load }: { load: ComponentLoader }) {
  const Component = use(loadComponent(load));
  return <Component />;
}
