import type { PublicFeesReply } from '@coop/contract';
import { useEffect, useState } from 'react';
import { loadClassFees } from './class-fees';

/** The fees once the page runs in the browser (the pre-rendered page has none); null until then, or when not `enabled`. */
export function useClassFees(enabled: boolean): PublicFeesReply | null {
  const [fees, setFees] = useState<PublicFeesReply | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void loadClassFees().then((loaded) => {
      if (current) setFees(loaded);
    });
    return () => {
      current = false;
    };
  }, [enabled]);
  return fees;
}
