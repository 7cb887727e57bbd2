import { useEffect, useState } from 'react';

export type ContentState<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'error'; error: Error };

type Keyed<T> = { key: string; state: ContentState<T> };

function initialState<T>(preloaded: () => T | undefined): ContentState<T> {
  const value = preloaded();
  return value === undefined ? { status: 'loading' } : { status: 'loaded', value };
}

/**
 * Content identified by `key`: taken from what is preloaded when it is there
 * (so a pre-rendered page hydrates with its text, not "Loading..."), otherwise
 * loaded after mounting. A new key starts over.
 */
export function useContent<T>(
  key: string,
  preloaded: () => T | undefined,
  load: (signal: AbortSignal) => Promise<T>,
): ContentState<T> {
  const [current, setCurrent] = useState<Keyed<T>>(() => ({ key, state: initialState(preloaded) }));
  let shown = current;
  if (current.key !== key) {
    shown = { key, state: initialState(preloaded) };
    setCurrent(shown);
  }
  const needsLoading = shown.state.status === 'loading';

  useEffect(() => {
    if (!needsLoading) return;
    const controller = new AbortController();
    const settle = (state: ContentState<T>) => {
      if (!controller.signal.aborted) setCurrent({ key, state });
    };
    load(controller.signal).then(
      (value) => settle({ status: 'loaded', value }),
      (error: unknown) => settle({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => controller.abort();
    // `load` and `preloaded` describe the same key: a new key is the only reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, needsLoading]);

  return shown.state;
}
