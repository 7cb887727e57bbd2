import { useEffect, useState } from 'react';
import { loadClassSeats, type ClassSeats } from './class-seats';

/**
 * The seats of every class once the page runs in the browser (the pre-rendered page has none), read again when
 * the connection returns. Null until something is known, and always when `enabled` is false.
 */
export function useClassSeats(enabled: boolean): ClassSeats | null {
  const [seats, setSeats] = useState<ClassSeats | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const load = () =>
      void loadClassSeats().then((loaded) => {
        if (current && loaded) setSeats(loaded);
      });
    load();
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, [enabled]);
  return seats;
}
