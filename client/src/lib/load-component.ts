import type { ComponentType } from 'react';

/** A module loader in the shape of a route's `lazy`: `async () => ({ Component })`. */
export type ComponentLoader = () => Promise<{ Component?: ComponentType | null }>;

type TrackedPromise = Promise<ComponentType> & { status?: 'fulfilled'; value?: ComponentType };

const loaded = new Map<ComponentLoader, TrackedPromise>();

/**
 * Loads a lazily imported component once. The promise is marked fulfilled the
 * way React's `use` reads it, so a component loaded before rendering (before
 * hydrating, or before pre-rendering) renders at once instead of suspending.
 */
export function loadComponent(load: ComponentLoader): Promise<ComponentType> {
  let promise = loaded.get(load);
  if (!promise) {
    const loading: TrackedPromise = load().then(({ Component }) => {
      if (!Component) throw new Error('A lazily loaded module gave no Component');
      Object.assign(loading, { status: 'fulfilled', value: Component });
      return Component;
    });
    // A failed load (a deployment replaced the file) is tried again next time.
    loading.catch(() => loaded.delete(load));
    promise = loading;
    loaded.set(load, promise);
  }
  return promise;
}
