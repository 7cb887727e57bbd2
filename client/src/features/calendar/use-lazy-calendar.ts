import { useEffect, useState, type ComponentType } from 'react';
import type { ClassPageSlug } from '../../config/paths';

/**
 * `focusFirstControl`: the calendar takes the keyboard's focus as it appears (its placeholder had it). `page`: the
 * class page whose classes it shows, or every class.
 */
type CalendarProps = { focusFirstControl?: boolean; page?: ClassPageSlug | null };
type Loaded =
  { status: 'idle' | 'loading' } | { status: 'ready'; Calendar: ComponentType<CalendarProps> } | { status: 'failed' };

/**
 * Loads the calendar's own chunk (FullCalendar and all) once `wanted` turns
 * true, so the home page's first load carries none of it. `retry` tries again
 * after a failed download.
 */
export function useLazyCalendar(wanted: boolean): Loaded & { retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setLoaded({ status: 'loading' });
    import('./components/class-calendar')
      .then(({ ClassCalendar }) => live && setLoaded({ status: 'ready', Calendar: ClassCalendar }))
      .catch((error: unknown) => {
        console.error('The class calendar could not be loaded', error);
        if (live) setLoaded({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [wanted, attempt]);
  return { ...loaded, retry: () => setAttempt((n) => n + 1) };
}
