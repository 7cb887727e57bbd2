import { Suspense, use, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { loadComponent, type ComponentLoader } from '../lib/load-component';

// How far below the viewport a deferred part starts loading.
const NEAR_VIEWPORT_MARGIN = '400px 0px';

const registered = new Set<ComponentLoader>();

/** `ready` settles once the part is needed and its code has loaded; `now()` skips the waiting for the viewport. */
type Wait = { ready: Promise<unknown>; now: () => void };
const waits = new Map<string, Wait>();

/** Pre-rendering: loads every deferred part, so pages render completely. */
export function loadAllDeferred(): Promise<unknown> {
  return Promise.all([...registered].map(loadComponent));
}

/** Loads the part when `element` comes near the viewport, or when `now()` is called. */
function waitUntilNeeded(element: Element, load: ComponentLoader): Wait {
  let now = () => {};
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) now();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    now = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe(element);
  });
  return { ready: promise.then(() => loadComponent(load)), now: () => now() };
}

function Loaded({ load, wait }: { load: ComponentLoader; wait?: Promise<unknown> }) {
  if (wait) use(wait);
  const Component = use(loadComponent(load));
  return <Component />;
}

/**
 * A part of a page whose JavaScript waits until it is needed. On a pre-rendered
 * page its markup is there from the start, readable and with working links and
 * native forms; React hydrates it only when it comes near the viewport (a
 * Suspense boundary keeps the server's markup meanwhile), so its code is not
 * part of the page's first load. Rendered in the browser from scratch (a
 * client-side navigation), it loads at once and the page waits for it.
 */
export function deferred(name: string, load: ComponentLoader): ComponentType {
  registered.add(load);
  const selector = `[data-deferred="${name}"]`;

  function Deferred() {
    const { key } = useLocation();
    const [firstKey] = useState(key);
    // Decided once per mount: is the server's markup of this part on the page, waiting to be hydrated?
    const [prerendered] = useState(() => typeof document === 'undefined' || document.querySelector(selector) !== null);

    let wait: Wait | undefined;
    if (prerendered && typeof document !== 'undefined') {
      wait = waits.get(name);
      const element = document.querySelector(selector);
      if (!wait && element) {
        wait = waitUntilNeeded(element, load);
        waits.set(name, wait);
      }
      // A navigation within the page (say to #contact) changes the router's context inside this part, which
      // React can only apply once the part is hydrated: load it now rather than hold the navigation.
      if (key !== firstKey) wait?.now();
    }
    const ready = wait?.ready;

    // The same element on every render (it depends on nothing that changes after mounting), so a re-render of
    // the page does not reach into the markup that is still waiting to be hydrated.
    return useMemo(
      () => (
        <div data-deferred={name}>
          {prerendered ? (
            <Suspense>
              <Loaded load={load} wait={ready} />
            </Suspense>
          ) : (
            <Loaded load={load} />
          )}
        </div>
      ),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- built once: see above
      [prerendered],
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
