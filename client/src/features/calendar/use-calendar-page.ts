import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { classPageSlugs, paths, type ClassPageSlug } from '../../config/paths';

/** The class page named in an address's query (`?classes=grade3`), or null for every class (unknown names too). */
export function calendarPageOf(search: string): ClassPageSlug | null {
  const name = new URLSearchParams(search).get(paths.classCalendar.query);
  return classPageSlugs.find((slug) => slug === name) ?? null;
}

/**
 * Which class page's classes the calendar shows, kept in the address so that it can be linked and survives a
 * reload. The pre-rendered page is the same whatever the query, so the address is read once the page runs in the
 * browser, and again after every navigation (a grade page's link, the menu's Calendar). A choice rewrites the
 * address in place rather than through the router: to the router a new query is a navigation, which scrolls the
 * page away from the calendar being read.
 */
export function useCalendarPage(): [ClassPageSlug | null, (page: ClassPageSlug | null) => void] {
  const { key } = useLocation();
  const [page, setPage] = useState<ClassPageSlug | null>(null);
  useEffect(() => setPage(calendarPageOf(window.location.search)), [key]);
  const choose = useCallback((next: ClassPageSlug | null) => {
    setPage(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set(paths.classCalendar.query, next);
    else url.searchParams.delete(paths.classCalendar.query);
    // The router's own entry state stays, so going back and forward still works.
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return [page, choose];
}
