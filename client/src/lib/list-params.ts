import { searchMaxLength } from '@coop/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The choices of a list's menus (sort, filters), by address parameter; the first of each is its default. */
export type ListChoices = Record<string, readonly string[]>;

/** What the address says of a list: each menu's choice, undefined for its default, and the search text. */
export type ListParams<C extends ListChoices> = { [K in keyof C]: C[K][number] | undefined } & { q: string };

/** The list's menus and search as the address has them; anything unknown there reads as the default. */
export function readListParams<C extends ListChoices>(params: URLSearchParams, choices: C): ListParams<C> {
  const read: Record<string, string | undefined> = {};
  for (const [name, allowed] of Object.entries(choices)) {
    const value = params.get(name);
    read[name] = value !== null && value !== allowed[0] && allowed.includes(value) ? value : undefined;
  }
  const q = (params.get('q') ?? '').slice(0, searchMaxLength);
  return { ...read, q } as ListParams<C>;
}

/**
 * The address with some of the list's parameters changed: a default or an empty search leaves the address, so
 * it names only what was chosen; the parameters of others (the dashboard's tab) stay.
 */
export function writeListParams<C extends ListChoices>(
  params: URLSearchParams,
  choices: C,
  changes: Partial<ListParams<C>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes) as Array<[string, string | undefined]>) {
    const isDefault = name === 'q' ? !value?.trim() : value === undefined || value === choices[name]?.[0];
    if (isDefault) next.delete(name);
    else next.set(name, name === 'q' ? value!.trim() : value!);
  }
  return next;
}

/**
 * A list's sort, filters and search, kept in the address so that a reload or a shared address shows the same
 * rows. Changes replace the history entry: going back leaves the page instead of stepping through each choice.
 */
export function useListParams<C extends ListChoices>(choices: C) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams, choices), [searchParams, choices]);
  // A search typed before a menu was changed arrives after it: it is written over the address as it is then,
  // not as it was when typing began (the router's own updater would give the latter).
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const change = useCallback(
    (changes: Partial<ListParams<C>>) => {
      latest.current = writeListParams(latest.current, choices, changes);
      setSearchParams(latest.current, { replace: true });
    },
    [setSearchParams, choices],
  );
  return [params, change] as const;
}
